// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { palette } from "./palette";

/** The colour roles as app/globals.css declares them in :root, keyed like palette.ts (camelCase). */
function cssRoles(): Record<string, string> {
  const css = readFileSync(join(process.cwd(), "app/globals.css"), "utf8");
  const root = css.match(/:root\s*{([^}]*)}/)?.[1] ?? "";
  return Object.fromEntries(
    [...root.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [
      (name ?? "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      (value ?? "").toLowerCase(),
    ]),
  );
}

describe("palette", () => {
  it("holds exactly the colour roles of app/globals.css, with the same values", () => {
    expect(palette).toEqual(cssRoles());
  });
});
