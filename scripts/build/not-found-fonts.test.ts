import { describe, expect, it } from "vitest";
import {
  aliasNotFoundFonts,
  fontManifestJson,
  fontManifestScript,
  NOT_FOUND_ENTRY,
  NOT_FOUND_FILE,
  readFontManifest,
} from "./not-found-fonts";

const face = "static/media/archivo_display-s.p.abc.woff2";
const source = JSON.stringify(
  {
    app: { [NOT_FOUND_ENTRY]: [face], "[project]/app/about/page": [face] },
    appUsingSizeAdjust: true,
    pages: {},
    pagesUsingSizeAdjust: false,
  },
  null,
  2,
);

describe("the not-found page's fonts under the file Next looks them up by", () => {
  it("lists the entry's fonts under app/not-found, and keeps the rest as it was", () => {
    const manifest = readFontManifest(source);
    expect(aliasNotFoundFonts(manifest)).toEqual({ added: 1 });
    expect(manifest.app[NOT_FOUND_FILE]).toEqual([face]);
    expect(manifest.app["[project]/app/about/page"]).toEqual([face]);
    expect(manifest).toMatchObject({ appUsingSizeAdjust: true, pages: {}, pagesUsingSizeAdjust: false });
  });

  it("adds nothing twice, nothing when the file already has its fonts, nothing when the entry has none", () => {
    const manifest = readFontManifest(source);
    aliasNotFoundFonts(manifest);
    expect(aliasNotFoundFonts(manifest)).toBe("listed");

    const keyedByFile = readFontManifest(
      JSON.stringify({ app: { [NOT_FOUND_ENTRY]: [face], [NOT_FOUND_FILE]: ["other.woff2"] } }),
    );
    expect(aliasNotFoundFonts(keyedByFile)).toBe("listed");
    expect(keyedByFile.app[NOT_FOUND_FILE]).toEqual(["other.woff2"]);

    for (const app of [{ [NOT_FOUND_ENTRY]: [] }, { "[project]/app/_not_found/page": [face] }]) {
      const none = readFontManifest(JSON.stringify({ app }));
      expect(aliasNotFoundFonts(none)).toBe("none");
      expect(none.app[NOT_FOUND_FILE]).toBeUndefined();
    }
  });

  it("refuses a file that is not a font manifest", () => {
    expect(() => readFontManifest(JSON.stringify({ app: { page: "face.woff2" } }))).toThrow();
    expect(() => readFontManifest("[]")).toThrow();
  });

  it("writes the file as Next does, and its script twin: the JSON as one string", () => {
    const manifest = readFontManifest(source);
    expect(fontManifestJson(manifest)).toBe(source);
    const script = fontManifestScript(manifest);
    const sandbox: { self: { __NEXT_FONT_MANIFEST?: string } } = { self: {} };
    new Function("self", script)(sandbox.self);
    expect(JSON.parse(sandbox.self.__NEXT_FONT_MANIFEST ?? "")).toEqual(manifest);
    expect(script.startsWith('self.__NEXT_FONT_MANIFEST="{\\n  \\"app\\"')).toBe(true);
  });
});
