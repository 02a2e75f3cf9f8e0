import { describe, expect, it } from "vitest";
import { dropBuiltinGlobalErrorCss, readManifests, writeManifests } from "./global-error-css";

const css = { path: "static/chunks/site.css", inlined: true, content: "body{color:red}" };
const builtin = "[project]/node_modules/next/dist/client/components/builtin/global-error";
const source = [
  "globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};",
  `globalThis.__RSC_MANIFEST["/page"] = ${JSON.stringify({
    clientModules: {},
    entryCSSFiles: { "[project]/app/layout": [css], [builtin]: [css], "[project]/app/page": [css] },
  })};`,
].join("\n");

describe("dropping the built-in global-error's copy of the stylesheet", () => {
  it("empties only the built-in global-error's list, and the file reads back the same otherwise", () => {
    const manifests = readManifests(source);
    expect(dropBuiltinGlobalErrorCss(manifests)).toBe(1);
    const again = readManifests(writeManifests(manifests));
    expect(again["/page"]?.entryCSSFiles).toEqual({
      "[project]/app/layout": [css],
      [builtin]: [],
      "[project]/app/page": [css],
    });
    expect(again["/page"]?.clientModules).toEqual({});
  });

  it("leaves a custom app/global-error alone, and finds nothing to drop twice", () => {
    const custom = readManifests(source.replace(builtin, "[project]/app/global-error"));
    expect(dropBuiltinGlobalErrorCss(custom)).toBe(0);
    const manifests = readManifests(source);
    dropBuiltinGlobalErrorCss(manifests);
    expect(dropBuiltinGlobalErrorCss(manifests)).toBe(0);
  });

  it("refuses a file that is not a manifest", () => {
    expect(() => readManifests("export default 1")).toThrow();
    expect(() => readManifests("var x = 1;")).toThrow(/not a client reference manifest/);
  });
});
