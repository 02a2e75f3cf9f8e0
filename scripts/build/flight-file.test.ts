import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLIGHT_FILE_DIRECTORY, moveFlightToFile } from "./flight-file";

const DIR = FLIGHT_FILE_DIRECTORY;
const BOOTSTRAP = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";

/** A push script as Next writes it into a prerendered page (JSON, then htmlEscapeJsonString). */
const push = (kind: 1 | 2 | 3, value: string | null) =>
  `<script>self.__next_f.push([${kind},${JSON.stringify(value).replace(
    /[&<>\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )}])</script>`;

const page = (segments: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><main><h1>Hi &amp; welcome</h1></main><script id="_R_">boot()</script>${BOOTSTRAP}${segments.join("")}` +
  `<script type="application/ld+json">{"a":1}</script></body></html>`;

/** What the browser pushes: the page's scripts in document order, the file's where its tag is. */
function pushesOf(html: string, files: Map<string, string>): unknown[] {
  const self = { __next_f: undefined as unknown[] | undefined };
  for (const [, attributes = "", body = ""] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    if (src?.startsWith(`${DIR}/`)) {
      // Parser-blocking: a deferred or async file could run after Next's client closed the payload's stream.
      expect(attributes).not.toMatch(/defer|async/);
      runInNewContext(files.get(src.slice(DIR.length + 1)) ?? "", { self });
    } else if (src === undefined && body.includes("__next_f")) runInNewContext(body, { self });
  }
  return self.__next_f ?? [];
}

const segment = fc.oneof(
  fc.string({ unit: "binary" }).map((text) => push(1, text)),
  fc.constant(push(2, null)),
  fc.base64String().map((text) => push(3, text)),
);

describe("moving a prerendered page's payload into a file of its own", () => {
  it("pushes the same rows in the same order, and leaves the rest of the page as it was", () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 8 }), (segments) => {
        const html = page(segments);
        const moved = moveFlightToFile(html, DIR);
        expect(moved.file).not.toBeNull();
        const files = new Map([[moved.file!.name, moved.file!.text]]);
        expect(pushesOf(moved.html, files)).toEqual(pushesOf(html, new Map()));
        expect(moved.html).not.toContain("self.__next_f.push([1");
        expect(moved.html.replace(`<script src="${DIR}/${moved.file!.name}"></script>`, "")).toBe(page([]));
      }),
    );
  });

  it("names the file by its text, so a changed payload is a new file and an unchanged one the same", () => {
    const a = moveFlightToFile(page([push(1, "1:hello\n")]), DIR).file!;
    expect(moveFlightToFile(page([push(1, "1:hello\n")]), DIR).file!.name).toBe(a.name);
    expect(moveFlightToFile(page([push(1, "1:hullo\n")]), DIR).file!.name).not.toBe(a.name);
    expect(a.name).toMatch(/^[0-9a-f]{16}\.js$/);
  });

  it("leaves a page without a payload, or without Next's bootstrap before it, untouched", () => {
    const bare = page([]);
    expect(moveFlightToFile(bare, DIR)).toEqual({ html: bare, file: null });
    const noBootstrap = page([push(1, "1:x\n")]).replace(BOOTSTRAP, "");
    expect(moveFlightToFile(noBootstrap, DIR)).toEqual({ html: noBootstrap, file: null });
  });
});
