import type { Page } from "@playwright/test";

export interface RunningAnimation {
  /** The CSS animation's name, "transition of <property>", or a script animation's id. */
  name: string;
  /** One iteration, in milliseconds. */
  duration: number;
  /** How many times it repeats; Infinity for ever. */
  iterations: number;
}

/** Every animation and transition running on the page now. */
export const runningAnimations = (page: Page): Promise<RunningAnimation[]> =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => ({
        name:
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : animation.id || "script animation",
        duration: Number(animation.effect?.getComputedTiming().duration ?? 0),
        iterations: Number(animation.effect?.getComputedTiming().iterations ?? 1),
      })),
  );
