import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dropInlinedCssFromFlight } from "./flight-css";

const HREF = "/_next/static/chunks/site.css";

/** A payload chunk as Next writes it into a prerendered page (JSON, then htmlEscapeJsonString). */
const push = (chunk: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(chunk).replace(
    /[&<>\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )}])</script>`;

const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;
const styleRow = (href: string, id: string) =>
  `0:{"f":[["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${id}"}],"$L3"]}\n`;

/** The page's payload, read back the way the browser does: every push script's string, in order. */
const flightOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g)]
    .map(([, literal]) => JSON.parse(literal as string) as string)
    .join("");

function page(
  css: string,
  options: { headHref?: string; flightHref?: string; chunks?: (flight: string) => string[] } = {},
) {
  const { headHref = HREF, flightHref = HREF, chunks = (flight) => [flight] } = options;
  const flight = `1:"$Sreact.fragment"\n${textRow("2", css)}${styleRow(flightHref, "2")}3:["$","h1",null,{"children":"Hi </h1> &amp; \u2028"}]\n`;
  const html =
    `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${headHref}">${css}</style></head>` +
    `<body><h1>Hi</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    chunks(flight).map(push).join("") +
    `</body></html>`;
  return { html, flight };
}

describe("emptying the stylesheet's copy in a prerendered page's payload", () => {
  it("empties the style element's text row and leaves every other byte of the page and payload as it was", () => {
    const css = '@layer base{body{color:#fff}}.a\\:b>p{content:"&<\\""}';
    const { html, flight } = page(css);
    const result = dropInlinedCssFromFlight(html);
    expect(result.dropped).toBe(1);
    // Escaped as Next escapes it, so no "</script>" in the text can end the script early.
    expect(result.html).toBe(html.replace(push(flight), () => push(flight.replace(textRow("2", css), "2:T0,"))));
    expect(result.html).toContain(`<style data-precedence="next" data-href="${HREF}">${css}</style>`);
    expect(dropInlinedCssFromFlight(result.html)).toEqual({ html: result.html, dropped: 0 });
  });

  it("finds the rules when the head merged several stylesheets into one <style>", () => {
    const { html } = page("p{margin:0}");
    const merged = html.replace(
      `data-href="${HREF}">p{margin:0}`,
      `data-href="/_next/static/chunks/other.css ${HREF}">a{color:red}p{margin:0}`,
    );
    expect(dropInlinedCssFromFlight(merged).dropped).toBe(1);
  });

  it("keeps the copy when the head does not hold those rules under that href", () => {
    const other = page("p{margin:0}", { headHref: "/_next/static/chunks/other.css" }).html;
    expect(dropInlinedCssFromFlight(other)).toEqual({ html: other, dropped: 0 });
    const changed = page("p{margin:0}").html.replace(`${HREF}">p{margin:0}`, `${HREF}">p{margin:1px}`);
    expect(dropInlinedCssFromFlight(changed)).toEqual({ html: changed, dropped: 0 });
  });

  it("keeps the copy when the row is split across two scripts, or the page has no head", () => {
    const css = "p{margin:0}body{padding:0}";
    const split = page(css, { chunks: (flight) => [flight.slice(0, 40), flight.slice(40)] }).html;
    expect(dropInlinedCssFromFlight(split)).toEqual({ html: split, dropped: 0 });
    const headless = page(css).html.replace("</head>", "");
    expect(dropInlinedCssFromFlight(headless)).toEqual({ html: headless, dropped: 0 });
  });

  it("leaves a page rendered per request alone (its scripts carry a nonce)", () => {
    const html = page("p{margin:0}").html.replaceAll("<script>self", '<script nonce="abc">self');
    expect(dropInlinedCssFromFlight(html)).toEqual({ html, dropped: 0 });
  });

  it("reads any stylesheet text back exactly: the payload loses only that row, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", minLength: 1 }), (raw) => {
        const css = raw.replaceAll("</", "<\\/");
        const { html, flight } = page(css);
        const result = dropInlinedCssFromFlight(html);
        expect(result.dropped).toBe(1);
        expect(flightOf(result.html)).toBe(flight.replace(textRow("2", css), "2:T0,"));
      }),
    );
  });
});
