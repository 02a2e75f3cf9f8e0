import { fontInstance, type FontFamily } from "./font/fonts";
import { capHeight, setText, type SetText, type TextAnchor } from "./font/text-outline";

export { loadFonts } from "./font/fonts";

/**
 * Convenience over the outline renderer for layouts that think in cap heights (as designers do)
 * rather than font sizes: `type({...}).set("Text", x, y)`, once `await loadFonts()` has run.
 */
export interface TypeSpec {
  family: FontFamily;
  axes?: Readonly<Record<string, number>>;
  /** Either a font size in px... */
  size?: number;
  /** ...or the cap height the capitals must reach, in px. */
  cap?: number;
  /** Letter-spacing in em. */
  tracking?: number;
}

export interface Typesetter {
  size: number;
  set(text: string, x: number, y: number, anchor?: TextAnchor): SetText;
}

export function type({ family, axes = {}, size, cap, tracking = 0 }: TypeSpec): Typesetter {
  const font = fontInstance(family, axes);
  const resolved = size ?? (cap ?? 10) / (capHeight({ font, size: 1000 }) / 1000);
  return {
    size: resolved,
    set: (text, x, y, anchor = "start") => setText(text, { font, size: resolved, tracking }, x, y, anchor),
  };
}
