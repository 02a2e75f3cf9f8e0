import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { openPost, openReview, postCards, postPreview } from "./support/review";
import { freshDataDir, ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { reviewLink, signInRequest, signInToStudio, STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { GUIDE, lightTour, ownGuide } from "./support/tour";

const SENT = "All comments saved! The studio has your review.";
const SPEC_ALERT = "All comments saved! In a real app, these would be saved to a database.";
const T = "2026-11-23T17:00:00.000Z";

/** Accepts every alert and records its text. */
function recordAlerts(page: Page) {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function approveAndSave(page: Page, post: number) {
  await openPost(page, post);
  await postPreview(page).getByRole("button", { name: "Approve" }).click();
  await postPreview(page).getByRole("button", { name: "Save Comments" }).click();
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
    const save = { baseVersion: 1, review: { decisions: {}, comments: {} } };
    expect((await page.request.post(`/api/reviews/mellowyellow?key=forged`, { data: save })).status()).toBe(403);
    expect((await page.request.post("/api/reviews/mellowyellow", { data: save })).status()).toBe(403);
    const otherKey = link.split("key=")[1];
    expect((await page.request.get(`/api/reviews/nkzweb?key=${otherKey}`)).status()).toBe(403);
    await page.goto(wrong);
    await expect(postCards(page)).toHaveCount(16);
    await approveAndSave(page, 3);
    await expect.poll(() => alerts).toEqual([SENT, SPEC_ALERT]);
    const after = await (await page.request.get("/api/studio/reviews/mellowyellow")).json();
    expect(after.saved.version).toBe(1);
  });

  test("reopening the link shows unsent work as this browser's changes to the version it started from", async ({
    page,
  }) => {
    await signInToStudio(page);
    const link = await reviewLink(page.request, "prairiebreeze");
    const key = link.split("key=")[1];
    const saved = await page.request.post(`/api/reviews/prairiebreeze?key=${key}`, {
      data: { baseVersion: 0, review: { decisions: { "post-1": "approved" }, comments: {} } },
    });
    expect(saved.status()).toBe(201);
    expect(await saved.json()).toMatchObject({ version: 1, merged: false });
    await openReview(page, link);
    await expect(page.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();
    // Work this browser had not sent, started from version 1: post 1 cleared, post 4 sent back.
    await page.evaluate(() =>
      localStorage.setItem(
        "review-v1-prairiebreeze",
        JSON.stringify({
          review: { decisions: { "post-4": "replace" }, comments: {} },
          baseVersion: 1,
          baseReview: { decisions: { "post-1": "approved" }, comments: {} },
        }),
      ),
    );
    await page.route("**/api/reviews/prairiebreeze?**", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.reload();
    await expect(page.getByText("1 of 16 reviewed: 0 approved, 1 replacement")).toBeVisible();
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
    const comment = (text: string, id = "c") => ({ id, x: 1, y: 1, text, isNew: true, timestamp: T });
    const save = (review: unknown, baseVersion: unknown = 0) => ({ baseVersion, review });
    const fifty = Array.from({ length: 51 }, (_, i) => comment("hi", `c${i}`));
    const cases: [string, number, unknown][] = [
      ["too large", 413, save({ decisions: {}, comments: {} }, "x".repeat(70_000))],
      ["a bare review, without its base version", 422, { decisions: {}, comments: {} }],
      ["a negative base version", 422, save({ decisions: {}, comments: {} }, -1)],
      ["a base version that is not a whole number", 422, save({ decisions: {}, comments: {} }, 1.5)],
      ["not a review", 422, save({ decisions: "all" })],
      ["an unknown post", 422, save({ decisions: { "post-17": "approved" }, comments: {} })],
      ["text over 2,000 characters", 422, save({ decisions: {}, comments: { "post-1": [comment("x".repeat(2001))] } })],
      ["more than 50 comments on a post", 422, save({ decisions: {}, comments: { "post-1": fifty } })],
      [
        "one pin id twice on a post",
        422,
        save({ decisions: {}, comments: { "post-1": [comment("a"), comment("b")] } }),
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

  test("the sign-in form opened by its own address still leads to the inbox, at /studio", async ({ page }) => {
    // proxy.ts answers /studio with this page for a browser without a session (src/features/studio/entry.ts).
    await page.goto("/studio-entry/sign-in");
    await page.getByLabel("Studio password").fill(STUDIO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Client reviews" })).toBeVisible();
    await expect(page).toHaveURL(/\/studio$/);
  });

  test("a browser without a session gets the sign-in form in the page itself, and no session check", async ({
    newContext,
    baseURL,
    page,
  }) => {
    const noScripts = await newContext({ baseURL, javaScriptEnabled: false });
    const html = await noScripts.newPage();
    await html.goto("/studio");
    const served = html.getByRole("form", { name: "Sign in to the studio inbox" });
    await expect(served.getByLabel("Studio password")).toBeEnabled();
    await expect(served.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(served.getByRole("status")).toHaveCount(0);
    await noScripts.close();

    const checks: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes("/api/studio/session")) checks.push(request.url());
    });
    // Its wrong password counts against an address of its own, not the one other tests sign in from.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.23" });
    await page.goto("/studio");
    // A wrong password's answer shows the page is running; by then a check would have been sent.
    await page.getByLabel("Studio password").fill("not it");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("form", { name: "Sign in to the studio inbox" }).getByRole("alert")).toHaveText(
      "That password is not right.",
    );
    expect(checks).toEqual([]);
  });

  test("with a session cookie, the sign-in form stands, disabled, while it is checked, so nothing below it moves", async ({
    page,
    baseURL,
  }) => {
    // Any cookie by the session's name has to be judged by the server; this one is not a real session.
    await page.context().addCookies([{ name: "studio_session", value: "stale", url: baseURL! }]);
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
    const saved = await page.request.post(`/api/reviews/nurmehrzhaus?key=${key}`, {
      data: { baseVersion: 0, review },
    });
    expect(saved.status()).toBe(201);
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
  // The tests that publish share the one tour's published list, so they take turns.
  test.describe.configure({ mode: "default" });
  const NEWER = "A newer version of this tour's waypoints was published.";
  const rooms = (page: Page) => page.getByRole("navigation", { name: "Rooms" }).getByRole("button");
  /** The viewer has read the guide file and this browser's waypoints. */
  const waypointsRead = (page: Page) =>
    page.waitForFunction(() => performance.getEntriesByName("tour:waypoints-read", "mark").length > 0);

  test.beforeEach(async ({ page }) => {
    await lightTour(page);
  });

  // Here, not in a test's own cleanup: a test that times out mid-way must not leave its list published
  // for the next test, nor for the other specs, which expect the tour's own waypoints.
  test.afterEach(async ({ request }) => {
    await signInRequest(request);
    expect((await request.delete("/api/tours/22-chelsea-bay/waypoints")).status()).toBe(204);
  });

  test("without a session publishing is refused; once published, a fresh browser gets them and one with edits is offered them", async ({
    page,
    newContext,
  }) => {
    const list = [{ id: "porch", name: "Porch", frame: 12, x: 50, y: 80, floor: "1st Floor" }];
    expect(
      (await page.request.put("/api/tours/22-chelsea-bay/waypoints", { data: { waypoints: list } })).status(),
    ).toBe(401);
    // A visitor edits the tour in this browser before the studio publishes.
    const editorContext = await newContext();
    await lightTour(editorContext);
    const editor = await editorContext.newPage();
    await editor.goto("/property/22-chelsea-bay?edit=true");
    await waypointsRead(editor);
    await editor.getByRole("button", { name: "Delete Front Entry" }).click();
    await expect(rooms(editor)).toHaveText(["Living Room", "Kitchen", "Dining Area", "Master Bedroom"]);

    await signInToStudio(page);
    await page.goto("/property/22-chelsea-bay?edit=true");
    await page.getByRole("button", { name: "Delete Dining Area" }).click();
    await page.getByRole("button", { name: "Publish waypoints" }).click();
    await expect(page.getByText("Published: every visitor now sees these 4 waypoints.")).toBeVisible();
    try {
      const fresh = await newContext();
      await lightTour(fresh);
      const visitor = await fresh.newPage();
      await visitor.goto("/property/22-chelsea-bay");
      await expect(rooms(visitor)).toHaveText(["Front Entry", "Living Room", "Kitchen", "Master Bedroom"]);
      await expect(visitor.getByText(NEWER)).toHaveCount(0);
      await fresh.close();

      // The visitor's own edits still show, with the newer list on offer; taking it replaces them.
      await editor.reload();
      await expect(editor.getByText(NEWER)).toBeVisible();
      await expect(rooms(editor)).toHaveText(["Living Room", "Kitchen", "Dining Area", "Master Bedroom"]);
      await editor.getByRole("button", { name: "Use the published waypoints" }).click();
      await expect(rooms(editor)).toHaveText(["Front Entry", "Living Room", "Kitchen", "Master Bedroom"]);
      await expect(editor.getByText(NEWER)).toHaveCount(0);
      expect(await editor.evaluate(() => localStorage.getItem("tour-data-v3-22-chelsea-bay"))).toBeNull();
    } finally {
      await editorContext.close();
    }
  });

  test("the studio unpublishes once it confirms, and the guide file serves the tour's own list again", async ({
    page,
  }) => {
    const guide = async () =>
      (await (await page.request.get("/Guides/22%20Chelsea%20Bay/waypoints.json")).json()) as unknown[];
    await signInToStudio(page);
    await page.goto("/property/22-chelsea-bay?edit=true");
    await waypointsRead(page);
    await page.getByRole("button", { name: "Delete Kitchen" }).click();
    await page.getByRole("button", { name: "Publish waypoints" }).click();
    await expect(page.getByText("Published: every visitor now sees these 4 waypoints.")).toBeVisible();
    expect(await guide()).toHaveLength(4);

    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Unpublish" }).click();
    expect(asked).toEqual(["Unpublish these waypoints? Every visitor will see the tour's own waypoints again."]);
    expect(await guide()).toHaveLength(4);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Unpublished: every visitor now sees the tour's own waypoints.")).toBeVisible();
    expect(await guide()).toHaveLength(5);
  });

  test("a browser that keeps its edits over a newer list is not asked again until the next publish", async ({
    page,
  }) => {
    // The guide file as the server serves it, with its version marker; here the test publishes.
    let served = { version: "first", list: ownGuide };
    await page.route(GUIDE, (route) =>
      route.fulfill({ json: served.list, headers: { "X-Waypoints-Version": served.version } }),
    );
    const reload = async () => {
      await page.reload();
      await waypointsRead(page);
    };
    await page.goto("/property/22-chelsea-bay?edit=true");
    await waypointsRead(page);
    await page.getByRole("button", { name: "Delete Kitchen" }).click();
    await reload();
    await expect(rooms(page)).toHaveText(["Front Entry", "Living Room", "Dining Area", "Master Bedroom"]);
    await expect(page.getByText(NEWER)).toHaveCount(0);

    served = { version: "second", list: ownGuide.map((entry) => ({ ...entry, name: `${entry.name} (new)` })) };
    await reload();
    await expect(page.getByText(NEWER)).toBeVisible();
    await page.getByRole("button", { name: "Keep my edits" }).click();
    await expect(page.getByText(NEWER)).toHaveCount(0);
    await reload();
    await expect(rooms(page)).toHaveText(["Front Entry", "Living Room", "Dining Area", "Master Bedroom"]);
    await expect(page.getByText(NEWER)).toHaveCount(0);

    served = { version: "third", list: ownGuide.slice(0, 2) };
    await reload();
    await expect(page.getByText(NEWER)).toBeVisible();
    await expectNoViolations(page);
  });
});

test("a saved review survives a server restart and shows in /studio", async ({ newContext }) => {
  test.setTimeout(120_000);
  const port = await serverPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await freshDataDir("site-restart-");
  const store = await ownDatabase();
  let server = await startServer(port, dataDir, "next-start", store.databaseUrl);
  const context = await newContext({ baseURL: base });
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
