// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The import boundaries of eslint.config.mjs are the house rules (architecture.md): these cases
 * keep a broken glob or a renamed folder from switching them off without anyone noticing.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ["src/lib/x.ts", 'export { CartButton } from "@/src/features/cart/cart-button";'],
    ["src/ui/x.ts", 'export { Logo } from "@/src/features/shell/logo";'],
    ["src/config/x.ts", 'export { CartButton } from "@/src/features/cart/cart-button";'],
    ["src/model/x.ts", 'export { shopPackages } from "@/src/content/shop-packages";'],
    ["src/ui/y.ts", 'export { shopPackages } from "@/src/content/shop-packages";'],
    ["src/features/shop/x.ts", 'export { Logo } from "@/src/features/shell/logo";'],
    ["src/features/cart/x.ts", 'export { Logo } from "@/src/features/shell/logo";'],
  ])(
    "refuses %s: %s",
    async (filePath, code) => {
      expect(await boundaryErrors(filePath, code)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ["app/x.ts", 'export { Logo } from "@/src/features/shell/logo";'],
    ["src/features/shop/y.ts", 'export { CartButton } from "@/src/features/cart/cart-button";'],
    ["src/features/contact/x.ts", 'export { QUOTE_STORAGE_KEY } from "@/src/features/quote/quote-request";'],
    ["src/features/shop/z.ts", 'export { shopPackages } from "@/src/content/shop-packages";'],
    ["src/content/x.ts", 'export { waypointSchema } from "@/src/model/tour";'],
  ])(
    "allows %s: %s",
    async (filePath, code) => {
      expect(await boundaryErrors(filePath, code)).toEqual([]);
    },
    30_000,
  );
});
