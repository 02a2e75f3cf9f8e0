import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The MIME types the HTML standard runs as classic scripts, compared by essence (parameters dropped). */
const JAVASCRIPT_MIME_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

/** Script types the browser processes without them being JavaScript MIME types. */
const PROCESSED_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * The script's type string, as the HTML standard's "prepare the script element" works it out: no type and
 * no language (or an empty one) means JavaScript, a type wins over a language.
 */
function typeString(element: Element): string {
  const type = attribute(element, "type");
  const language = attribute(element, "language");
  if (type === "" || (type === undefined && (language === undefined || language === ""))) return "text/javascript";
  return type === undefined ? `text/${language}` : type.trim();
}

/**
 * Whether the browser would run or process this <script>: a JavaScript MIME type, `module`, `importmap` or
 * `speculationrules`. Any other type is a data block the browser never runs, such as JSON-LD; the no-JS
 * copy keeps those, since the page has to ship their bytes in its HTML whatever its JavaScript does (search
 * engines read them), and so the copy is spared nothing but scripts. A type with parameters
 * ("text/javascript; charset=utf-8") counts as JavaScript: cutting one script too many costs the copy
 * nothing it paints, keeping one would charge it for JavaScript.
 */
function isRunnableScript(element: Element): boolean {
  const essence = (typeString(element).split(";")[0] ?? "").trim().toLowerCase();
  return JAVASCRIPT_MIME_TYPES.has(essence) || PROCESSED_SCRIPT_TYPES.has(essence);
}

const tokens = (value: string | undefined): string[] =>
  (value ?? "")
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .filter((token) => token !== "");

/**
 * A <link> that fetches a script ahead of the parser: rel=preload with as=script, or rel=modulepreload
 * (whose only meaningful destinations are scripts; as defaults to script).
 */
function isScriptPreload(element: Element): boolean {
  const rel = tokens(attribute(element, "rel"));
  if (rel.includes("modulepreload")) return true;
  return rel.includes("preload") && (attribute(element, "as") ?? "").trim().toLowerCase() === "script";
}

function shouldStrip(element: Element): boolean {
  if (element.tagName === "script") return isRunnableScript(element);
  return element.tagName === "link" && isScriptPreload(element);
}

function collectRanges(node: Node, documentEnd: number, ranges: Array<[number, number]>): void {
  if ("tagName" in node) {
    const location = node.sourceCodeLocation;
    // An element the parser made up (an implied <head>) has no source and nothing to cut.
    if (shouldStrip(node) && location) {
      // A <script> never closed runs to the end of the document, as the browser reads it.
      const unclosedScript = node.tagName === "script" && location.endTag === undefined;
      ranges.push([location.startOffset, unclosedScript ? documentEnd : location.endOffset]);
      return;
    }
    if (node.tagName === "template") {
      collectRanges((node as DefaultTreeAdapterTypes.Template).content, documentEnd, ranges);
    }
  }
  if ("childNodes" in node) for (const child of node.childNodes) collectRanges(child, documentEnd, ranges);
}

/**
 * The page's HTML with every script the browser would run (inline or external, classic or module,
 * async, defer, nonce'd, in SVG or in a <template>) and every script preload cut out, and every other
 * byte left as it was. The document is parsed as a browser would (parse5, the standard's algorithm), so
 * "<script" inside a comment, an attribute value or a <noscript> (which a browser with scripting enabled
 * reads as text) is not mistaken for an element, and only the source ranges of the elements found are
 * removed.
 */
export function stripScripts(html: string): string {
  const ranges: Array<[number, number]> = [];
  collectRanges(parse(html, { sourceCodeLocationInfo: true }), html.length, ranges);
  ranges.sort((a, b) => a[0] - b[0]);
  let result = "";
  let kept = 0;
  for (const [start, end] of ranges) {
    result += html.slice(kept, start);
    kept = end;
  }
  return result + html.slice(kept);
}
