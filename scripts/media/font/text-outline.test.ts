// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fontInstance, loadFont } from "./fonts";
import { capHeight, measureText, setText } from "./text-outline";

describe("the site's fonts, decoded from WOFF2", () => {
  it("exposes their variation axes", () => {
    expect(loadFont("archivo").axes.map((axis) => axis.tag)).toEqual(["wght", "wdth"]);
    expect(loadFont("inter").axes.map((axis) => axis.tag)).toEqual(["opsz", "wght"]);
  });

  it("maps characters to glyphs, including Latin-1 punctuation", () => {
    const font = loadFont("inter");
    for (const char of "Aa&·é") expect(font.glyphId(char.codePointAt(0) ?? 0)).toBeGreaterThan(0);
  });
});

describe("setText", () => {
  const regular = fontInstance("archivo", { wght: 400 });
  const style = { font: regular, size: 100 };

  it("is deterministic", () => {
    const a = setText("Ember Studio", style, 10, 90);
    const b = setText("Ember Studio", { font: fontInstance("archivo", { wght: 400 }), size: 100 }, 10, 90);
    expect(b).toEqual(a);
    expect(a.d).toMatch(/^M[\d.]+ [\d.]+/);
    expect(a.d).not.toMatch(/NaN|Infinity/);
  });

  it("applies the weight and width axes", () => {
    const light = measureText("Ember", { font: fontInstance("archivo", { wght: 100 }), size: 100 });
    const black = measureText("Ember", { font: fontInstance("archivo", { wght: 900 }), size: 100 });
    const condensed = measureText("Ember", { font: fontInstance("archivo", { wght: 400, wdth: 62 }), size: 100 });
    expect(black).toBeGreaterThan(light);
    expect(condensed).toBeLessThan(measureText("Ember", style) * 0.8);
  });

  it("kerns pairs such as AV", () => {
    const pair = measureText("AV", style);
    expect(pair).toBeLessThan(measureText("A", style) + measureText("V", style));
  });

  it("adds tracking between glyphs, not after the last", () => {
    expect(measureText("AB", { ...style, tracking: 0.1 }) - measureText("AB", style)).toBeCloseTo(10, 6);
  });

  it("anchors like SVG text-anchor and reports ink bounds around the baseline", () => {
    const start = setText("H", style, 100, 200);
    const middle = setText("H", style, 100, 200, "middle");
    const end = setText("H", style, 100, 200, "end");
    expect(middle.bounds.x0).toBeCloseTo(start.bounds.x0 - start.width / 2, 6);
    expect(end.bounds.x1).toBeCloseTo(start.bounds.x1 - start.width, 6);
    expect(start.bounds.y1).toBeCloseTo(200, 6);
    expect(200 - start.bounds.y0).toBeCloseTo(capHeight(style), 6);
  });

  it("refuses characters the font cannot draw rather than drawing tofu", () => {
    expect(() => setText("ᖳ", style, 0, 0)).toThrow(/no glyph/);
  });
});
