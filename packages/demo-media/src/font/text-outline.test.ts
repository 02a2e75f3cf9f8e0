import { beforeAll, describe, expect, it, vi } from "vitest";
import { fontInstance, loadFonts } from "./fonts";
import { capHeight, measureText, setText } from "./text-outline";

beforeAll(loadFonts);

/** Archivo at 100 px; a function because the fonts load in beforeAll, after describe() runs. */
const archivo = (axes: Record<string, number> = { wght: 400 }, size = 100) => ({
  font: fontInstance("archivo", axes),
  size,
});

describe("setText", () => {
  it("is deterministic and emits plain path data", () => {
    const a = setText("Ember Studio", archivo(), 10, 90);
    const b = setText("Ember Studio", archivo({ wdth: 100, wght: 400 }), 10, 90);
    expect(b).toEqual(a);
    expect(a.d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(a.d).toMatch(/Z$/);
    expect(a.d).not.toMatch(/NaN|Infinity/);
  });

  it("applies the weight and width axes to outlines and advances", () => {
    const light = setText("Ember", archivo({ wght: 100 }), 0, 0);
    const black = setText("Ember", archivo({ wght: 900 }), 0, 0);
    expect(black.width).toBeGreaterThan(light.width);
    expect(black.d).not.toEqual(light.d);
    const regular = measureText("Ember", archivo());
    expect(measureText("Ember", archivo({ wght: 400, wdth: 62 }))).toBeLessThan(regular * 0.8);
    expect(measureText("Ember", archivo({ wght: 400, wdth: 125 }))).toBeGreaterThan(regular * 1.1);
    expect(measureText("Ember", { font: fontInstance("inter", { opsz: 14 }), size: 100 })).toBeGreaterThan(
      measureText("Ember", { font: fontInstance("inter", { opsz: 32 }), size: 100 }),
    );
  });

  it("kerns pairs such as To and AV, with the kerning varying along the weight axis", () => {
    const kern = (pair: string, style = archivo()) =>
      measureText(pair, style) - measureText(pair[0] as string, style) - measureText(pair[1] as string, style);
    expect(kern("To")).toBeLessThan(-5);
    expect(kern("AV")).toBeLessThan(-1);
    expect(kern("AV", archivo({ wght: 900 }))).toBeLessThan(kern("AV") - 1);
  });

  it("adds tracking between glyphs, not after the last", () => {
    expect(measureText("AB", { ...archivo(), tracking: 0.1 }) - measureText("AB", archivo())).toBeCloseTo(10, 6);
  });

  it("anchors like SVG text-anchor and reports ink bounds around the baseline", () => {
    const style = archivo();
    const start = setText("H", style, 100, 200);
    const middle = setText("H", style, 100, 200, "middle");
    const end = setText("H", style, 100, 200, "end");
    expect(middle.bounds.x0).toBeCloseTo(start.bounds.x0 - start.width / 2, 6);
    expect(end.bounds.x1).toBeCloseTo(start.bounds.x1 - start.width, 6);
    expect(start.bounds.y1).toBeCloseTo(200, 6);
    expect(200 - start.bounds.y0).toBeCloseTo(capHeight(style), 6);
    expect(capHeight(style)).toBeCloseTo(68.6, 1);
  });

  it("refuses characters the font cannot draw rather than drawing tofu", () => {
    expect(() => setText("Aᖳ", archivo(), 0, 0)).toThrow(/no glyph for "ᖳ"/);
  });
});

describe("fontInstance", () => {
  it("asks for loadFonts() when type is set before the fonts are loaded", async () => {
    vi.resetModules();
    const fresh = await import("./fonts");
    expect(() => fresh.fontInstance("inter")).toThrow(/await loadFonts\(\)/);
  });
});
