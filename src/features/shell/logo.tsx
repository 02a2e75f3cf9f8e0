import { brandMark } from "@/src/config/brand-mark";
import { site } from "@/src/config/site";

/** The mark from src/config/brand-mark.ts beside the studio's short name, set in the display face. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <svg
        aria-hidden
        width="26"
        height="26"
        viewBox={brandMark.viewBox}
        className="text-accent drop-shadow-[0_0_10px_var(--accent-glow)]"
      >
        <path d={brandMark.path} fill="currentColor" />
      </svg>
      <span className="display text-xl tracking-[-0.01em]">{site.shortName}</span>
    </span>
  );
}
