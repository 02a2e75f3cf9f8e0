import { auditedRoutes } from "@/src/config/routes";
import { expect, test } from "./support/test";

// On a phone's slow link a stylesheet request costs a whole round trip before anything paints, so every
// page carries its styles in its own <head> (next.config.ts, experimental.inlineCss;
// docs/performance.md#styles-in-the-page).
/** A page rendered per request is the one whose scripts carry the request's nonce (proxy.ts). */
function renderedPerRequest(html: string): boolean {
  return html.includes("<script nonce=");
}

test.describe("first paint needs no stylesheet request", () => {
  for (const { path } of [...auditedRoutes, { path: "/no-such-page" }]) {
    test(`${path} carries its styles in its <head>, and in its RSC payload only when rendered per request`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(/<style[^>]*>[^<]*--color-accent:/);
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // Never a third time for Next's built-in error page (scripts/build/global-error-css.ts); a prerendered
      // page's payload carries none (scripts/build/flight-css.ts).
      expect(html.split("--color-accent:").length - 1).toBe(renderedPerRequest(html) ? 2 : 1);
    });
  }

  test("the home page is prerendered, its payload without the stylesheet", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(renderedPerRequest(html)).toBe(false);
    expect(html.split("--color-accent:").length - 1).toBe(1);
  });

  // React's server renderer writes a Suspense boundary's content at the end of the document, to be moved into
  // place by a script, once a flush's boundaries pass 12.8 KB (docs/performance.md#tried-and-left). The review
  // page's cards are boundaries on purpose: the page needs its script anyway (docs/review.md#loading).
  test("every page's content is in place in its HTML, none waiting for a script to move it there", async ({
    request,
  }) => {
    const pages = [...auditedRoutes.filter(({ path }) => !path.startsWith("/socialmedia/")), { path: "/no-such-page" }];
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("</main>");
      expect(html, path).not.toContain("<!--$?-->");
    }
  });

  test("the styles still apply after a client-side navigation", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // Unstyled, an h1 is 32 px in the browser's serif; the page's display type is larger and its own face.
    const style = await heading.evaluate((element) => {
      const { fontSize, fontFamily } = getComputedStyle(element);
      return { fontSize, fontFamily };
    });
    expect(parseFloat(style.fontSize)).toBeGreaterThan(40);
    expect(style.fontFamily).not.toMatch(/^"?Times/);
  });
});

// The headings' face is preloaded, so it arrives within the browser's block period and a first visit sees it;
// the not-found page got no preload from Next.js until the build listed its fonts where Next looks them up
// (scripts/build/not-found-fonts.ts; docs/performance.md#fonts). A page rendered per request has none
// (its scripts carry the request's nonce; docs/performance.md#fonts).
test.describe("the headings' face", () => {
  test("the audited pages that are prerendered, the not-found page too, preload it in their <head>", async ({
    request,
  }) => {
    const prerendered: string[] = [];
    for (const { path } of [...auditedRoutes, { path: "/no-such-page" }]) {
      const html = await (await request.get(path)).text();
      if (renderedPerRequest(html)) continue;
      prerendered.push(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<link rel="preload" href="[^"]*archivo_display[^"]*\.woff2" as="font"/);
    }
    expect(prerendered).toEqual(expect.arrayContaining(["/", "/contact", "/no-such-page"]));
  });
});

// On a phone's link the text face arrived after the browser's block period, so it was never shown on a
// first visit, and its arrival laid out every line of the page again (docs/performance.md#fonts).
test.describe("the text face", () => {
  test("a phone sets text in its own face and never fetches Archivo's text cut", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/vantaroom", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const body = await page.locator("body").evaluate((element) => getComputedStyle(element).fontFamily);
    expect(body).not.toContain("archivoText");
    expect(fontRequests.some((path) => path.includes("archivo_display"))).toBe(true);
    expect(fontRequests.filter((path) => path.includes("archivo_text"))).toEqual([]);
  });

  test("a wide window sets text in Archivo", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/vantaroom");
    const body = await page.locator("body").evaluate((element) => getComputedStyle(element).fontFamily);
    expect(body).toMatch(/^archivoText/);
  });
});

// A page rendered per request carries its inline styles twice (in <head> and in Next.js's RSC payload), 64 KB
// apart: Brotli's window covers the copy, gzip's does not (src/lib/server/compression.ts).
test.describe("what a page costs on the wire", () => {
  test("pages and scripts come in Brotli to a browser that takes it, gzip to one that does not, images as they are", async ({
    request,
    page,
  }) => {
    const encoding = async (path: string, accept: string) =>
      (await request.get(path, { headers: { "Accept-Encoding": accept } })).headers()["content-encoding"];
    expect(await encoding("/", "gzip, deflate, br, zstd")).toBe("br");
    expect(await encoding("/", "gzip, deflate")).toBe("gzip");
    expect(await encoding("/", "identity")).toBeUndefined();

    const answers: { url: string; type: string; encoding: string | undefined }[] = [];
    page.on("response", (answer) => {
      const headers = answer.headers();
      // Under 1 KB an answer is not worth compressing and goes as it is (the middleware's threshold).
      if (Number(headers["content-length"] ?? Infinity) < 1024) return;
      answers.push({ url: answer.url(), type: headers["content-type"] ?? "", encoding: headers["content-encoding"] });
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const scripts = answers.filter((answer) => answer.url.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.url).toBe("br");
    const images = answers.filter((answer) => /^image\/(avif|webp|jpeg|png)/.test(answer.type));
    for (const image of images) expect(image.encoding, image.url).toBeUndefined();
  });
});
