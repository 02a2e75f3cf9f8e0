import { siteData } from "./site-data";
import { glowStops, linearGradient, num, radialGradient, svgDocument, stops, stopsAt } from "./svg";

const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * The app-icon artwork: the mark on the studio's dark ground with a low ember glow behind it.
 * One builder serves the SVG favicon, the ICO sizes and the home-screen PNGs, so they cannot drift.
 */
export interface IconArtOptions {
  /** Output edge in px. */
  size: number;
  /**
   * "tile" is a rounded square on transparency (browser tabs); "full-bleed" fills the square
   * because iOS and Android mask home-screen icons to their own shapes.
   */
  shape: "tile" | "full-bleed";
  /** Height of the mark's ink as a share of the icon edge. */
  markShare: number;
  title: string;
}

export function iconSvg({ size, shape, markShare, title }: IconArtOptions): string {
  const grid = 64;
  const { x0, y0, x1, y1 } = brandMark.bounds;
  const scale = (grid * markShare) / (y1 - y0);
  const tx = grid / 2 - ((x0 + x1) / 2) * scale;
  const ty = grid / 2 - ((y0 + y1) / 2) * scale;
  // The glow sits behind the flame's bowl, where an ember would be hottest.
  const glowX = tx + 30 * scale;
  const glowY = ty + 44 * scale;
  const defs = [
    linearGradient("ground", [0, 0, 0, grid], stops(palette.backgroundSecondary, palette.background)),
    radialGradient("glow", { cx: glowX, cy: glowY, r: 30 * scale + 8 }, glowStops(palette.accent, 0.42)),
    linearGradient(
      "flame",
      [0, ty + y1 * scale, 0, ty + y0 * scale],
      stopsAt([0, palette.accentGlow], [0.55, palette.accent], [1, palette.accent]),
    ),
  ].join("");
  const groundShape =
    shape === "tile"
      ? `<rect width="${grid}" height="${grid}" rx="14" fill="url(#ground)"/><rect width="${grid}" height="${grid}" rx="14" fill="url(#glow)"/>` +
        `<rect x="0.5" y="0.5" width="${grid - 1}" height="${grid - 1}" rx="13.5" fill="none" stroke="${palette.outline}"/>`
      : `<rect width="${grid}" height="${grid}" fill="url(#ground)"/><rect width="${grid}" height="${grid}" fill="url(#glow)"/>`;
  const mark = `<path d="${brandMark.path}" fill="url(#flame)" transform="translate(${num(tx, 3)} ${num(ty, 3)}) scale(${num(scale, 5)})"/>`;
  return svgDocument({
    width: size,
    height: size,
    viewBox: `0 0 ${grid} ${grid}`,
    title,
    defs,
    body: groundShape + mark,
  });
}
