/**
 * With `experimental.inlineCss`, a prerendered page carries its stylesheet twice: in a `<style>` in its
 * <head>, which is what paints, and again as a text row of the RSC payload inlined after the markup
 * (`self.__next_f.push([1,"…"])`), the `children` of the hoistable `<style href precedence>` element
 * React reconciles. React finds a hoistable style by its href (`style[data-href~="…"]`) and adopts the
 * element already in the document; it never reads the payload's copy of the text. Yet the phone
 * downloads it and parses it before its first paint (docs/performance.md#styles-in-the-page).
 *
 * After the build, this empties that row in each prerendered page, where the page's own <head> holds
 * the same rules under the same href, the same way Next's open fix does (vercel/next.js#98084: the
 * style element stays, its text goes). Only the HTML's inline payload changes: the `.rsc` files a
 * client-side navigation fetches keep the text, and pages rendered per request keep both copies.
 */

/** Next's inline payload scripts on a prerendered page (a page rendered per request adds a nonce). */
const PUSH_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/** A `<style>` React hoisted into the head: its href list (space-separated) and its rules. */
const HEAD_STYLE = /<style data-precedence="[^"]*" data-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/** A hoistable style element in the payload whose text is a row of its own: its href and row id. */
const STYLE_ELEMENT = /\["\$","style","[^"]*",\{[^{}]*?"href":"([^"]+)"[^{}]*?"children":"\$([0-9a-f]+)"[^{}]*\}\]/g;

/** What Next's htmlEscapeJsonString escapes in a payload string written into a script. */
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;
const escapeForScript = (json: string) =>
  json.replace(HTML_UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);

export type FlightCssResult = { html: string; dropped: number };

/**
 * Empties each stylesheet text row of the page's inline payload whose rules its <head> already holds
 * under the same href. Returns the page unchanged (dropped 0) when there is none, or when a row is not
 * whole inside one script (then the page keeps its copy rather than risk a payload React cannot read).
 */
export function dropInlinedCssFromFlight(html: string): FlightCssResult {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return { html, dropped: 0 };
  const headRules = [...html.slice(0, headEnd).matchAll(HEAD_STYLE)].map(([, hrefs, text]) => ({
    hrefs: (hrefs ?? "").split(" "),
    text: text ?? "",
  }));
  if (headRules.length === 0) return { html, dropped: 0 };

  const scripts = [...html.matchAll(PUSH_SCRIPT)].map((match) => ({
    match,
    chunk: JSON.parse(match[1] as string) as string,
  }));
  const flight = scripts.map(({ chunk }) => chunk).join("");

  let dropped = 0;
  for (const [, href = "", id = ""] of flight.matchAll(STYLE_ELEMENT)) {
    for (const script of scripts) {
      const emptied = emptyTextRow(script.chunk, id, (text) =>
        headRules.some((rule) => rule.hrefs.includes(href) && rule.text.includes(text)),
      );
      if (emptied !== null) {
        script.chunk = emptied;
        dropped += 1;
        break;
      }
    }
  }
  if (dropped === 0) return { html, dropped };

  let out = "";
  let last = 0;
  for (const { match, chunk } of scripts) {
    const start = match.index;
    out += `${html.slice(last, start)}<script>self.__next_f.push([1,${escapeForScript(JSON.stringify(chunk))}])</script>`;
    last = start + match[0].length;
  }
  return { html: out + html.slice(last), dropped };
}

/**
 * The chunk with text row `id` (`id:T<byte length in hex>,<text>`) emptied, when the row is whole inside
 * this chunk and `isInHead` accepts its text; otherwise null. A row after a text row follows it without
 * a newline, so the header is found by its id not continuing another hex number.
 */
function emptyTextRow(chunk: string, id: string, isInHead: (text: string) => boolean): string | null {
  for (const header of chunk.matchAll(new RegExp(`(?<![0-9a-f])${id}:T([0-9a-f]+),`, "g"))) {
    const textStart = header.index + header[0].length;
    const bytes = Number.parseInt(header[1] as string, 16);
    const rest = Buffer.from(chunk.slice(textStart), "utf8");
    if (bytes === 0 || rest.length < bytes) continue;
    const text = rest.subarray(0, bytes).toString("utf8");
    if (Buffer.byteLength(text, "utf8") !== bytes || !isInHead(text)) continue;
    return `${chunk.slice(0, header.index)}${id}:T0,${chunk.slice(textStart + text.length)}`;
  }
  return null;
}
