/**
 * Colour maths for #rrggbb colours, the one place every set does it: mixing in sRGB, exposure in
 * linear light, the sRGB transfer curve both ways, and WCAG contrast.
 */

export type Rgb = [number, number, number];

/** An sRGB channel (0 to 1) in linear light. */
const toLinearChannel = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** A linear-light channel (0 to 1) back on the sRGB curve. */
export const toSrgbChannel = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

const bytes = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const byteHex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

/** A #rrggbb colour in linear light. */
export function toLinear(hex: string): Rgb {
  return bytes(hex).map((v) => toLinearChannel(v / 255)) as Rgb;
}

/** Linear light, clamped to 0 to 1, as #rrggbb. */
export function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => byteHex(toSrgbChannel(Math.min(1, Math.max(0, v))) * 255)).join("")}`;
}

/** Mixes two #rrggbb colours in sRGB; 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const pb = bytes(b);
  return `#${bytes(a)
    .map((v, i) => byteHex(Math.min(255, Math.max(0, v + ((pb[i] as number) - v) * amount))))
    .join("")}`;
}

/** Brighter (k > 1) or darker (k < 1), as an exposure change in linear light. */
export function expose(colour: string, k: number): string {
  return toHex(toLinear(colour).map((c) => c * k));
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toLinear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
