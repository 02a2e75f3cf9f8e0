/**
 * A prerendered page's RSC payload in a file of its own (docs/performance.md#the-payload-after-the-paint).
 * Next writes the payload into the page as inline `self.__next_f.push(…)` scripts after the markup, and
 * a phone parses all of them before its first paint, though nothing in them paints. This moves them, in
 * order, into one script file in their place. The browser paints the markup above it while the parser
 * waits for the file, and the document is still loading until it has run: Next's client closes the
 * payload's stream at DOMContentLoaded (or right away, when it starts after the document has loaded),
 * so the script is neither `defer` nor `async`; with either, a fast link could start the client and
 * close the stream before the file ran. The bootstrap push (`[0]`) stays inline, first.
 */
import { createHash } from "node:crypto";

/** Where the payload files are served from: .next/static is served at /_next/static. */
export const FLIGHT_FILE_DIRECTORY = "/_next/static/payload";

/** Next's inline payload pushes on a prerendered page (rows `[1,…]`, form state `[2,…]`, binary `[3,…]`). */
const PUSH_SCRIPT = /<script>(self\.__next_f\.push\(\[[123],[\s\S]*?\]\))<\/script>/g;

export type FlightFile = {
  /** The page with the file's script in place of its first push, and none of the others. */
  html: string;
  /** The payload's script and its file name (a hash of its text), or null for a page without pushes. */
  file: { name: string; text: string } | null;
};

/** Moves a page's inline payload pushes into one script file served from `directory` (a URL path). */
export function moveFlightToFile(html: string, directory = FLIGHT_FILE_DIRECTORY): FlightFile {
  const pushes = [...html.matchAll(PUSH_SCRIPT)];
  const first = pushes[0];
  if (first === undefined || !html.includes("(self.__next_f=self.__next_f||[]).push([0])")) return { html, file: null };
  const text = `${pushes.map((match) => match[1]).join(";\n")};\n`;
  const name = `${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16)}.js`;
  let out = "";
  let last = 0;
  for (const match of pushes) {
    out += html.slice(last, match.index);
    if (match === first) out += `<script src="${directory}/${name}"></script>`;
    last = match.index + match[0].length;
  }
  return { html: out + html.slice(last), file: { name, text } };
}
