import { brandMarkSvg, brandWordmarkSvg, wordmarkLayout, type WordmarkName } from "../../../../src/config/brand-mark";
import { site } from "../../../../src/config/site";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { loadFonts, type } from "../typography";

/** The name as it appears in every lock-up: Archivo, bold and slightly expanded. */
export function studioNameOutline(capHeight: number = wordmarkLayout.capHeight): WordmarkName {
  const set = type({ family: "archivo", axes: { wght: 720, wdth: 108 }, cap: capHeight, tracking: -0.01 }).set(
    site.name,
    0,
    0,
  );
  return { d: set.d, width: set.width };
}

export const brandGenerator: MediaGenerator = {
  name: "brand",
  module: import.meta.url,
  outputs: [`${generatedDir}/brand/logo.svg`, `${generatedDir}/brand/logo-mark.svg`],
  async generate() {
    await loadFonts();
    return new Map([
      [`${generatedDir}/brand/logo.svg`, brandWordmarkSvg(studioNameOutline(), { height: 64, title: site.name })],
      [`${generatedDir}/brand/logo-mark.svg`, brandMarkSvg({ size: 64, title: site.name })],
    ]);
  },
};
