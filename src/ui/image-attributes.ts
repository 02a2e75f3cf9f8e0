import { DEVICE_WIDTHS, IMAGE_WIDTHS } from "@/src/config/images";

/**
 * The `src`, `srcSet` and `sizes` of an image served through Next.js's image optimizer
 * (`/_next/image`), as `next/image` computes them, without shipping `next/image` to the browser.
 *
 * `next/image` is a client component: every page with one image downloads and hydrates about
 * 4.5 KB gzip of it, server-rendered images included, which put three routes over the
 * first-paint JavaScript budget. The URLs it makes are simple, so they are made here, and
 * `image-attributes.test.ts` checks them against Next.js's own code with the `images` settings of
 * this site's `next.config.ts`. If that test fails after a Next.js upgrade or a change to `images`
 * in the config, change the rules below to match. The widths are `src/config/images.ts`'s.
 */

const ALL_WIDTHS = [...IMAGE_WIDTHS, ...DEVICE_WIDTHS].sort((a, b) => a - b);
/** `images.qualities`: Next.js 16 allows only 75 unless the config lists others. */
const QUALITY = 75;
const OPTIMIZER_PATH = "/_next/image";

export type ImageSource = {
  src: string;
  /** The `sizes` attribute; with it the browser picks from every width, without it 1x and 2x of `width`. */
  sizes?: string;
  /** Intrinsic width in CSS pixels; needed without `sizes`. */
  width?: number;
  /** Served as is: remote previews, and SVG (which the optimizer refuses) always. */
  unoptimized?: boolean;
};

export type ImageSourceAttributes = { src: string; srcSet?: string; sizes?: string };

function optimizerUrl(src: string, width: number): string {
  return `${OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** The candidate widths, and whether they are described as widths (`w`) or densities (`x`). */
function candidates(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: "w" | "x" } {
  if (sizes) {
    // The smallest share of the viewport the image takes decides the smallest width worth offering.
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
    if (shares.length === 0) return { widths: ALL_WIDTHS, kind: "w" };
    const smallest = Math.min(...shares) / 100;
    return { widths: ALL_WIDTHS.filter((w) => w >= DEVICE_WIDTHS[0] * smallest), kind: "w" };
  }
  if (width === undefined) return { widths: [...DEVICE_WIDTHS], kind: "w" };
  const fitting = (w: number) => ALL_WIDTHS.find((candidate) => candidate >= w) ?? ALL_WIDTHS.at(-1)!;
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: "x" };
}

/** No source, or one that carries its own bytes: nothing to resize, nothing to wait for. */
function isInlineSource(src: string): boolean {
  return src === "" || src.startsWith("data:") || src.startsWith("blob:");
}

function servedAsIs(src: string, unoptimized: boolean | undefined): boolean {
  return unoptimized === true || isInlineSource(src) || src.split("?", 1)[0]!.endsWith(".svg");
}

export function imageSourceAttributes({ src, sizes, width, unoptimized }: ImageSource): ImageSourceAttributes {
  if (servedAsIs(src, unoptimized)) return { src };
  const { widths, kind } = candidates(width, sizes);
  return {
    sizes: !sizes && kind === "w" ? "100vw" : sizes,
    srcSet: widths.map((w, i) => `${optimizerUrl(src, w)} ${kind === "w" ? w : i + 1}${kind}`).join(", "),
    src: optimizerUrl(src, widths.at(-1)!),
  };
}

/** Whether it is loaded straight away, never lazily (as next/image does for inline sources). */
export const loadsEagerly = isInlineSource;
