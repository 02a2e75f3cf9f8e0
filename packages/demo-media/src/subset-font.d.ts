/**
 * The part of subset-font 2 (harfbuzz's hb-subset compiled to wasm) that the media pipeline uses.
 * The package ships no types of its own.
 */
declare module "subset-font" {
  interface SubsetFontOptions {
    /** Output format; defaults to the input's. */
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    /** Pins an axis to one value, or narrows its range (an instanced subset). */
    variationAxes?: Readonly<Record<string, number | { min: number; max: number; default?: number }>>;
    /** Extra name-table ids to keep. */
    preserveNameIds?: readonly number[];
    /** OpenType feature tags to keep; all of them when omitted. */
    keepFeatures?: readonly string[];
    noLayoutClosure?: boolean;
  }

  /** Resolves to a copy of `font` holding only the glyphs `text` needs (plus their layout closure). */
  function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}
