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
  for (let q = quality; ; q -= 4) {
    const webp = await sharp(data, { raw: info }).webp({ quality: q, effort: 4 }).toBuffer();
    if (webp.length <= maxBytes || q - 4 < minQuality) return webp;
  }
}
