/** The site's pill buttons and links, so a change of look is made in one place. */
const variants = {
  primary: "bg-accent text-background hover:bg-accent-glow",
  secondary: "border border-outline text-heading hover:border-accent",
};

const sizes = {
  sm: "px-5 py-3 text-sm",
  md: "px-6 py-3",
  lg: "px-7 py-4 tracking-wider",
};

export function buttonStyles(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md"): string {
  return `inline-flex items-center justify-center rounded-full font-semibold transition-colors ${variants[variant]} ${sizes[size]}`;
}

/** A round, outlined button holding an icon (menu, cart, close). */
export const iconButtonStyles =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-outline text-heading transition-colors hover:border-accent";
