// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprintModule, importSpecifiers } from "./fingerprint";

describe("importSpecifiers", () => {
  it("finds static, side-effect, dynamic and require imports, but not ones in comments", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'export * from "./c";',
      'import "./d.css";',
      'const e = await import("./e");',
      'const f = require.resolve("pkg/files/f.woff2");',
      '// import { g } from "./g";',
      '/* import { h } from "./h"; */',
      'const url = "https://example.com"; import { i } from "./i";',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual([
      "../b",
      "./a",
      "./c",
      "./d.css",
      "./e",
      "./i",
      "pkg/files/f.woff2",
    ]);
  });
});

describe("fingerprintModule", () => {
  let root = "";
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const fingerprint = () => fingerprintModule(join(root, "gen/logo.ts"), root);

  function project() {
    root = mkdtempSync(join(tmpdir(), "fingerprint-"));
    write(
      "gen/logo.ts",
      'import { palette } from "../config/palette";\nimport * as v from "valibot";\nimport { readFileSync } from "node:fs";\n',
    );
    write("config/palette.ts", 'import data from "./colours.json";\nexport const palette = data;\n');
    write("config/colours.json", '{ "accent": "#f60" }');
    write("config/unrelated.ts", "export const x = 1;\n");
    write("node_modules/valibot/package.json", '{ "version": "4.0.0" }');
  }

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("is stable, and changes with the module, anything it imports transitively, or a package's version", () => {
    project();
    const original = fingerprint();
    expect(fingerprint()).toBe(original);
    write("config/unrelated.ts", "export const x = 2;\n");
    expect(fingerprint()).toBe(original);
    write("config/colours.json", '{ "accent": "#f70" }');
    const recoloured = fingerprint();
    expect(recoloured).not.toBe(original);
    write("node_modules/valibot/package.json", '{ "version": "4.0.1" }');
    expect(fingerprint()).not.toBe(recoloured);
  });

  it("fails loudly on an import it cannot resolve rather than ignoring it", () => {
    project();
    write("gen/logo.ts", 'import { gone } from "./gone";\n');
    expect(fingerprint).toThrow(/Cannot resolve "\.\/gone"/);
  });
});
