// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pagePathOf, requestedPagePath } from "./csp-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script's exact text, once, and skips external scripts", () => {
    const html = `<script src="/a.js" async></script><script id="_R_">one();</script><script>two()</script><script>one();</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("one();"), sha("two()")]);
  });

  it("maps prerendered files to the paths they answer", () => {
    expect(pagePathOf("index.html")).toBe("/");
    expect(pagePathOf("shop/web-design.html")).toBe("/shop/web-design");
    expect(pagePathOf("_not-found.html")).toBe("/_not-found");
  });

  it("reads a request's path as the page it names, and a malformed one as none", () => {
    expect(requestedPagePath("/")).toBe("/");
    expect(requestedPagePath("/shop/web-design/")).toBe("/shop/web-design");
    expect(requestedPagePath("/Guides/22%20Chelsea%20Bay")).toBe("/Guides/22 Chelsea Bay");
    expect(requestedPagePath("/shop/%E0%A4%A")).toBeNull();
    expect(requestedPagePath("/%")).toBeNull();
  });
});
