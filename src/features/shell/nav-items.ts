export type NavItem = {
  label: string;
  href: string;
  /** Path prefixes on which this item is the current one. */
  activeOn: readonly string[];
};

export const navItems: readonly NavItem[] = [
  { label: "PROJECTS", href: "/#portfolio", activeOn: ["/"] },
  { label: "SERVICES", href: "/services", activeOn: ["/services"] },
  { label: "VANTAROOM", href: "/vantaroom", activeOn: ["/vantaroom", "/property"] },
  { label: "ABOUT", href: "/about", activeOn: ["/about"] },
  { label: "CONTACT", href: "/contact", activeOn: ["/contact"] },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.activeOn.some((prefix) =>
    prefix === "/" ? pathname === "/" : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * What a click on a nav item does where the visitor is: on home, PROJECTS scrolls to the
 * portfolio; on /vantaroom, VANTAROOM scrolls to the top; everywhere else the link navigates.
 */
export function inPageScrollTarget(item: NavItem, pathname: string): "portfolio" | "top" | null {
  if (item.href === "/#portfolio" && pathname === "/") return "portfolio";
  if (item.href === "/vantaroom" && pathname === "/vantaroom") return "top";
  return null;
}
