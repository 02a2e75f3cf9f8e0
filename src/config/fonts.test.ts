import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_CUTS } from "./font-cuts";

describe("src/config/fonts.ts", () => {
  const config = readFileSync(join(process.cwd(), "src/config/fonts.ts"), "utf8");
  const srcOf = (output: string) => `src: "../${output.replace(/^src\//, "")}"`;

  it("loads the files the media kit cuts, with the weights and widths they keep", () => {
    const { text, display } = FONT_CUTS;
    expect(config).toContain(
      `${srcOf(text.output)},\n  variable: "--font-archivo-text",\n  weight: "${text.axes.wght.min} ${text.axes.wght.max}",`,
    );
    expect(config).toContain(
      `${srcOf(display.output)},\n  variable: "--font-archivo-display",\n  weight: "${display.axes.wght}",`,
    );
    expect(config).toContain(`{ prop: "font-stretch", value: "${display.axes.wdth}%" }`);
  });
});
