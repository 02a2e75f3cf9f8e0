import type { BrowserContext, Page } from "@playwright/test";
import ownGuide from "../../../src/content/guides/22-chelsea-bay.json" with { type: "json" };

/** The demo tour's guide file, as the viewer fetches it. */
export const GUIDE = "**/Guides/22%20Chelsea%20Bay/waypoints.json";

/** The tour's own guide, whatever a studio member published meanwhile (store.spec.ts publishes and restores). */
export const serveOwnGuide = (page: Page) => page.route(GUIDE, (route) => route.fulfill({ json: ownGuide }));

/**
 * The tour's light path (docs/tours.md#loading) for every page of `target` opened after this call: the
 * browser rates its connection '3g', so the viewer fetches only the first view's frames and the coarse
 * pass (35 of 529) until the visitor moves or plays, at the same size as on a fast connection. A full
 * visit costs seconds of CPU on a shared machine, and a test about anything but loading, the percent,
 * the coarse pass, Play or scrubbing gets the same page from this. Tests that follow the first move
 * still fetch the rest, as a visitor on that connection would.
 */
export function lightTour(target: Page | BrowserContext) {
  return target.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => ({ saveData: false, effectiveType: "3g" }),
    });
  });
}

export { ownGuide };
