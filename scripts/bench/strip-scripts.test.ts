// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stripScripts } from "./strip-scripts";

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe("stripScripts", () => {
  it("removes a Next.js page's scripts and script preloads and leaves every other byte as it was", () => {
    const html = page(
      '<meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
        '<script src="/_next/static/chunks/c.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><title>Contact</title>',
      '<main><h1>Contact</h1></main><script id="_R_">self.__next_r="x"</script>' +
        "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
        '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
    );
    expect(stripScripts(html)).toBe(
      page(
        '<meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
          "<title>Contact</title>",
        "<main><h1>Contact</h1></main>",
      ),
    );
  });

  it("removes async, defer, module, nonce'd and import-map scripts, and scripts declared by language", () => {
    const body = [
      '<script async src="/a.js"></script>',
      '<script defer src="/b.js"></script>',
      '<script type="module" src="/c.js"></script>',
      '<script type="MODULE">import "/d.js"</script>',
      '<script nonce="cmFuZG9t">window.x = 1</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type=" text/javascript ">1</script>',
      '<script type="application/x-javascript">2</script>',
      '<script type="text/javascript; charset=utf-8">3</script>',
      '<script type="" src="/e.js"></script>',
      '<script language="javascript">4</script>',
      '<script language="">5</script>',
      "<p>kept</p>",
    ].join("");
    expect(stripScripts(page("", body))).toBe(page("", "<p>kept</p>"));
  });

  it("keeps JSON-LD and other data blocks, which the browser never runs", () => {
    const jsonLd =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"}</script>';
    const template = '<script type="text/x-template"><p>{{ name }}</p></script>';
    const byLanguage = '<script language="vbscript">MsgBox 1</script>';
    const html = page(jsonLd, `${template}${byLanguage}<script>run()</script>`);
    expect(stripScripts(html)).toBe(page(jsonLd, `${template}${byLanguage}`));
  });

  it("removes modulepreload and script preloads in any spelling, and keeps other preloads", () => {
    const kept = [
      '<link rel="preload" href="/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="preload" as="image" href="/hero.avif" fetchPriority="high"/>',
      '<link rel="preload" as="style" href="/a.css"/>',
      '<link rel="prefetch" href="/next-page"/>',
      '<link rel="icon" href="/favicon.ico"/>',
    ];
    const removed = [
      '<link rel="modulepreload" href="/m.js"/>',
      '<link rel="modulepreload" as="worker" href="/w.js">',
      '<link rel="PRELOAD" as=" Script " href="/b.js"/>',
      '<link rel="preload\tfoo" as="script" href="/c.js" nonce="abc"/>',
    ];
    expect(stripScripts(page([...kept, ...removed].join(""), ""))).toBe(page(kept.join(""), ""));
  });

  it("ends an inline script only at its own end tag, whatever markup its text holds", () => {
    const script = `<script>go("<p>not a paragraph</p>", "<script>"); if (a < b && s !== "<!--") stop();</script>`;
    expect(stripScripts(page("", `${script}<p>after</p>`))).toBe(page("", "<p>after</p>"));
  });

  it("removes an unclosed script to the end of the document, which the browser reads as its text", () => {
    const html = '<!DOCTYPE html><html><body><p>before</p><script>if ("<!--" < "<script>") go();</script><p>x</p>';
    expect(stripScripts(html)).toBe("<!DOCTYPE html><html><body><p>before</p>");
  });

  it("leaves alone what only looks like a script: in a comment, an attribute, a <noscript> or text", () => {
    const body = [
      "<!-- <script>old()</script> -->",
      '<div data-example="<script>x()</script>" title=\'<link rel="modulepreload">\'>a</div>',
      '<noscript><img src="/pixel.gif" alt=""><script>never()</script></noscript>',
      "<p>&lt;script&gt;</p>",
      "<textarea><script>typed()</script></textarea>",
    ].join("");
    expect(stripScripts(page("", body))).toBe(page("", body));
  });

  it("removes scripts inside SVG and inside a <template>", () => {
    const html = page(
      "",
      '<svg viewBox="0 0 1 1"><script>svg()</script><rect width="1" height="1"/></svg>' +
        "<template><p>t</p><script>later()</script></template>",
    );
    expect(stripScripts(html)).toBe(
      page("", '<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg><template><p>t</p></template>'),
    );
  });

  it("cuts at the right places after characters outside ASCII and CRLF line ends", () => {
    const html = page(
      '\r\n<title>Café — Ember 🔥</title>\r\n<script src="/a.js"></script>\r\n',
      "<p>é 🔥</p>\r\n<script>x()</script>\r\n",
    );
    expect(stripScripts(html)).toBe(page("\r\n<title>Café — Ember 🔥</title>\r\n\r\n", "<p>é 🔥</p>\r\n\r\n"));
  });

  it("leaves a page without scripts unchanged", () => {
    const html = page('<link rel="stylesheet" href="/a.css">', "<main>Hello</main>");
    expect(stripScripts(html)).toBe(html);
  });
});
