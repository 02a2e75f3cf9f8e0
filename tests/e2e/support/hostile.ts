import { expect, type Page } from "@playwright/test";

/** Markup that runs a script if it is ever parsed as HTML rather than shown as text. */
export const XSS = "<img src=x onerror=window.__pwned=1>";
/** A link that runs a script if it is ever used as an href or an image source. */
export const JS_URL = "javascript:alert(1)";
/** Text far longer than any field allows. */
export const LONG = "x".repeat(100_000);

type Watched = Window & { __pwned?: unknown; __cspViolations?: string[]; __polluted?: unknown };

/**
 * Watches a page for what hostile input must never cause: an uncaught error, a dialog nobody
 * expected, a script that ran (`window.__pwned`), markup parsed from data (an `img[src=x]` or any
 * inline handler in the DOM), a script the Content-Security-Policy had to block (so even markup the
 * CSP stopped counts), and a polluted Object prototype. Call before the first navigation.
 */
export async function watchForHarm(page: Page) {
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      watched.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return {
    pageErrors,
    dialogs,
    /** Asserts nothing harmful happened so far; `dialogs` lists the messages the test expected. */
    async expectUnharmed({ dialogs: expected = [] }: { dialogs?: string[] } = {}) {
      const seen = await page.evaluate(() => {
        const watched = window as Watched;
        return {
          pwned: typeof watched.__pwned,
          injected: document.querySelectorAll('img[src="x"], [onerror], [onload], a[href^="javascript:" i]').length,
          cspViolations: watched.__cspViolations ?? [],
          polluted: typeof ({} as Record<string, unknown>).polluted,
        };
      });
      expect(seen).toEqual({ pwned: "undefined", injected: 0, cspViolations: [], polluted: "undefined" });
      expect(pageErrors).toEqual([]);
      expect(dialogs).toEqual(expected);
    },
  };
}

/** Sends a raw body from the page itself (page.request would serialise a string as JSON). */
export function rawFetch(
  page: Page,
  url: string,
  {
    method = "POST",
    body,
    contentType = "application/json",
    headers = {},
  }: { method?: string; body: string; contentType?: string; headers?: Record<string, string> },
) {
  return page.evaluate(
    async ({ url, method, body, headers }) => {
      const response = await fetch(url, { method, headers, body });
      return { status: response.status, text: await response.text() };
    },
    { url, method, body, headers: { ...headers, "content-type": contentType } },
  );
}
