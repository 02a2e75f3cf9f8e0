"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { scrollBehavior } from "@/src/lib/motion";
import { Link } from "@/src/ui/link";
import { inPageScrollTarget, isActive, type NavItem } from "./nav-items";

type NavLinkProps = {
  item: NavItem;
  variant?: "bar" | "menu";
  onNavigate?: () => void;
};

const variants = {
  bar: "py-2 text-xs font-semibold tracking-[0.2em]",
  menu: "display py-1 text-5xl",
};

export function NavLink({ item, variant = "bar", onNavigate }: NavLinkProps) {
  const pathname = usePathname();
  const active = isActive(item, pathname);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    const target = inPageScrollTarget(item, pathname);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (target === "top") {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const section = document.getElementById("portfolio");
    if (!section) return;
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    // Move keyboard and screen-reader focus along with the view.
    section.focus({ preventScroll: true });
    history.replaceState(null, "", "/#portfolio");
  }

  return (
    <Link
      href={item.href}
      onClick={handleClick}
      aria-current={active ? "page" : undefined}
      data-active={active || undefined}
      className={`group relative inline-flex items-center text-text transition-colors hover:text-heading data-active:text-heading ${variants[variant]}`}
    >
      {item.label}
      <span
        aria-hidden
        className="absolute inset-x-0 -bottom-0.5 h-0.5 origin-left scale-x-0 bg-accent transition-transform duration-300 ease-out-expo group-hover:scale-x-100 group-data-active:scale-x-100"
      />
    </Link>
  );
}
