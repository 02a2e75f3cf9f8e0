// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The import boundaries of eslint.config.mjs are the house rules (docs/architecture.md#import-boundaries): these cases
 * keep a broken glob or a renamed folder from switching them off without anyone noticing.
 */
const eslint = new ESLint({ cwd: process.cwd() });
// import/no-cycle reads the linted file from disk, and throws for the made-up paths these cases use.
const withoutCycles = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "import/no-cycle": "off" } } });

async function errorsOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await withoutCycles.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => errorsOf("import/no-restricted-paths", filePath, code);
const serverImportErrors = (filePath: string, code: string) =>
  errorsOf("boundaries/no-server-in-client", filePath, code);

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

describe("client code and server code", () => {
  it.each([
    // Every client area, each kind of server module, each way of importing it.
    ["src/features/review/x.ts", 'import { database } from "@/src/db/client";'],
    ["src/features/review/x.ts", 'import { getReview } from "./server/review-api";'],
    ["src/features/studio/x.ts", 'export { reviewLinkPath } from "@/src/features/review/server/review-links";'],
    ["src/features/tour/deep/x.ts", 'export * from "../server/tour-api";'],
    ["src/features/tour/x.ts", 'const api = () => import("./server/tour-api");'],
    ["src/features/tour/x.ts", 'import type { Database } from "../../db/client";'],
    ["src/ui/x.tsx", 'import { answer } from "@/src/lib/server/answer";'],
    ["src/lib/x.ts", 'import { answer } from "./server/answer";'],
    ["src/model/x.ts", 'import { schema } from "@/src/db/schema";'],
    // Outside the client areas, "use client" makes a module client code.
    ["app/x/widget.tsx", '"use client";\nimport { database } from "@/src/db/client";'],
    ["src/config/x.tsx", '"use client";\nimport { answer } from "@/src/lib/server/answer";'],
  ])(
    "refuses %s: %s",
    async (filePath, code) => {
      expect(await serverImportErrors(filePath, code)).toHaveLength(1);
    },
    30_000,
  );

  it.each([
    ["src/features/review/server/x.ts", 'import { database } from "@/src/db/client";'],
    ["src/features/studio/server/x.ts", 'import { reviewLinkPath } from "@/src/features/review/server/review-links";'],
    ["src/lib/server/x.ts", 'import { database } from "@/src/db/client";'],
    ["app/api/x/route.ts", 'import { getReview } from "@/src/features/review/server/review-api";'],
    ["src/features/review/server/x.ts", 'import { reviewSaveAnswerSchema } from "../api";'],
    ["src/features/review/x.test.ts", 'import { getReview } from "./server/review-api";'],
    ["src/features/review/x.ts", 'import { serverish } from "./servers";'],
    ["src/features/review/x.ts", 'import "server-only";'],
  ])(
    "allows %s: %s",
    async (filePath, code) => {
      expect(await serverImportErrors(filePath, code)).toEqual([]);
    },
    30_000,
  );
});

describe("import cycles", () => {
  // import/no-cycle reads the files from disk (linted text is not followed), so the loop is written out.
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(process.cwd(), "src/lib/cycle-check-"));
    writeFileSync(join(dir, "a.ts"), 'import { b } from "./b";\n\nexport const a = () => b;\n');
    writeFileSync(
      join(dir, "b.ts"),
      'import { a } from "@/src/lib/' + basename(dir) + '/a";\n\nexport const b = () => a;\n',
    );
    writeFileSync(join(dir, "c.ts"), 'import { a } from "./a";\n\nexport const c = () => a;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses modules that import each other, through any path", async () => {
    const results = await eslint.lintFiles([dir]);
    const cycles = Object.fromEntries(
      results.map((result) => [
        basename(result.filePath),
        result.messages.filter((m) => m.ruleId === "import/no-cycle").length,
      ]),
    );
    expect(cycles).toEqual({ "a.ts": 1, "b.ts": 1, "c.ts": 0 });
  }, 30_000);
});
