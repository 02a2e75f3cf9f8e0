import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { siteData } from "../site-data";
import { PORTRAIT, portraitDesigns, portraitSvg } from "../team/portraits";
import { loadFonts } from "../typography";
import { PORTRAIT_MAX_BYTES, teamGenerator, teamPortraits } from "./team";

const teamMembers = siteData("team");

beforeAll(loadFonts);

describe("team portraits", () => {
  it("declares one portrait per team member, where the content says", () => {
    expect(teamGenerator.outputs).toEqual(teamMembers.map((member) => `public${member.portrait}`));
    expect(portraitDesigns.map((design) => design.id).sort()).toEqual(teamMembers.map((member) => member.id).sort());
  });

  it("gives each person their own look and initials", () => {
    const looks = portraitDesigns.map((d) => [d.hair, d.clothes, d.backdrop, d.glasses ?? "", d.beard ?? ""].join(" "));
    expect(new Set(looks).size).toBe(portraitDesigns.length);
    expect(new Set(portraitDesigns.map((d) => d.hair)).size).toBe(portraitDesigns.length);
    for (const member of teamMembers) {
      const design = portraitDesigns.find((d) => d.id === member.id);
      expect(design?.initials).toBe(
        member.name
          .split(" ")
          .map((part) => part[0])
          .join(""),
      );
    }
  });

  it("draws 4:5 portraits from outlines only, deterministically", () => {
    for (const { design, name } of teamPortraits()) {
      const svg = portraitSvg(design, `Portrait of ${name}`);
      expect(portraitSvg(design, `Portrait of ${name}`)).toBe(svg);
      expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg).toContain(`width="${PORTRAIT.width}" height="${PORTRAIT.height}"`);
      expect(PORTRAIT.width / PORTRAIT.height).toBe(4 / 5);
    }
  });

  it("encodes 800 × 1000 WebPs under the budget", async () => {
    for (const path of teamGenerator.outputs) {
      const bytes = generatedFile(path);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", 800, 1000]);
      expect(bytes.length, path).toBeLessThanOrEqual(PORTRAIT_MAX_BYTES);
    }
  });
});
