import sharp from "sharp";

/**
 * SVG → PNG through sharp's librsvg. Generators hand over SVG whose text is already outlines,
 * so librsvg never consults fontconfig and the pixels cannot depend on the fonts a machine has.
 */
export async function rasterise(svg: string, options: { palette?: boolean } = {}): Promise<Buffer> {
  if (/<text[\s>]/.test(svg)) throw new Error("SVG for rasterising contains <text>; set it with setText() instead");
  return sharp(Buffer.from(svg))
    .png(
      options.palette
        ? // Quantised with dithering: smooth dark gradients stay free of banding at a fraction of the size.
          { palette: true, colours: 256, dither: 1, effort: 10, compressionLevel: 9 }
        : { compressionLevel: 9, adaptiveFiltering: true },
    )
    .toBuffer();
}

/**
 * The first encoding that fits `maxBytes`, from `quality` down in `step`s, so every file gets the
 * best quality its budget allows; where the next step would pass `minQuality` it stops, fitting or
 * not. Deterministic: the same pixels always take the same steps.
 */
export async function withinBudget(
  encode: (quality: number) => Promise<Buffer>,
  { maxBytes, quality, step, minQuality }: { maxBytes: number; quality: number; step: number; minQuality: number },
): Promise<Buffer> {
  for (let q = quality; ; q -= step) {
    const file = await encode(q);
    if (file.length <= maxBytes || q - step < minQuality) return file;
  }
}

/**
 * SVG → lossy WebP for photographic-looking product shots. Rasterises once, then encodes at
 * `quality`, stepping down until the file fits `maxBytes` (or `minQuality` is reached), so every
 * image gets the best quality its budget allows. Deterministic: the same SVG always takes the same steps.
 */
export async function rasteriseWebp(
  svg: string,
  { maxBytes, quality = 86, minQuality = 50 }: { maxBytes: number; quality?: number; minQuality?: number },
): Promise<Buffer> {
  if (/<text[\s>]/.test(svg)) throw new Error("SVG for rasterising contains <text>; set it with setText() instead");
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  return withinBudget((q) => sharp(data, { raw: info }).webp({ quality: q, effort: 4 }).toBuffer(), {
    maxBytes,
    quality,
    step: 4,
    minQuality,
  });
}
