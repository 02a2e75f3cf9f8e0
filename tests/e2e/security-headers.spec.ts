import type { APIResponse } from "@playwright/test";
import { auditedRoutes } from "@/src/config/routes";
import { HANDLER_CSP } from "@/src/config/security-headers";
import { expect, test } from "./support/test";

/** The headers every answer carries, page or route handler. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-powered-by"]).toBeUndefined();
}

/** The script-src of a CSP, as its list of sources. */
function scriptSources(response: APIResponse): string[] {
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  return directive.trim().split(/\s+/).slice(1);
}

/** Every inline script of a page's HTML is allowed by a hash or by the page's nonce. */
async function expectInlineScriptsAllowed(response: APIResponse, sources: string[]) {
  const html = await response.text();
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = "", body = ""] of scripts) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
    const hash = `'sha256-${Buffer.from(digest).toString("base64")}'`;
    const byNonce = nonce !== undefined && attributes.includes(`nonce="${nonce}"`);
    expect(byNonce || sources.includes(hash), `inline script ${body.slice(0, 60)}`).toBe(true);
  }
}

const pages = [...auditedRoutes.map(({ path }) => path), "/no-such-page"];

for (const path of pages) {
  test(`${path} sends the security headers and a CSP without 'unsafe-inline' scripts`, async ({ request }) => {
    const response = await request.get(path);
    expectSecurityHeaders(response);
    const sources = scriptSources(response);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    await expectInlineScriptsAllowed(response, sources);
  });
}

test("an unknown id's 404 gets a fresh nonce on every request, never a cached one", async ({ request }) => {
  for (const path of ["/shop/no-such-service", "/property/no-such-tour", "/socialmedia/no-such-client"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(first.status()).toBe(404);
    expect(second.status()).toBe(404);
    const [firstSources, secondSources] = [scriptSources(first), scriptSources(second)];
    const nonceOf = (sources: string[]) => sources.find((source) => source.startsWith("'nonce-"));
    expect(nonceOf(firstSources)).toBeDefined();
    expect(nonceOf(firstSources)).not.toBe(nonceOf(secondSources));
    await expectInlineScriptsAllowed(second, secondSources);
  }
});

const handlers: { method: "GET" | "PUT" | "POST" | "DELETE"; path: string }[] = [
  { method: "GET", path: "/api/reviews/wecaremovers" },
  { method: "PUT", path: "/api/reviews/wecaremovers" },
  { method: "GET", path: "/api/studio/reviews" },
  { method: "GET", path: "/api/studio/reviews/wecaremovers" },
  { method: "GET", path: "/api/studio/reviews/wecaremovers/export" },
  { method: "POST", path: "/api/studio/session" },
  { method: "DELETE", path: "/api/studio/session" },
  { method: "DELETE", path: "/api/studio/sessions" },
  { method: "PUT", path: "/api/tours/22-chelsea-bay/waypoints" },
  { method: "DELETE", path: "/api/tours/22-chelsea-bay/waypoints" },
  { method: "GET", path: "/api/tours" },
  { method: "GET", path: "/api/studio/tours" },
  { method: "POST", path: "/api/studio/tours" },
  { method: "GET", path: `/api/tour-files/${"0".repeat(64)}` },
  { method: "GET", path: `/api/tour-frames/${"0".repeat(64)}/frames/768/frame_000001.jpg` },
  { method: "GET", path: "/Guides/22%20Chelsea%20Bay/waypoints.json" },
  { method: "GET", path: "/robots.txt" },
  { method: "GET", path: "/sitemap.xml" },
];

for (const { method, path } of handlers) {
  test(`${method} ${path} sends the security headers`, async ({ request }) => {
    const response = await request.fetch(path, { method, data: method === "GET" ? undefined : "{}" });
    expect(response.status()).toBeLessThan(500);
    expectSecurityHeaders(response);
    if (/^\/(api|Guides)\//.test(path)) {
      // A route handler's answer may run, load and frame nothing, whatever opens it.
      expect(response.headers()["content-security-policy"]).toBe(HANDLER_CSP);
    } else {
      expect(scriptSources(response)).not.toContain("'unsafe-inline'");
    }
  });
}

test("the pages run under their CSP without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/");
  await page.getByRole("button", { name: /^Cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await page.keyboard.press("Escape");
  // A 404 rendered per request hydrates under its nonce: its way back is a working client link.
  await page.goto("/shop/no-such-service");
  await page.goto("/shop/no-such-service");
  await page.getByRole("link", { name: /back to shop/i }).click();
  await expect(page).toHaveURL(/\/shop$/);
  expect(violations).toEqual([]);
});
