import type { ReactNode } from "react";

type MarqueeProps = {
  children: ReactNode;
  /** Seconds for one full pass. */
  duration?: number;
  label?: string;
  className?: string;
};

/**
 * Content scrolling sideways in a seamless loop. The second copy that closes the loop is inert
 * and hidden from assistive tech, so links are reached once. Hovering or focusing pauses it;
 * under reduced motion it does not move at all.
 */
export function Marquee({ children, duration = 40, label, className = "" }: MarqueeProps) {
  return (
    <div
      className={`group/marquee relative overflow-x-clip ${className}`}
      aria-label={label}
      role={label ? "region" : undefined}
    >
      <div
        className="flex w-max animate-marquee group-focus-within/marquee:[animation-play-state:paused] group-hover/marquee:[animation-play-state:paused] motion-reduce:animate-none"
        style={{ ["--marquee-duration" as string]: `${duration}s` }}
      >
        <div className="flex shrink-0 items-center">{children}</div>
        <div className="flex shrink-0 items-center" aria-hidden inert>
          {children}
        </div>
      </div>
    </div>
  );
}
