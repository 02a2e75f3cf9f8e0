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
