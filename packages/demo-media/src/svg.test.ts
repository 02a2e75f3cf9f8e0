import { describe, expect, it } from "vitest";
import { escapeXml, glowStops, linearGradient, num, stops, stopsAt, svgDocument } from "./svg";

describe("num", () => {
  it("rounds to the requested digits without float noise or negative zero", () => {
    expect(num(0.1 + 0.2)).toBe("0.3");
    expect(num(12.345678, 3)).toBe("12.346");
    expect(num(-0.0001)).toBe("0");
    expect(num(5)).toBe("5");
  });
});

describe("escapeXml", () => {
  it("escapes the characters that would break markup or attributes", () => {
    expect(escapeXml(`Luxury Windows & "Exteriors" <ltd>`)).toBe(
      "Luxury Windows &amp; &quot;Exteriors&quot; &lt;ltd&gt;",
    );
  });
});

describe("svgDocument", () => {
  it("sets width, height, viewBox and an accessible name", () => {
    const svg = svgDocument({ width: 160, height: 64, title: "A & B", body: "<path/>" });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="A &amp; B">/,
    );
    expect(svg).toContain("<title>A &amp; B</title>");
    expect(svg.endsWith("</svg>\n")).toBe(true);
  });
});

describe("gradients", () => {
  it("builds a smooth glow that fades to nothing", () => {
    const list = glowStops("#ff5a1f", 0.5, 4);
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({ offset: 0, color: "#ff5a1f", opacity: 0.5 });
    expect(list[4]?.opacity).toBe(0);
    expect(linearGradient("g", [0, 0, 0, 10], list)).toContain(
      '<stop offset="0.25" stop-color="#ff5a1f" stop-opacity="',
    );
  });
});

describe("stops and stopsAt", () => {
  it("write the same stop elements as the {offset, color, opacity} lists they stand for", () => {
    const written = (list: Parameters<typeof linearGradient>[2]) => linearGradient("g", [0, 0, 1, 0], list);
    expect(written(stops("#000", ["#fff", 0.5], "#f00"))).toBe(
      written([
        { offset: 0, color: "#000" },
        { offset: 0.5, color: "#fff", opacity: 0.5 },
        { offset: 1, color: "#f00" },
      ]),
    );
    expect(written(stopsAt([0, "#000", 0.3], [0.72, "#fff"], [1, "#f00", 0]))).toBe(
      written([
        { offset: 0, color: "#000", opacity: 0.3 },
        { offset: 0.72, color: "#fff" },
        { offset: 1, color: "#f00", opacity: 0 },
      ]),
    );
  });
});
