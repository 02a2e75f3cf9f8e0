import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { freezeClock } from "./support/clock";
import { dismissGuide, openPost, openReview, postCard, postCards, postPreview } from "./support/review";
import { seedStorage } from "./support/storage";
import { expect, test } from "./support/test";

const PAGE = "/socialmedia/wecaremovers";
const REVIEW_KEY = "review-v1-wecaremovers";
const T = "2026-11-20T17:00:00.000Z";

const guide = (page: Page) => page.getByRole("dialog", { name: "Review guide" });
const storedReview = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null")?.review, REVIEW_KEY);
/** What this browser keeps of a review: the review, when it changed, and whether the studio has it. */
const kept = (review: unknown) => ({ review, updatedAt: T, unsent: true });

/** Opens the page on a paused clock and lets the 1 s load pass. */
const openGrid = (page: Page, { guideSeen = true } = {}) => openReview(page, PAGE, { guideSeen, frozenClock: true });

/** Answers every alert or confirm with `accept`, and records their texts. */
function answerDialogs(page: Page, accept: boolean) {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

test.describe("review page", () => {
  test("shows a spinner for 1 s, then the 16 posts with title, date and status in words", async ({ page }) => {
    await dismissGuide(page);
    await freezeClock(page);
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SOCIAL MEDIA POSTS");
    await expect(page.getByText("We Care Movers", { exact: true })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Loading posts…");
    await page.clock.runFor(999);
    await expect(postCards(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(postCards(page)).toHaveCount(16);
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(postCards(page).first().getByRole("heading")).toHaveText("Social Media Post 1");
    // The paused clock reads 2026-11-23: post 1 is dated the day before.
    await expect(postCards(page).first().locator("time")).toHaveText("Nov 22, 2026");
    await expect(postCards(page).first().getByTestId("post-status")).toHaveText("○Awaiting review");
    await expect(page.getByRole("link", { name: "← Back to clients" })).toHaveAttribute("href", "/mockup-calculator");
  });

  test("downloads the 16 posts' pictures while the spinner turns, and the grid shows those downloads", async ({
    page,
  }) => {
    const pictures = new Set<string>();
    page.on("request", (request) => {
      if (request.url().includes(encodeURIComponent("/generated/review/wecaremovers/"))) pictures.add(request.url());
    });
    await dismissGuide(page);
    await freezeClock(page);
    await page.goto(PAGE);
    await expect.poll(() => pictures.size).toBe(16);
    await expect(page.getByRole("status")).toHaveText("Loading posts…");
    await page.clock.runFor(1000);
    await expect(postCards(page)).toHaveCount(16);
    const images = postCards(page).locator("img");
    // Lazy images load as they come into view; each picks the candidate that was preloaded.
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
    }
    const shown = await images.evaluateAll((list) => list.map((image) => (image as HTMLImageElement).currentSrc));
    expect(new Set(shown)).toEqual(pictures);
  });

  test("an unknown client answers 404 with 'Unknown Client' and the way back", async ({ page }) => {
    const response = await page.goto("/socialmedia/nobody");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Unknown Client")).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to clients" })).toHaveAttribute("href", "/mockup-calculator");
  });

  test("a card shows five markers, then '+N more'", async ({ page }) => {
    const comments = Array.from({ length: 5 }, (_, i) => ({
      id: `c${i}`,
      x: 10 + i * 15,
      y: 50,
      text: `Comment ${i + 1}`,
      isNew: true,
      timestamp: T,
    }));
    await seedStorage(page, "local", REVIEW_KEY, kept({ decisions: {}, comments: { "post-3": comments } }));
    await openGrid(page);
    // Post 3 carries two notes from the studio as well: 7 pins.
    const third = postCards(page).nth(2);
    await expect(third.getByTestId("card-marker")).toHaveCount(5);
    await expect(third.getByText("+2 more")).toBeVisible();
    await expect(postCards(page).first().getByTestId("card-marker")).toHaveCount(0);
  });

  test("a failing card image becomes a coloured placeholder; in the preview, 'Image not available'", async ({
    page,
  }) => {
    await page.route("**/generated/review/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/_next/image?url=%2Fgenerated%2Freview**", (route) => route.fulfill({ status: 404, body: "" }));
    await openGrid(page);
    const placeholder = postCards(page).first().getByTestId("post-placeholder");
    await expect(placeholder).toContainText("Social Media Post 1");
    await expect(placeholder).toContainText("Preview not available");
    const colours = await postCards(page)
      .getByTestId("post-placeholder")
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
    expect(new Set(colours).size).toBeGreaterThan(8);
    await openPost(page, 1);
    await expect(postPreview(page).getByText("Image not available")).toBeVisible();
    await postPreview(page)
      .getByRole("group", { name: /image not available/ })
      .click();
    await expect(postPreview(page).getByTestId("draft-pin")).toHaveCount(0);
  });

  test("the preview moves through the posts and wraps around both ways", async ({ page }) => {
    await openGrid(page);
    await openPost(page, 16);
    await postPreview(page).getByRole("button", { name: "Next" }).click();
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 1");
    await postPreview(page).getByRole("button", { name: "Previous" }).click();
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 16");
  });

  test("approve and replace exclude each other, a second click clears, and a choice moves on after 1.2 s", async ({
    page,
  }) => {
    await openGrid(page);
    await openPost(page, 2);
    const approve = postPreview(page).getByRole("button", { name: "Approve" });
    const replace = postPreview(page).getByRole("button", { name: "Request replacement" });
    await replace.click();
    await expect(replace).toHaveAttribute("aria-pressed", "true");
    await approve.click();
    await expect(approve).toHaveAttribute("aria-pressed", "true");
    await expect(replace).toHaveAttribute("aria-pressed", "false");
    await page.clock.runFor(1199);
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 2");
    await page.clock.runFor(1);
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 3");
    await postPreview(page).getByRole("button", { name: "Previous" }).click();
    await expect(approve).toHaveAttribute("aria-pressed", "true");
    await approve.click();
    await expect(approve).toHaveAttribute("aria-pressed", "false");
    await page.clock.runFor(2000);
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 2");
    await page.keyboard.press("Escape");
    await expect(page.getByText("0 of 16 reviewed: 0 approved, 0 replacements")).toBeVisible();
  });

  test("a click on the image starts a draft; Save pins it, Cancel drops it, and empty text is refused", async ({
    page,
  }) => {
    const messages = answerDialogs(page, true);
    await openGrid(page);
    await openPost(page, 1);
    const image = postPreview(page).getByRole("group", { name: /click to pin a comment/ });
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    await expect(postPreview(page).getByTestId("draft-pin")).toBeVisible();
    await postPreview(page).getByRole("button", { name: "Save", exact: true }).click();
    expect(messages).toEqual(["Please add a comment before saving."]);
    await postPreview(page).getByRole("textbox", { name: "New comment" }).fill("   ");
    await postPreview(page).getByRole("button", { name: "Save", exact: true }).click();
    expect(messages).toHaveLength(2);
    await postPreview(page).getByRole("textbox", { name: "New comment" }).fill("Make the logo bigger");
    await postPreview(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(postPreview(page).getByRole("button", { name: "Pin 1: Make the logo bigger" })).toBeVisible();
    const saved = (await storedReview(page)).comments["post-1"];
    expect(saved).toEqual([
      expect.objectContaining({
        x: 25,
        y: 75,
        text: "Make the logo bigger",
        isNew: true,
        timestamp: expect.any(String),
      }),
    ]);
    expect(new Date(saved[0].timestamp).toISOString()).toBe(saved[0].timestamp);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await postPreview(page).getByRole("textbox", { name: "New comment" }).fill("Not this one");
    await postPreview(page).getByRole("button", { name: "Cancel" }).click();
    await expect(postPreview(page).getByTestId("draft-pin")).toHaveCount(0);
    expect((await storedReview(page)).comments["post-1"]).toHaveLength(1);
  });

  test("a pin is edited with Save Changes and deleted after confirming", async ({ page }) => {
    await seedStorage(
      page,
      "local",
      REVIEW_KEY,
      kept({
        decisions: {},
        comments: { "post-1": [{ id: "c1", x: 30, y: 30, text: "Old text", isNew: true, timestamp: T }] },
      }),
    );
    await openGrid(page);
    await openPost(page, 1);
    await postPreview(page).getByRole("button", { name: "Pin 1: Old text" }).click();
    await postPreview(page).getByRole("textbox", { name: "Edit comment" }).fill("New text");
    await postPreview(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(postPreview(page).getByRole("button", { name: "Pin 1: New text" })).toBeVisible();
    await postPreview(page).getByRole("button", { name: "Edit comment 1" }).click();
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await postPreview(page).getByRole("button", { name: "Delete" }).click();
    expect(asked).toBe("Are you sure you want to delete this annotation?");
    await expect(postPreview(page).getByRole("button", { name: "Pin 1: New text" })).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await postPreview(page).getByRole("button", { name: "Delete" }).click();
    await expect(postPreview(page).getByRole("button", { name: /^Pin 1/ })).toHaveCount(0);
    expect((await storedReview(page)).comments).toEqual({});
  });

  test("closing with an unsaved draft asks first; without one it closes at once", async ({ page }) => {
    await openGrid(page);
    await openPost(page, 4);
    await postPreview(page).getByRole("button", { name: "Close preview" }).click();
    await expect(postPreview(page)).toBeHidden();
    await openPost(page, 4);
    await page.keyboard.press("c");
    await postPreview(page).getByRole("textbox", { name: "New comment" }).fill("Half a thought");
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await postPreview(page).getByRole("button", { name: "Close preview" }).click();
    expect(asked).toBe("You have unsaved changes. Are you sure you want to close?");
    await expect(postPreview(page)).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await postPreview(page).getByRole("button", { name: "Close preview" }).click();
    await expect(postPreview(page)).toBeHidden();
  });

  test("the guide opens on the first preview, reopens from its button, and once dismissed stays closed", async ({
    page,
  }) => {
    await openGrid(page, { guideSeen: false });
    await openPost(page, 1);
    await expect(guide(page)).toBeVisible();
    await guide(page).getByRole("button", { name: "Got it" }).click();
    await expect(guide(page)).toBeHidden();
    await postPreview(page).getByRole("button", { name: "Guide" }).click();
    await expect(guide(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(guide(page)).toBeHidden();
    await expect(postPreview(page)).toBeVisible();
    await postPreview(page).getByRole("button", { name: "Close preview" }).click();
    await page.reload();
    await page.clock.runFor(1000);
    await openPost(page, 2);
    await expect(guide(page)).toBeHidden();
  });

  test("Save Comments alerts and closes the preview after 0.5 s", async ({ page }) => {
    const messages = answerDialogs(page, true);
    await openGrid(page);
    await openPost(page, 5);
    await postPreview(page).getByRole("button", { name: "Save Comments" }).click();
    await expect
      .poll(() => messages)
      .toEqual(["All comments saved! In a real app, these would be saved to a database."]);
    await page.clock.runFor(499);
    await expect(postPreview(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(postPreview(page)).toBeHidden();
  });

  test("the review survives a reload, with progress and filters", async ({ page }) => {
    await openGrid(page);
    await openPost(page, 1);
    await page.keyboard.press("a");
    await page.clock.runFor(1200);
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 2");
    await page.keyboard.press("r");
    await page.clock.runFor(1200);
    await page.keyboard.press("Escape");
    await expect(page.getByText("2 of 16 reviewed: 1 approved, 1 replacement")).toBeVisible();
    await page.reload();
    await page.clock.runFor(1000);
    await expect(page.getByText("2 of 16 reviewed: 1 approved, 1 replacement")).toBeVisible();
    await expect(postCards(page).first().getByTestId("post-status")).toHaveText("✓Approved");
    await page.getByRole("group", { name: "Show posts" }).getByRole("button", { name: "Replacements" }).click();
    await expect(postCards(page)).toHaveCount(1);
    await expect(postCards(page).first().getByTestId("post-status")).toHaveText("↻Replacement requested");
  });

  test("unreadable saved review data is logged and cleared, and the page works", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await seedStorage(page, "local", REVIEW_KEY, kept({ decisions: { "post-1": "<script>" }, comments: [] }));
    await openGrid(page);
    await expect(page.getByText("0 of 16 reviewed")).toBeVisible();
    expect(errors.some((text) => text.includes("Error parsing saved review data"))).toBe(true);
  });

  test("the summary e-mail lists every decision and comment", async ({ page }) => {
    await seedStorage(
      page,
      "local",
      REVIEW_KEY,
      kept({
        decisions: { "post-1": "approved", "post-2": "replace" },
        comments: { "post-2": [{ id: "c1", x: 30, y: 30, text: "Wrong phone number", isNew: true, timestamp: T }] },
      }),
    );
    await openGrid(page);
    const href = (await page.getByRole("link", { name: "Email the studio" }).getAttribute("href")) ?? "";
    const mail = new URL(href);
    expect(mail.pathname).toBe("hello@emberstudio.ca");
    expect(mail.searchParams.get("subject")).toBe("Social media review: We Care Movers");
    expect(mail.searchParams.get("body")).toContain(
      "Post 1: Approved\r\nPost 2: Replacement requested\r\n  Pin 1: Wrong phone number",
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download review" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("wecaremovers-review.json");
  });

  test("one post can be reviewed with the keyboard alone", async ({ page }) => {
    await openGrid(page);
    await postCard(page, 6).focus();
    await page.keyboard.press("Enter");
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 6");
    await postPreview(page)
      .getByRole("group", { name: /click to pin a comment/ })
      .focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(postPreview(page).getByRole("textbox", { name: "New comment" })).toBeFocused();
    await page.keyboard.type("Brighter photo please");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(postPreview(page).getByRole("button", { name: "Pin 1: Brighter photo please" })).toBeVisible();
    expect((await storedReview(page)).comments["post-6"][0]).toMatchObject({ x: 52, y: 52 });
    await postPreview(page).getByRole("heading", { name: "Social Media Post 6" }).click();
    await page.keyboard.press("r");
    await expect(postPreview(page).getByRole("button", { name: "Request replacement" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.clock.runFor(1200);
    await expect(postPreview(page)).toHaveAccessibleName("Social Media Post 7");
    await page.keyboard.press("Escape");
    await expect(postCard(page, 6)).toBeFocused();
  });
});

test.describe("review page accessibility @mobile", () => {
  test("axe finds nothing in the grid, the preview and the guide", async ({ page }) => {
    await page.goto(PAGE);
    await expect(postCards(page)).toHaveCount(16);
    await expectNoViolations(page);
    await postCard(page, 1).click();
    await expect(guide(page)).toBeVisible();
    await expectNoViolations(page);
    await guide(page).getByRole("button", { name: "Got it" }).click();
    await expect(postPreview(page)).toBeVisible();
    await expectNoViolations(page);
  });
});
