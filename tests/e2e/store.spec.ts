import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { seedStorage } from "./support/storage";
import { reviewLink, signInToStudio, STUDIO_PASSWORD } from "./support/studio";

const GUIDE_KEY = "review-guide-dismissed-v1";
const SENT = "All comments saved! The studio has your review.";
const SPEC_ALERT = "All comments saved! In a real app, these would be saved to a database.";
const T = "2026-11-23T17:00:00.000Z";

const preview = (page: Page) => page.getByRole("dialog", { name: /^Social Media Post \d+$/ });

/** Accepts every alert and records its text. */
function recordAlerts(page: Page) {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Opens a review page (by link or path), past the 1 s load and with the guide already seen. */
async function openReview(page: Page, path: string) {
  await seedStorage(page, "local", GUIDE_KEY, true);
  await page.goto(path);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(16);
}

async function approveAndSave(page: Page, post: number) {
  await page.getByRole("button", { name: `Social Media Post ${post}`, exact: true }).click();
  await preview(page).getByRole("button", { name: "Approve" }).click();
  await preview(page).getByRole("button", { name: "Save Comments" }).click();
}

test.describe("reviews through the client's link", () => {
  test("a saved review reaches the studio; a wrong or missing key cannot write, and the page still works", async ({
    page,
  }) => {
    await signInToStudio(page);
    const link = await reviewLink(page.request, "mellowyellow");
    const alerts = recordAlerts(page);
    await openReview(page, link);
    await expect(page.getByText("The studio has your latest review.")).toBeVisible();
    await approveAndSave(page, 2);
    await expect.poll(() => alerts).toEqual([SENT]);
    const saved = await (await page.request.get("/api/studio/reviews/mellowyellow")).json();
    expect(saved.saved.review.decisions).toEqual({ "post-2": "approved" });

    const wrong = link.replace(/key=.*/, "key=forged");
    expect(
      (
        await page.request.post(`/api/reviews/mellowyellow?key=forged`, { data: { decisions: {}, comments: {} } })
      ).status(),
    ).toBe(403);
    expect(
      (await page.request.post("/api/reviews/mellowyellow", { data: { decisions: {}, comments: {} } })).status(),
    ).toBe(403);
    const otherKey = link.split("key=")[1];
    expect((await page.request.get(`/api/reviews/nkzweb?key=${otherKey}`)).status()).toBe(403);
    await page.goto(wrong);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(16);
    await approveAndSave(page, 3);
    await expect.poll(() => alerts).toEqual([SENT, SPEC_ALERT]);
    const after = await (await page.request.get("/api/studio/reviews/mellowyellow")).json();
    expect(after.saved.version).toBe(1);
  });

  test("reopening the link loads the saved review; newer unsent work in this browser wins", async ({ page }) => {
    await signInToStudio(page);
    const link = await reviewLink(page.request, "prairiebreeze");
    const key = link.split("key=")[1];
    const saved = await page.request.post(`/api/reviews/prairiebreeze?key=${key}`, {
      data: { decisions: { "post-1": "approved" }, comments: {} },
    });
    expect(saved.status()).toBe(201);
    await openReview(page, link);
    await expect(page.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem(
        "review-v1-prairiebreeze",
        JSON.stringify({
          review: { decisions: { "post-1": "approved", "post-4": "replace" }, comments: {} },
          updatedAt: new Date(Date.now() + 60_000).toISOString(),
          unsent: true,
        }),
      ),
    );
    await page.route("**/api/reviews/prairiebreeze?**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.reload();
    await expect(page.getByText("2 of 16 reviewed: 1 approved, 1 replacement")).toBeVisible();
    await expect(page.getByText("Changes not yet sent to the studio: press Save Comments.")).toBeVisible();
  });

  test("with the store unreachable, nothing is lost and the review is sent on the next visit", async ({ page }) => {
    await signInToStudio(page);
    const link = await reviewLink(page.request, "naanbruder");
    const alerts = recordAlerts(page);
    await page.route("**/api/reviews/naanbruder?**", (route) =>
      route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
    );
    await openReview(page, link);
    await approveAndSave(page, 5);
    await expect
      .poll(() => alerts)
      .toEqual([
        "Your comments are saved in this browser, but they could not be sent to the studio just now. They will be sent the next time you save or open this page.",
      ]);
    await page.reload();
    await expect(page.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();
    await expect(page.getByText("Changes not yet sent to the studio: press Save Comments.")).toBeVisible();
    expect((await (await page.request.get("/api/studio/reviews/naanbruder")).json()).saved).toBeNull();
    await page.unroute("**/api/reviews/naanbruder?**");
    await page.reload();
    await expect(page.getByText("The studio has your latest review.")).toBeVisible();
    const saved = await (await page.request.get("/api/studio/reviews/naanbruder")).json();
    expect(saved.saved.review.decisions).toEqual({ "post-5": "approved" });
  });

  test("oversized and malformed bodies are refused, and nothing is stored", async ({ page }) => {
    await signInToStudio(page);
    const key = (await reviewLink(page.request, "anydaypa")).split("key=")[1];
    const url = `/api/reviews/anydaypa?key=${key}`;
    const comment = (text: string) => ({ id: "c", x: 1, y: 1, text, isNew: true, timestamp: T });
    const cases: [string, number, unknown][] = [
      ["too large", 413, { decisions: {}, comments: {}, pad: "x".repeat(70_000) }],
      ["not a review", 422, { decisions: "all" }],
      ["an unknown post", 422, { decisions: { "post-17": "approved" }, comments: {} }],
      ["text over 2,000 characters", 422, { decisions: {}, comments: { "post-1": [comment("x".repeat(2001))] } }],
      [
        "more than 50 comments on a post",
        422,
        { decisions: {}, comments: { "post-1": Array(51).fill(comment("hi")) } },
      ],
    ];
    for (const [label, status, data] of cases) {
      const response = await page.request.post(url, {
        data: JSON.stringify(data),
        headers: { "content-type": "application/json" },
      });
      expect(response.status(), label).toBe(status);
    }
    await page.goto("/mockup-calculator");
    const notJson = await page.evaluate(
      async (target) =>
        (
          await fetch(target, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "decisions=all",
          })
        ).status,
      url,
    );
    expect(notJson).toBe(400);
    const wrongType = await page.request.post(url, { data: "{}", headers: { "content-type": "text/plain" } });
    expect(wrongType.status()).toBe(415);
    expect((await (await page.request.get("/api/studio/reviews/anydaypa")).json()).saved).toBeNull();
  });
});

test.describe("the studio inbox", () => {
  test("refuses without the password and after sign-out; with it lists every client and opens a review", async ({
    page,
  }) => {
    expect((await page.request.get("/api/studio/reviews")).status()).toBe(401);
    await page.goto("/studio");
    await page.getByLabel("Studio password").fill("not it");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("form", { name: "Sign in to the studio inbox" }).getByRole("alert")).toHaveText(
      "That password is not right.",
    );
    await page.getByLabel("Studio password").fill(STUDIO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Client reviews" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Open the review of / })).toHaveCount(12);
    await expect(page.getByLabel("Review link for We Care Movers")).toHaveValue(/\/socialmedia\/wecaremovers\?key=/);
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByLabel("Studio password")).toBeVisible();
    expect((await page.request.get("/api/studio/reviews")).status()).toBe(401);
  });

  test("the sign-in form stands, disabled, while the session is checked, so nothing below it moves", async ({
    page,
  }) => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/studio/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/studio");
    const form = page.getByRole("form", { name: "Sign in to the studio inbox" });
    await expect(form.getByRole("status")).toHaveText("Checking your session…");
    await expect(form.getByRole("button", { name: "Sign in" })).toBeDisabled();
    const footerTop = async () => (await page.locator("footer").boundingBox())?.y;
    const before = await footerTop();
    answer();
    await expect(page.getByLabel("Studio password")).toBeEnabled();
    await expect(form.getByRole("status")).toHaveCount(0);
    expect(await footerTop()).toBe(before);
  });

  test("exports match what was saved, as JSON and CSV", async ({ page }) => {
    await signInToStudio(page);
    const key = (await reviewLink(page.request, "nurmehrzhaus")).split("key=")[1];
    const review = {
      decisions: { "post-2": "replace" },
      comments: { "post-2": [{ id: "a", x: 12.5, y: 40, text: 'Warmer "sage", please', isNew: true, timestamp: T }] },
    };
    expect((await page.request.post(`/api/reviews/nurmehrzhaus?key=${key}`, { data: review })).status()).toBe(201);
    const json = await (await page.request.get("/api/studio/reviews/nurmehrzhaus/export?format=json")).json();
    expect(json.rows[1]).toEqual({
      post: 2,
      status: "replace",
      pin: 1,
      x: 12.5,
      y: 40,
      comment: 'Warmer "sage", please',
      timestamp: T,
    });
    const csv = await (await page.request.get("/api/studio/reviews/nurmehrzhaus/export?format=csv")).text();
    expect(csv).toContain(`"2","Replacement requested","1","12.5","40","Warmer ""sage"", please","${T}"`);
    await page.goto("/studio");
    await page.getByRole("button", { name: "Open the review of Nurmehr Haus" }).click();
    await expect(page.getByText('Pin 1: Warmer "sage", please')).toBeVisible();
    await expect(page.getByText("Post 2: Replacement requested")).toBeVisible();
  });
});

test.describe("published waypoints", () => {
  test("without a session publishing is refused; once published, a fresh browser gets them", async ({
    page,
    browser,
  }) => {
    const list = [{ id: "porch", name: "Porch", frame: 12, x: 50, y: 80, floor: "1st Floor" }];
    expect(
      (await page.request.put("/api/tours/22-chelsea-bay/waypoints", { data: { waypoints: list } })).status(),
    ).toBe(401);
    await signInToStudio(page);
    await page.goto("/property/22-chelsea-bay?edit=true");
    await page.getByRole("button", { name: "Delete Dining Area" }).click();
    await page.getByRole("button", { name: "Publish waypoints" }).click();
    await expect(page.getByText("Published: every visitor now sees these 4 waypoints.")).toBeVisible();
    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto("/property/22-chelsea-bay");
    await expect(visitor.getByRole("navigation", { name: "Rooms" }).getByRole("button")).toHaveText([
      "Front Entry",
      "Living Room",
      "Kitchen",
      "Master Bedroom",
    ]);
    await fresh.close();
    expect((await page.request.delete("/api/tours/22-chelsea-bay/waypoints")).status()).toBe(204);
    const guide = await (await page.request.get("/Guides/22%20Chelsea%20Bay/waypoints.json")).json();
    expect(guide).toHaveLength(5);
  });
});

test("a saved review survives a server restart and shows in /studio", async ({ browser }) => {
  test.setTimeout(120_000);
  const port = await serverPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "site-restart-"));
  const store = await ownDatabase();
  let server = await startServer(port, dataDir, "next-start", store.databaseUrl);
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    await signInToStudio(page);
    const link = await reviewLink(page.request, "roofrightexteriors");
    const alerts = recordAlerts(page);
    await openReview(page, link);
    await approveAndSave(page, 7);
    await expect.poll(() => alerts).toEqual([SENT]);
    await stopServer(server);
    server = await startServer(port, dataDir, "next-start", store.databaseUrl);
    // The session outlives the restart too: its secret is kept in the database.
    await page.goto("/studio");
    await page.getByRole("button", { name: "Open the review of Roof Right Exteriors" }).click();
    await expect(page.getByText("Post 7: Approved")).toBeVisible();
  } finally {
    await context.close();
    await stopServer(server);
    await store.drop();
  }
});
