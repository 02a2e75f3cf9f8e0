import { describe, expect, it } from "vitest";
import { siteData } from "../site-data";
import { iconsGenerator, webManifest } from "./icons";

const palette = siteData("palette");

describe("icons generator", () => {
  it("produces byte-identical PNGs and ICO on every run", async () => {
    const first = await iconsGenerator.generate();
    const second = await iconsGenerator.generate();
    for (const path of iconsGenerator.outputs)
      expect(Buffer.from(second.get(path) ?? "").equals(Buffer.from(first.get(path) ?? "")), path).toBe(true);
  });

  it("writes a favicon.ico holding 16, 32 and 48 px images", async () => {
    const ico = (await iconsGenerator.generate()).get("public/favicon.ico") as Uint8Array;
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
    expect(view.getUint16(4, true)).toBe(3);
    expect([0, 1, 2].map((i) => view.getUint8(6 + 16 * i))).toEqual([16, 32, 48]);
  });
});

describe("webManifest", () => {
  it("names the studio, uses the palette and lists the generated icons", () => {
    const manifest = JSON.parse(webManifest()) as {
      theme_color: string;
      background_color: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest.theme_color).toBe(palette.background);
    expect(manifest.background_color).toBe(palette.background);
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.purpose}`)).toEqual([
      "/generated/icons/icon.svg any",
      "/generated/icons/icon-192.png any",
      "/generated/icons/icon-512.png any",
      "/generated/icons/icon-512.png maskable",
    ]);
  });
});
