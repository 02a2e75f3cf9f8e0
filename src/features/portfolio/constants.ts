/** Portfolio loading rules (docs/studio-site.md#portfolio). */
export const PORTFOLIO_PAGE_SIZE = 10;
/** Simulated latency of the local portfolio data function. */
export const PORTFOLIO_LATENCY_MS = 300;
/**
 * The first page is requested once the grid comes within half a screen of the viewport. On a phone the grid starts
 * about 1.8 screens down the home page, so a visitor who reads only the top never asks for it.
 */
export const FIRST_PAGE_ROOT_MARGIN = "50% 0px";
/** The sentinel below the grid loads the next page when this much of it is visible... */
export const SENTINEL_THRESHOLD = 0.1;
/** ...counting this far beyond the viewport. */
export const SENTINEL_ROOT_MARGIN = "200px";

export const EMPTY_MESSAGE = "No projects found.";
export const END_MESSAGE = "You've reached the end.";
export const LOAD_ERROR_MESSAGE = "Failed to load more portfolio items";

export const PORTFOLIO_PLACEHOLDER_IMAGE = "/generated/portfolio/placeholder.webp";
