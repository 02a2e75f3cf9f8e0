/** The before/after divider's position, in percent of the picture's width from the left. */
export const DIVIDER = { min: 0, max: 100, start: 50, step: 5, page: 20 } as const;

const clamp = (value: number) => Math.min(DIVIDER.max, Math.max(DIVIDER.min, value));

/**
 * Where a key moves the divider (the WAI-ARIA slider pattern): arrows by a step, Page Up and
 * Page Down by a page, Home and End to the ends. Null for keys the slider does not use.
 */
export function dividerAfterKey(key: string, position: number): number | null {
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(position - DIVIDER.step);
    case "ArrowRight":
    case "ArrowUp":
      return clamp(position + DIVIDER.step);
    case "PageDown":
      return clamp(position - DIVIDER.page);
    case "PageUp":
      return clamp(position + DIVIDER.page);
    case "Home":
      return DIVIDER.min;
    case "End":
      return DIVIDER.max;
    default:
      return null;
  }
}

/** The divider under a pointer at `clientX` over a picture spanning `left` to `left + width`. */
export function dividerAtPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return DIVIDER.start;
  return clamp(Math.round(((clientX - left) / width) * 1000) / 10);
}
