import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { fingerprintModule, importSpecifiers, siteDataParts } from "./fingerprint";

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

describe("siteDataParts", () => {
  it("finds the parts of the brief a module reads, but not ones in comments", () => {
    const source = [
      'const palette = siteData("palette");',
      "const items = siteData( 'portfolio' ).map((item) => item.id);",
      'const again = siteData("palette");',
      '// const team = siteData("team");',
    ].join("\n");
    expect(siteDataParts(source).sort()).toEqual(["palette", "portfolio"]);
  });

  it("can find every part the kit reads: each siteData call names its part literally", () => {
    const src = fileURLToPath(new URL(".", import.meta.url));
    for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts")) continue;
      const text = readFileSync(join(src, file), "utf8");
      const calls = [...text.matchAll(/\bsiteData\(/g)].length;
      const literal = [...text.matchAll(/\bsiteData\(\s*["'][A-Za-z]+["']\s*\)/g)].length;
      expect(calls, file).toBe(literal);
    }
  });
});

describe("fingerprintModule", () => {
  let root = "";
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  let portfolio = "first";
  const fingerprint = () =>
    fingerprintModule(join(root, "gen/logo.ts"), root, (part) => (part === "portfolio" ? portfolio : part));

  function project() {
    root = mkdtempSync(join(tmpdir(), "fingerprint-"));
    write(
      "gen/logo.ts",
      'import { palette } from "../config/palette";\nimport * as v from "valibot";\nimport { readFileSync } from "node:fs";\n',
    );
    write(
      "config/palette.ts",
      'import data from "./colours.json";\nexport const palette = data;\nexport const items = siteData("portfolio");\n',
    );
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
    const upgraded = fingerprint();
    expect(upgraded).not.toBe(recoloured);
    portfolio = "second";
    expect(fingerprint()).not.toBe(upgraded);
  });

  it("fails loudly on an import it cannot resolve rather than ignoring it", () => {
    project();
    write("gen/logo.ts", 'import { gone } from "./gone";\n');
    expect(fingerprint).toThrow(/Cannot resolve "\.\/gone"/);
  });
});
