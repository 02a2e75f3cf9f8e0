import { beforeAll, describe, expect, it } from "vitest";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { vantaroomLogosGenerator } from "./vantaroom-logos";
import { TRUSTED_LOGO_SIZE, trustedLogoDesigns, trustedLogoSvg } from "../vantaroom-packages/logos";

const palette = siteData("palette");
const trustedLogos = siteData("trustedLogos");

beforeAll(loadFonts);

describe("VantaRoom trusted-by logos", () => {
  it("declares exactly one output per logo path in the content", () => {
    expect(vantaroomLogosGenerator.outputs).toEqual(
      trustedLogos.map((logo) => `public/generated/vantaroom/trusted/${logo.id}.svg`),
    );
    expect(vantaroomLogosGenerator.outputs).toEqual(trustedLogos.map((logo) => publicFile(logo.logo)));
  });

  it("has a bespoke design for every business on the row", () => {
    for (const logo of trustedLogos) expect(trustedLogoDesigns[logo.id], logo.id).toBeDefined();
  });

  it("draws each as a compact, one-colour SVG of outlines titled with the business's name", async () => {
    const files = await vantaroomLogosGenerator.generate();
    expect([...files.keys()]).toEqual(vantaroomLogosGenerator.outputs);
    const bodies = new Set<string>();
    for (const logo of trustedLogos) {
      const svg = files.get(publicFile(logo.logo)) as string;
      const { width, height } = TRUSTED_LOGO_SIZE;
      expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain(`<title>${logo.name}</title>`);
      expect(svg).not.toMatch(/<text[\s>]|font-family|NaN|Infinity|undefined/);
      // One colour: every fill and stroke is the heading colour, currentColor or none.
      const paints = [...svg.matchAll(/(?:fill|stroke|color)="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(paints.filter((paint) => paint !== "none" && paint !== "currentColor"))).toEqual(
        new Set([palette.heading]),
      );
      expect(Buffer.byteLength(svg), logo.id).toBeLessThan(10 * 1024);
      bodies.add(svg.replace(/<title>.*<\/title>|aria-label="[^"]*"/g, ""));
    }
    expect(bodies.size).toBe(trustedLogos.length);
  });

  it("sets Lumière with its accented è", () => {
    // The outline setter throws on a glyph the font lacks, so this drawing proves the è is there.
    const svg = trustedLogoSvg({ id: "lumiere-immobilier-photo", name: "Lumière Immobilier Photo" }, "#ffffff");
    expect(svg).toContain("<title>Lumière Immobilier Photo</title>");
  });

  it("falls back to a typographic mark for a business added without a design", () => {
    expect(trustedLogoSvg({ id: "new-brokerage", name: "New Brokerage" }, "#ffffff")).toContain(
      "<title>New Brokerage</title>",
    );
  });

  it("is deterministic", async () => {
    const first = await vantaroomLogosGenerator.generate();
    const second = await vantaroomLogosGenerator.generate();
    expect([...second.entries()]).toEqual([...first.entries()]);
  });
});
