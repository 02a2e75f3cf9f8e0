import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { site } from "@/src/config/site";
import { ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { reviewLink, signInRequest } from "./support/studio";
import { expect, test } from "./support/test";

// The server the Dockerfile ships: .next/standalone/server.js from the build `npm test` made, with
// only what the build put beside it (no project node_modules, no src/ but the migrations).
test("the standalone server serves pages, their files and the review store on its own", async ({
  newContext,
  playwright,
}) => {
  test.setTimeout(120_000);
  expect(existsSync(".next/standalone/server.js"), "npm run build leaves .next/standalone/server.js").toBe(true);
  const port = await serverPort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "site-standalone-"));
  const store = await ownDatabase();
  const server = await startServer(port, dataDir, "standalone", store.databaseUrl);
  const api = await playwright.request.newContext({ baseURL });
  const context = await newContext({ baseURL });
  try {
    const home = await api.get("/");
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain(`<title>${site.name}`);
    // The per-page script hashes reached it (.next/csp-hashes.json beside server.js).
    expect(home.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);

    const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(chunk, "a script chunk in the page").toBeDefined();
    const script = await api.get(chunk ?? "");
    expect(script.status()).toBe(200);
    expect(script.headers()["content-type"]).toContain("javascript");
    expect((await api.get("/favicon.ico")).status()).toBe(200);

    // Pictures in AVIF to a browser that takes it, WebP to one that does not (the suite's other servers
    // encode WebP only: next.config.ts).
    const picture = /\/_next\/image\?url=[^"&]+&amp;w=\d+&amp;q=\d+/.exec(html)?.[0].replaceAll("&amp;", "&");
    expect(picture, "an optimised picture in the page").toBeDefined();
    for (const [accept, type] of [
      ["image/avif,image/webp,image/*,*/*;q=0.8", "image/avif"],
      ["image/webp,image/*,*/*;q=0.8", "image/webp"],
    ] as const) {
      const answer = await api.get(picture ?? "", { headers: { accept } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toBe(type);
    }

    const guide = await api.get("/Guides/22%20Chelsea%20Bay/waypoints.json");
    expect(guide.status()).toBe(200);
    expect(await guide.json()).toHaveLength(5);

    await signInRequest(api);
    const key = (await reviewLink(api, "wecaremovers")).split("key=")[1];
    const review = { decisions: { "post-3": "approved" }, comments: {} };
    expect(
      (await api.post(`/api/reviews/wecaremovers?key=${key}`, { data: { baseVersion: 0, review } })).status(),
    ).toBe(201);
    const saved = await (await api.get(`/api/reviews/wecaremovers?key=${key}`)).json();
    expect(saved).toMatchObject({ review, version: 1 });
    expect(existsSync(join(dataDir, "pglite")), "the review is kept in DATA_DIR").toBe(
      !process.env.DATABASE_URL?.trim(),
    );

    // In a browser the page runs under its policy: no inline script is refused.
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) refused.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /Visual stories\s*that move brands/ })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^services$/i })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
    await api.dispose();
    await stopServer(server);
    await store.drop();
  }
});
