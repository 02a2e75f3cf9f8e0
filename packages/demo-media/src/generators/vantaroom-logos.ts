import { palette } from "../../../../src/config/palette";
import { trustedLogos } from "../../../../src/content/vantaroom";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { loadFonts } from "../typography";
import { trustedLogoSvg } from "../vantaroom-packages/logos";

/** Content paths are public URLs ("/generated/vantaroom/trusted/x.svg"); files live under public/. */
export function trustedLogoOutputPath(publicPath: string): string {
  if (!publicPath.startsWith("/generated/")) throw new Error(`Logo ${publicPath} is not under /generated/`);
  return `${generatedDir}${publicPath.slice("/generated".length)}`;
}

export const vantaroomLogosGenerator: MediaGenerator = {
  name: "vantaroom-logos",
  module: import.meta.url,
  outputs: trustedLogos.map((logo) => trustedLogoOutputPath(logo.logo)),
  async generate() {
    await loadFonts();
    // Drawn in the page's heading colour; the row greys them down with CSS and brightens them on hover.
    return new Map(
      trustedLogos.map((logo) => [trustedLogoOutputPath(logo.logo), trustedLogoSvg(logo, palette.heading)]),
    );
  },
};
