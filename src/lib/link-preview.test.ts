import { describe, expect, it, vi } from "vitest";
import { fetchPreviewImage } from "./link-preview";
import { previewRequestUrl, screenshotImageUrl } from "./link-preview-urls";

const base = "https://preview.example";
const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

describe("previewRequestUrl", () => {
  it("asks for metadata and a screenshot of the encoded site", () => {
    const url = new URL(previewRequestUrl("https://a.example/?q=1&r=2", base));
    expect(url.origin).toBe(base);
    expect(url.searchParams.get("url")).toBe("https://a.example/?q=1&r=2");
    expect(url.searchParams.get("meta")).toBe("true");
    expect(url.searchParams.get("screenshot")).toBe("true");
  });

  it("embeds the screenshot when used as an image source", () => {
    expect(new URL(screenshotImageUrl("https://a.example", base)).searchParams.get("embed")).toBe("screenshot.url");
  });
});

describe("fetchPreviewImage", () => {
  it("takes data.image.url first", async () => {
    const fetchImpl = answer({
      status: "success",
      data: { image: { url: "https://img.example/i.png" }, logo: { url: "https://img.example/l.png" } },
    });
    await expect(fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl })).resolves.toBe(
      "https://img.example/i.png",
    );
  });

  it("falls back to data.logo.url", async () => {
    const fetchImpl = answer({ status: "success", data: { image: null, logo: { url: "https://img.example/l.png" } } });
    await expect(fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl })).resolves.toBe(
      "https://img.example/l.png",
    );
  });

  it("ignores image URLs that are not https", async () => {
    const fetchImpl = answer({
      status: "success",
      data: { image: { url: "javascript:alert(1)" }, logo: { url: "https://img.example/l.png" } },
    });
    await expect(fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl })).resolves.toBe(
      "https://img.example/l.png",
    );
  });

  it("logs the status of a non-OK answer and gives up", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl: answer({}, 503) }),
    ).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith("Preview service API error: 503");
  });

  it("logs an answer whose status is not 'success'", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl: answer({ status: "fail" }) }),
    ).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith("Preview service did not report success", "fail");
  });

  it("copes with an unreachable service", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(fetchPreviewImage("https://a.example", { baseUrl: base, fetchImpl })).resolves.toBeNull();
  });
});
