import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { siteData } from "../site-data";
import { portraitDesigns, portraitSvg, type PortraitDesign } from "../team/portraits";
import { loadFonts } from "../typography";

const teamMembers = siteData("team");

/**
 * The about page's team portraits: one illustrated 4:5 bust (800 × 1000) for every member in
 * the site's team, written where the content says. The designs live in team/portraits.ts.
 */

export const PORTRAIT_MAX_BYTES = 68 * 1024;

export interface TeamPortrait {
  output: string;
  name: string;
  design: PortraitDesign;
}

export function teamPortraits(): TeamPortrait[] {
  return teamMembers.map((member) => {
    const design = portraitDesigns.find((d) => d.id === member.id);
    if (!design) throw new Error(`Team member "${member.id}" has no portrait design in the kit's team/portraits.ts`);
    return { output: publicFile(member.portrait), name: member.name, design };
  });
}

export const teamGenerator: MediaGenerator = {
  name: "team",
  module: import.meta.url,
  outputs: teamPortraits().map((portrait) => portrait.output),
  async generate() {
    await loadFonts();
    const files = new Map<string, Uint8Array>();
    for (const portrait of teamPortraits()) {
      files.set(
        portrait.output,
        await rasteriseWebp(portraitSvg(portrait.design, `Portrait of ${portrait.name}`), {
          maxBytes: PORTRAIT_MAX_BYTES,
          quality: 84,
        }),
      );
    }
    return files;
  },
};
