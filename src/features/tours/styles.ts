/** The tour editor's form controls, in one place (the site's buttons are src/ui/button-styles.ts). */

export const fieldStyles =
  "w-full rounded-lg border border-outline bg-background px-3 py-2 text-sm text-heading focus:border-accent focus:outline-none";

/** A progress bar in the brand's colour (Chromium draws an unstyled one green). */
export const progressStyles =
  "h-2 w-full appearance-none overflow-hidden rounded-full bg-outline [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-outline [&::-webkit-progress-value]:bg-accent";

/** A button that cannot be pressed now looks it. */
export const disabledLook = "disabled:cursor-not-allowed disabled:opacity-40";

/** The codec as a studio reads it. */
export function codecName(codec: string): string {
  return ({ avc: "H.264", hevc: "HEVC", vp8: "VP8", vp9: "VP9", av1: "AV1" } as Record<string, string>)[codec] ?? codec;
}
