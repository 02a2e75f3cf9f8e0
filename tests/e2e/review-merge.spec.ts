import type { Page } from "@playwright/test";
import { openPost, openReview, postPreview } from "./support/review";
import { reviewLink, signInToStudio } from "./support/studio";
import { expect, test } from "./support/test";

const SENT = "All comments saved! The studio has your review.";
const NOT_SENT =
  "Your comments are saved in this browser, but they could not be sent to the studio just now. They will be sent the next time you save or open this page.";
const MERGED = "Merged with changes saved from another browser: the review below includes both.";
const LATEST = "The studio has your latest review.";
const T = "2026-11-23T17:00:00.000Z";

const pin = (id: string, text: string, x = 20) => ({ id, x, y: 20, text, isNew: true, timestamp: T });

/** Accepts every alert and confirmation, and records their texts. */
function acceptDialogs(page: Page) {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function addPin(page: Page, text: string) {
  const image = postPreview(page).getByRole("group", { name: /click to pin a comment/ });
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.6);
  await postPreview(page).getByRole("textbox", { name: "New comment" }).fill(text);
  await postPreview(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(postPreview(page).getByRole("button", { name: new RegExp(`^Pin \\d+: ${text}$`) })).toBeVisible();
}

async function saveComments(page: Page) {
  await postPreview(page).getByRole("button", { name: "Save Comments" }).click();
  await expect(postPreview(page)).toBeHidden();
}

/** Opens a post and checks which of the client's pins it shows, then closes it. */
async function expectPins(page: Page, post: number, shown: string[], gone: string[] = []) {
  await openPost(page, post);
  const marker = (text: string) => postPreview(page).getByRole("button", { name: new RegExp(`^Pin \\d+: ${text}$`) });
  for (const text of shown) await expect(marker(text)).toBeVisible();
  for (const text of gone) await expect(marker(text)).toHaveCount(0);
  await postPreview(page).getByRole("button", { name: "Close preview" }).click();
  await expect(postPreview(page)).toBeHidden();
}

test.describe("one review link in two browsers", () => {
  test("each browser's new, edited and deleted pins and decisions survive the other's save", async ({
    page,
    newContext,
  }) => {
    // Two browsers, each going through several posts.
    test.setTimeout(90_000);
    await signInToStudio(page);
    const link = await reviewLink(page.request, "calgaryproleaning");
    const key = link.split("key=")[1];
    const seeded = await page.request.post(`/api/reviews/calgaryproleaning?key=${key}`, {
      data: {
        baseVersion: 0,
        review: {
          decisions: { "post-5": "approved" },
          comments: { "post-1": [pin("a", "Seed one", 20), pin("b", "Seed two", 70)] },
        },
      },
    });
    expect(seeded.status()).toBe(201);
    const phoneContext = await newContext();
    const laptop = page;
    const phone = await phoneContext.newPage();
    const laptopDialogs = acceptDialogs(laptop);
    const phoneDialogs = acceptDialogs(phone);
    try {
      // Both open the link before either saves: both start from version 1.
      await openReview(laptop, link);
      await openReview(phone, link);
      await expect(phone.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();

      await openPost(laptop, 1);
      await postPreview(laptop)
        .getByRole("button", { name: /^Pin \d+: Seed one$/ })
        .click();
      await postPreview(laptop).getByRole("textbox", { name: "Edit comment" }).fill("Edited on the laptop");
      await postPreview(laptop).getByRole("button", { name: "Save Changes" }).click();
      await postPreview(laptop).getByRole("button", { name: "Next" }).click();
      await addPin(laptop, "Added on the laptop");
      await postPreview(laptop).getByRole("button", { name: "Next" }).click();
      await postPreview(laptop).getByRole("button", { name: "Approve" }).click();
      await saveComments(laptop);
      await expect.poll(() => laptopDialogs).toEqual([SENT]);
      await expect(laptop.getByText(LATEST)).toBeVisible();
      await expect(laptop.getByText(MERGED)).toHaveCount(0);

      await openPost(phone, 1);
      await postPreview(phone)
        .getByRole("button", { name: /^Pin \d+: Seed two$/ })
        .click();
      await postPreview(phone).getByRole("button", { name: "Delete" }).click();
      await expect(postPreview(phone).getByRole("button", { name: /^Pin \d+: Seed two$/ })).toHaveCount(0);
      for (const next of [2, 3, 4]) {
        await postPreview(phone).getByRole("button", { name: "Next" }).click();
        await expect(postPreview(phone)).toHaveAccessibleName(`Social Media Post ${next}`);
      }
      await addPin(phone, "Added on the phone");
      await postPreview(phone).getByRole("button", { name: "Next" }).click();
      await postPreview(phone).getByRole("button", { name: "Request replacement" }).click();
      await saveComments(phone);
      await expect.poll(() => phoneDialogs).toEqual(["Are you sure you want to delete this annotation?", SENT]);

      // The phone's save was merged with the laptop's: it says so and shows both.
      await expect(phone.getByText(MERGED)).toBeVisible();
      await expect(phone.getByText(LATEST)).toBeVisible();
      await expect(phone.getByText("2 of 16 reviewed: 1 approved, 1 replacement")).toBeVisible();
      await expectPins(phone, 1, ["Edited on the laptop"], ["Seed one", "Seed two"]);
      await expectPins(phone, 2, ["Added on the laptop"]);

      // The laptop, opened again, has the phone's work beside its own.
      await laptop.reload();
      await expect(laptop.getByText("2 of 16 reviewed: 1 approved, 1 replacement")).toBeVisible();
      await expect(laptop.getByText(LATEST)).toBeVisible();
      await expectPins(laptop, 1, ["Edited on the laptop"], ["Seed two"]);
      await expectPins(laptop, 4, ["Added on the phone"]);

      const saved = (await (await page.request.get("/api/studio/reviews/calgaryproleaning")).json()).saved;
      expect(saved.version).toBe(3);
      expect(saved.review.decisions).toEqual({ "post-3": "approved", "post-5": "replace" });
      const texts = (post: string) => saved.review.comments[post].map((entry: { text: string }) => entry.text);
      expect(texts("post-1")).toEqual(["Edited on the laptop"]);
      expect(texts("post-2")).toEqual(["Added on the laptop"]);
      expect(texts("post-4")).toEqual(["Added on the phone"]);
    } finally {
      await phoneContext.close();
    }
  });

  test("a browser whose clock runs years behind keeps its unsent work when it comes back", async ({ page }) => {
    const dialogs = acceptDialogs(page);
    await signInToStudio(page);
    const link = await reviewLink(page.request, "minhasbuildingmaterials");
    const url = `/api/reviews/minhasbuildingmaterials?key=${link.split("key=")[1]}`;
    const first = { decisions: { "post-1": "approved" }, comments: {} };
    expect((await page.request.post(url, { data: { baseVersion: 0, review: first } })).status()).toBe(201);

    await page.clock.install({ time: new Date("2019-03-01T09:00:00Z") });
    await page.route("**/api/reviews/minhasbuildingmaterials?**", (route) =>
      route.request().method() === "POST" ? route.abort("connectionrefused") : route.continue(),
    );
    await openReview(page, link);
    await expect(page.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();
    await openPost(page, 2);
    await addPin(page, "Written offline");
    await postPreview(page).getByRole("button", { name: "Request replacement" }).click();
    await saveComments(page);
    await expect.poll(() => dialogs).toEqual([NOT_SENT]);

    // Meanwhile another browser saves, with a clock years ahead of this one's.
    const other = { decisions: { "post-1": "approved", "post-6": "approved" }, comments: {} };
    expect((await page.request.post(url, { data: { baseVersion: 1, review: other } })).status()).toBe(201);

    await page.unroute("**/api/reviews/minhasbuildingmaterials?**");
    await page.reload();
    await expect(page.getByText("3 of 16 reviewed: 2 approved, 1 replacement")).toBeVisible();
    await expect(page.getByText(MERGED)).toBeVisible();
    await expect(page.getByText(LATEST)).toBeVisible();
    const saved = (await (await page.request.get("/api/studio/reviews/minhasbuildingmaterials")).json()).saved;
    expect(saved.version).toBe(3);
    expect(saved.review.decisions).toEqual({ "post-1": "approved", "post-2": "replace", "post-6": "approved" });
    expect(saved.review.comments["post-2"].map((entry: { text: string }) => entry.text)).toEqual(["Written offline"]);
  });
});

test("a review link that saves too often is told when to try again, and that save is not stored", async ({ page }) => {
  await signInToStudio(page);
  const link = await reviewLink(page.request, "blackfootlanguagerevitilization");
  const url = `/api/reviews/blackfootlanguagerevitilization?key=${link.split("key=")[1]}`;
  // Each save adds a pin of its own (saves from no version add to what is saved), named for this run.
  const run = Date.now().toString(36);
  const save = (n: number) => ({
    baseVersion: 0,
    review: { decisions: {}, comments: { [`post-${(n % 16) + 1}`]: [pin(`${run}-${n}`, `Save ${n}`)] } },
  });
  // 30 saves a minute: a minute may turn while these are sent, so up to two minutes' worth.
  let refused: { n: number; status: number; retryAfter: string | undefined; error: string } | null = null;
  for (let n = 0; n < 61 && refused === null; n += 1) {
    const response = await page.request.post(url, { data: save(n) });
    if (response.status() !== 201) {
      const retryAfter = response.headers()["retry-after"];
      refused = { n, status: response.status(), retryAfter, error: (await response.json()).error };
    }
  }
  expect(refused?.status).toBe(429);
  const wait = Number(refused?.retryAfter);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(refused?.error).toBe(`This review link has saved too often in the last minute. Try again in ${wait} seconds.`);
  const saved = (await (await page.request.get("/api/studio/reviews/blackfootlanguagerevitilization")).json()).saved;
  const ids = Object.values((saved?.review.comments ?? {}) as Record<string, { id: string }[]>).flatMap((list) =>
    list.map((entry) => entry.id),
  );
  expect(ids).toEqual(expect.arrayContaining(Array.from({ length: refused?.n ?? 0 }, (_, n) => `${run}-${n}`)));
  expect(ids).not.toContain(`${run}-${refused?.n}`);
});
