import type { Page } from "@playwright/test";
import ownGuide from "../../../src/content/guides/22-chelsea-bay.json" with { type: "json" };

/** The demo tour's guide file, as the viewer fetches it. */
export const GUIDE = "**/Guides/22%20Chelsea%20Bay/waypoints.json";

/** The tour's own guide, whatever a studio member published meanwhile (store.spec.ts publishes and restores). */
export const serveOwnGuide = (page: Page) => page.route(GUIDE, (route) => route.fulfill({ json: ownGuide }));

export { ownGuide };
