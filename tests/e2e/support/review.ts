import type { Page } from "@playwright/test";
import { LOAD_DELAY_MS, POSTS_PER_CLIENT } from "@/src/features/review/constants";
import { freezeClock } from "./clock";
import { seedStorage } from "./storage";
import { expect } from "./test";

/*
 * The client review page as the specs meet it: its posts, a post's preview, and opening both. One
 * copy, so a change to how the page names them is made once.
 */

/** Set to `true`, the page does not open the guide by itself (docs/review.md#the-guide); the spec's key, verbatim. */
export const GUIDE_DISMISSED_KEY = "review-guide-dismissed-v1";

/** The grid's posts. */
export const postCards = (page: Page) => page.getByRole("main").getByRole("article");

/** Post `n`'s card: the button that opens its preview. */
export const postCard = (page: Page, n: number) =>
  page.getByRole("button", { name: `Social Media Post ${n}`, exact: true });

/** The open post preview, whichever post it shows. */
export const postPreview = (page: Page) => page.getByRole("dialog", { name: /^Social Media Post \d+$/ });

/** Marks the guide as seen in this browser before the next page loads. */
export function dismissGuide(page: Page) {
  return seedStorage(page, "local", GUIDE_DISMISSED_KEY, true);
}

/**
 * Opens a review page (a client's link or path) with the guide already seen, and waits until its
 * grid shows `posts` posts. `frozenClock`: on a paused clock (support/clock.ts), run past the 1 s load.
 */
export async function openReview(
  page: Page,
  path: string,
  { guideSeen = true, frozenClock = false, posts = POSTS_PER_CLIENT } = {},
) {
  if (guideSeen) await dismissGuide(page);
  if (frozenClock) await freezeClock(page);
  await page.goto(path);
  if (frozenClock) await page.clock.runFor(LOAD_DELAY_MS);
  await expect(postCards(page)).toHaveCount(posts);
}

/** Opens post `n`'s preview and waits until it shows that post. */
export async function openPost(page: Page, n: number) {
  await postCard(page, n).click();
  await expect(postPreview(page)).toHaveAccessibleName(`Social Media Post ${n}`);
}
