import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { trustedLogoSvg } from "../vantaroom-packages/logos";

const palette = siteData("palette");
const trustedLogos = siteData("trustedLogos");

export const vantaroomLogosGenerator: MediaGenerator = {
  name: "vantaroom-logos",
  module: import.meta.url,
  outputs: trustedLogos.map((logo) => publicFile(logo.logo)),
  async generate() {
    await loadFonts();
    // Drawn in the page's heading colour; the row greys them down with CSS and brightens them on hover.
    return new Map(trustedLogos.map((logo) => [publicFile(logo.logo), trustedLogoSvg(logo, palette.heading)]));
  },
};
