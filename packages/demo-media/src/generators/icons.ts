import type { MediaGenerator } from "../generator";
import { encodeIco } from "../ico";
import { iconSvg, type IconArtOptions } from "../icon-art";
import { generatedDir } from "../paths";
import { rasterise } from "../raster";
import { siteData } from "../site-data";

const identity = siteData("identity");
const palette = siteData("palette");

const ICONS = `${generatedDir}/icons`;
const FAVICON = "public/favicon.ico";
const MANIFEST = `${generatedDir}/site.webmanifest`;

/** Full-bleed icons keep the mark inside the central safe circle that Android's masks preserve. */
const HOME_SCREEN: Omit<IconArtOptions, "size"> = { shape: "full-bleed", markShare: 0.56, title: identity.name };

/** Small tab icons give the mark more of the tile, since every pixel counts at 16 px. */
function tabIcon(size: number): IconArtOptions {
  return { size, shape: "tile", markShare: size <= 16 ? 0.84 : size <= 32 ? 0.78 : 0.72, title: identity.name };
}

export function webManifest(): string {
  const icon = (size: number, purpose: string) => ({
    src: `/generated/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  });
  const manifest = {
    name: identity.name,
    short_name: identity.shortName,
    description: identity.tagline,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: palette.background,
    theme_color: palette.background,
    icons: [
      { src: "/generated/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      icon(192, "any"),
      icon(512, "any"),
      icon(512, "maskable"),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const iconsGenerator: MediaGenerator = {
  name: "icons",
  module: import.meta.url,
  outputs: [
    `${ICONS}/icon.svg`,
    `${ICONS}/icon-192.png`,
    `${ICONS}/icon-512.png`,
    `${ICONS}/apple-touch-icon.png`,
    FAVICON,
    MANIFEST,
  ],
  async generate() {
    const [icon192, icon512, apple, ...tabs] = await Promise.all([
      rasterise(iconSvg({ ...HOME_SCREEN, size: 192 })),
      rasterise(iconSvg({ ...HOME_SCREEN, size: 512 })),
      rasterise(iconSvg({ ...HOME_SCREEN, size: 180 })),
      ...[16, 32, 48].map((size) => rasterise(iconSvg(tabIcon(size)))),
    ]);
    const favicon = encodeIco([16, 32, 48].map((size, i) => ({ size, png: tabs[i] as Buffer })));
    return new Map<string, Uint8Array | string>([
      [`${ICONS}/icon.svg`, iconSvg(tabIcon(64))],
      [`${ICONS}/icon-192.png`, icon192 as Buffer],
      [`${ICONS}/icon-512.png`, icon512 as Buffer],
      [`${ICONS}/apple-touch-icon.png`, apple as Buffer],
      [FAVICON, favicon],
      [MANIFEST, webManifest()],
    ]);
  },
};
