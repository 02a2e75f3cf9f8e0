/** A pin's or the crosshair's position: a percent of the post, kept on it, to a tenth. */
export function pinPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}
