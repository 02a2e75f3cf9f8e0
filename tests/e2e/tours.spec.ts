import type { Page } from "@playwright/test";
import sharp from "sharp";
import { seedTour, studioCookie } from "@/scripts/tours/seed-tour";
import { expectNoViolations } from "./support/axe";
import { freshDataDir, ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { makeWalkVideo } from "./support/test-video";

/*
 * Tours of real listings, run for real (docs/tours.md#tours-of-real-listings): the studio turns a
 * video the test makes in the browser into a tour, sets its floors and path and publishes it;
 * visitors scrub it on a desktop and a phone. The spec runs a server of its own: its tours and
 * uploads never reach the suite's server.
 */

let origin = "";
let cookie = "";
let stop: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await serverPort();
  const directory = await freshDataDir("site-tours-");
  const store = await ownDatabase();
  const server = await startServer(port, directory, "next-start", store.databaseUrl);
  origin = `http://127.0.0.1:${port}`;
  cookie = await studioCookie(origin, STUDIO_PASSWORD);
  stop = async () => {
    await stopServer(server);
    await store.drop();
  };
});

test.afterAll(async () => stop());

const plan = (background: string, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function signIn(page: Page) {
  const response = await page.request.post(`${origin}/api/studio/session`, { data: { password: STUDIO_PASSWORD } });
  expect(response.status()).toBe(204);
}

async function newTourThroughApi(page: Page, name: string): Promise<number> {
  const response = await page.request.post(`${origin}/api/studio/tours`, { data: { name, location: "Calgary, AB" } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

type Detail = {
  slug: string;
  status: string;
  footage: { id: number; storedFrames: number; frameCount: number; sizes: Record<string, unknown> } | null;
};

async function detailOf(page: Page, id: number): Promise<Detail> {
  return (await (await page.request.get(`${origin}/api/studio/tours/${id}`)).json()) as Detail;
}

/** The footage panel's refusal (the page has Next.js's route announcer as an alert too). */
const refusal = (page: Page) => page.getByRole("region", { name: "Footage" }).getByRole("alert");
const slider = (page: Page) => page.getByRole("slider", { name: "Frame" });
const frameNumber = (url: string) => Number(/\/frames\/(\d+)$/.exec(new URL(url).pathname)?.[1]);

test.describe("tours of real listings", () => {
  test("the studio makes a tour from a video, with two floors and three points of the path, and publishes it", async ({
    page,
    newContext,
  }) => {
    test.setTimeout(240_000);
    await signIn(page);
    await page.goto(`${origin}/studio`);
    await page.getByRole("tab", { name: "Tours" }).click();
    await expect(page.getByText("No tours yet.")).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole("button", { name: "New tour" }).click();
    await page.getByLabel("Property name").fill("118 Elbow Drive");
    await page.getByLabel("Location").fill("Calgary, AB");
    await page.getByRole("button", { name: "Create tour" }).click();
    await expect(page.getByRole("heading", { name: "118 Elbow Drive", level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/\?tour=\d+$/);
    await expect(page.getByText("Drop the walkthrough video here")).toBeVisible();
    await expectNoViolations(page);

    // Each frame's upload held back a little, so the progress in frames can be seen.
    await page.route("**/footage/*/frames/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    const video = await makeWalkVideo(page, { width: 640, height: 360, seconds: 2 });
    await page.getByLabel("Choose the walkthrough video of 118 Elbow Drive").setInputFiles({
      name: "walk.mp4",
      mimeType: "video/mp4",
      buffer: video,
    });
    await expect(page.getByText(/walk\.mp4 · 640 × 360 · H\.264 · 0:02 · 60 video frames/)).toBeVisible();
    await page.getByRole("spinbutton", { name: "Frames" }).fill("24");
    await page.getByRole("button", { name: "Make 24 frames" }).click();
    await expect(page.getByRole("status").filter({ hasText: /: \d+ of 24 frames stored/ })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Frames stored" })).toBeVisible();
    await expectNoViolations(page);
    await expect(page.getByText(/24 frames stored \(/)).toBeVisible({ timeout: 90_000 });

    // Two floors, each with its plan.
    await page.getByRole("button", { name: "Add floor" }).click();
    await page.getByRole("button", { name: "Add floor" }).click();
    await page.getByLabel("Floor 2 name").fill("Upper Floor");
    await page.getByLabel("Floor 2 name").blur();
    await page
      .getByLabel("Plan of Main Floor")
      .setInputFiles({ name: "main.png", mimeType: "image/png", buffer: await plan("#35506b") });
    await expect(page.getByRole("img", { name: "Main Floor plan" })).toBeVisible();
    await page.getByLabel("Plan of Upper Floor").setInputFiles({
      name: "upper.png",
      mimeType: "image/png",
      buffer: await plan("#6b4535", 1000, 500),
    });
    await expect(page.getByRole("img", { name: "Upper Floor plan" })).toBeVisible();

    // The walk: the first frames on the main floor, from frame 16 upstairs; three points, the last by keyboard.
    await page.getByLabel("Frame 1 is on").selectOption({ label: "Main Floor" });
    const planBox = page.getByTestId("path-plan");
    await planBox.click({ position: { x: 40, y: 200 } });
    await slider(page).fill("10");
    await planBox.click({ position: { x: 200, y: 100 } });
    await slider(page).fill("16");
    await page.getByLabel("Frame 16 is on").selectOption({ label: "Upper Floor" });
    await expect(page.getByRole("button", { name: "Frames 16–24: Upper Floor" })).toBeVisible();
    await planBox.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("list", { name: "Points of the path" }).getByRole("listitem")).toHaveCount(3);
    await slider(page).fill("5");
    await expect(page.getByTestId("path-marker")).toBeVisible();
    await expect(page.getByText("All changes saved")).toBeVisible();
    await expectNoViolations(page);

    let question = "";
    page.once("dialog", (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Publish tour" }).click();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    expect(question).toBe("Publish 118 Elbow Drive? It will be listed on /property for every visitor.");
    await expectNoViolations(page);

    const visitor = await newContext();
    const tourPage = await visitor.newPage();
    const answer = await tourPage.goto(`${origin}/property/118-elbow-drive`);
    expect(answer?.status()).toBe(200);
    await expect(tourPage.getByRole("heading", { level: 1 })).toHaveText("118 Elbow Drive");
    await expect(tourPage.getByRole("group", { name: "Floor" }).getByRole("button")).toHaveText([
      "Main Floor",
      "Upper Floor",
    ]);
    await visitor.close();
  });

  test("a visitor scrubs a published tour and 'you are here' walks its path @mobile", async ({ page }) => {
    test.setTimeout(120_000);
    const tour = await seedTour(origin, cookie, { name: "Scrub House", frames: 48, source: "plain" });
    // Rendered per request: a fresh nonce each time, never a cached page's, and nothing the policy blocks.
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const answer = await page.request.get(`${origin}/property/${tour.slug}`);
        expect(answer.status()).toBe(200);
        return /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
      }),
    );
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    const frames: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/tour-frames\//.test(request.url())) frames.push(new URL(request.url()).pathname);
    });
    // Its cover, poster and plans go through the image optimizer, which takes only the paths it knows.
    const optimized: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      const picture = url.pathname === "/_next/image" ? url.searchParams.get("url") : null;
      if (picture?.startsWith("/api/")) optimized.push(`${picture.split("/")[2]} ${response.status()}`);
    });
    await page.goto(`${origin}/property`);
    await page.getByRole("link", { name: "Scrub House" }).click();
    await expect(page).toHaveURL(`${origin}/property/${tour.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scrub House");
    await expect(slider(page)).toBeEnabled();
    // The frames as wide as the picture's device pixels, as the demo's (this phone's 2.6x takes the 1280 ones).
    const needed = await page.evaluate(
      () => (document.querySelector("canvas")?.parentElement?.clientWidth ?? 0) * window.devicePixelRatio,
    );
    const width = needed <= 768 ? 768 : 1280;
    expect(frames.length).toBeGreaterThan(3);
    expect(frames.filter((path) => !path.includes(`/frames/${width}/frame_`))).toEqual([]);

    const marker = page.getByTestId("you-are-here");
    await slider(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(marker).toBeVisible();
    const first = await marker.boundingBox();
    await page.keyboard.press("PageUp");
    await expect(slider(page)).toHaveValue("12");
    const later = await marker.boundingBox();
    expect(first && later && Math.hypot(later.x - first.x, later.y - first.y)).toBeGreaterThan(5);
    // Up the stairs (frame 34 on), the plan follows the camera to the 2nd floor.
    await slider(page).fill("40");
    await expect(page.getByRole("group", { name: "Floor" }).getByRole("button", { name: "2nd Floor" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(marker).toBeVisible();
    await expectNoViolations(page);
    expect(blocked).toEqual([]);
    expect([...new Set(optimized)].sort()).toEqual(["tour-files 200", "tour-frames 200"]);
  });

  test("the waypoint editor works on a studio-made tour, and its published waypoints reach every visitor", async ({
    page,
    newContext,
  }) => {
    test.setTimeout(120_000);
    const tour = await seedTour(origin, cookie, { name: "Waypoint House", frames: 40, source: "plain" });
    await signIn(page);
    await page.goto(`${origin}/property/${tour.slug}?edit=true`);
    await expect(slider(page)).toBeEnabled();
    // The camera's poses decide which floor the plan shows once the visitor moves: wait until they are read.
    await page.waitForFunction(() => performance.getEntriesByName("tour:waypoints-read", "mark").length > 0);
    await slider(page).fill("20");
    await page.getByRole("button", { name: "Add Waypoint" }).click();
    await page.getByLabel("Name").fill("Kitchen");
    const box = (await page.getByTestId("minimap").boundingBox())!;
    // Through the locator, so the point is taken where the plan is when clicked, not where it was measured.
    await page.getByTestId("minimap").click({ position: { x: box.width * 0.4, y: box.height * 0.6 } });
    await page.getByRole("button", { name: "Save Waypoint" }).click();
    await page.getByRole("button", { name: "Publish waypoints" }).click();
    await expect(page.getByText("Published: every visitor now sees these 1 waypoints.")).toBeVisible();
    const guide = await page.request.get(`${origin}/Guides/Waypoint%20House/waypoints.json`);
    expect(await guide.json()).toMatchObject([{ name: "Kitchen", frame: 20, floor: "1st Floor" }]);
    const visitor = await (await newContext()).newPage();
    await visitor.goto(`${origin}/property/${tour.slug}`);
    await expect(
      visitor.getByRole("navigation", { name: "Rooms" }).getByRole("button", { name: /Kitchen/ }),
    ).toBeVisible();
  });

  test.describe("on a 412 px phone at 1.75x (Lighthouse's)", () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

    test("fetches the narrow frames of a studio-made tour", async ({ page }) => {
      const tour = await seedTour(origin, cookie, { name: "Narrow House", frames: 40, source: "plain" });
      const frames: string[] = [];
      page.on("request", (request) => {
        if (/\/api\/tour-frames\//.test(request.url())) frames.push(new URL(request.url()).pathname);
      });
      await page.goto(`${origin}/property/${tour.slug}`);
      await expect(slider(page)).toBeEnabled();
      expect(frames.length).toBeGreaterThan(3);
      expect(frames.filter((path) => !path.includes("/frames/768/frame_"))).toEqual([]);
    });
  });

  test("'Start over with this video' replaces a cut upload with the video chosen", async ({ page, context }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const id = await newTourThroughApi(page, "Start Over House");
    await page.goto(`${origin}/studio?tour=${id}`);
    const video = await makeWalkVideo(page, { width: 640, height: 360, seconds: 2 });
    // The connection goes before any frame is stored.
    await page.route("**/footage/*/frames/*", (route) => route.abort("connectionfailed"));
    await page
      .getByLabel("Choose the walkthrough video of Start Over House")
      .setInputFiles({ name: "first.mp4", mimeType: "video/mp4", buffer: video });
    await page.getByRole("button", { name: /^Make \d+ frames$/ }).click();
    await expect(page.getByText(/the connection failed, trying again in \d+ s/)).toBeVisible({ timeout: 60_000 });
    // A frame may still be passing through the handler as the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();

    const again = await context.newPage();
    await again.goto(`${origin}/studio?tour=${id}`);
    await expect(again.getByText(/Upload paused: \d+ of \d+ frames stored\./)).toBeVisible();
    const other = await makeWalkVideo(again, { width: 640, height: 360, seconds: 1 });
    await again
      .getByLabel("Choose the walkthrough video of Start Over House")
      .setInputFiles({ name: "second.mp4", mimeType: "video/mp4", buffer: other });
    await expect(refusal(again)).toContainText("This is not the video this upload started from.");
    again.once("dialog", (dialog) => void dialog.accept());
    await again.getByRole("button", { name: "Start over with this video" }).click();
    await expect(again.getByText(/second\.mp4 · 640 × 360 · H\.264 · 0:01/)).toBeVisible();
    await expect(again.getByRole("button", { name: /^Make \d+ frames$/ })).toBeVisible();
    await expect(refusal(again)).toHaveCount(0);
    expect((await detailOf(again, id)).footage).toBeNull();
  });

  test("a cut upload goes on from the frames stored, and never sends them again", async ({ page, context }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const id = await newTourThroughApi(page, "Resume House");
    await page.goto(`${origin}/studio?tour=${id}`);
    const video = await makeWalkVideo(page, { width: 640, height: 360, seconds: 2 });
    const file = { name: "resume.mp4", mimeType: "video/mp4", buffer: video };

    // The connection goes after 8 frames are stored: every later frame upload fails.
    let stored = 0;
    await page.route("**/footage/*/frames/*", async (route) => {
      if (stored >= 8) return route.abort("connectionfailed");
      const response = await route.fetch();
      if (response.status() === 201) stored += 1;
      await route.fulfill({ response });
    });
    await page.getByLabel("Choose the walkthrough video of Resume House").setInputFiles(file);
    await page.getByRole("spinbutton", { name: "Frames" }).fill("30");
    await page.getByRole("button", { name: "Make 30 frames" }).click();
    await expect(page.getByText(/the connection failed, trying again in \d+ s/)).toBeVisible({ timeout: 60_000 });
    // A frame may still be passing through the handler as the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();

    const detail = (await (await context.request.get(`${origin}/api/studio/tours/${id}`)).json()) as Detail;
    const footage = detail.footage!;
    const state = (await (
      await context.request.get(`${origin}/api/studio/tours/${id}/footage/${footage.id}`)
    ).json()) as { stored: number[] };
    expect(state.stored.length).toBeGreaterThanOrEqual(8);
    expect(state.stored.length).toBeLessThan(30);

    // A new tab: the tour says where the upload stopped, and goes on from there with the same video.
    const again = await context.newPage();
    const sent: number[] = [];
    again.on("request", (request) => {
      if (request.method() === "PUT" && /\/footage\/\d+\/frames\/\d+$/.test(request.url()))
        sent.push(frameNumber(request.url()));
    });
    await again.goto(`${origin}/studio?tour=${id}`);
    await expect(again.getByText(`Upload paused: ${state.stored.length} of 30 frames stored.`)).toBeVisible();
    await expectNoViolations(again);
    // Another video is not taken for this one.
    const other = await makeWalkVideo(again, { width: 640, height: 360, seconds: 1 });
    await again.getByLabel("Choose the walkthrough video of Resume House").setInputFiles({ ...file, buffer: other });
    await expect(refusal(again)).toContainText("This is not the video this upload started from.");
    await again.getByLabel("Choose the walkthrough video of Resume House").setInputFiles(file);
    await expect(again.getByText(/30 frames stored \(/)).toBeVisible({ timeout: 90_000 });
    expect(sent.length).toBe(30 - state.stored.length);
    expect(sent.filter((frame) => state.stored.includes(frame))).toEqual([]);
    const done = (await (await context.request.get(`${origin}/api/studio/tours/${id}`)).json()) as Detail;
    expect(done.footage?.storedFrames).toBe(30);
  });

  test("a file that is not a video, and a damaged video, are refused with a clear message and nothing is stored", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const id = await newTourThroughApi(page, "Refusal House");
    await page.goto(`${origin}/studio?tour=${id}`);
    const picker = page.getByLabel("Choose the walkthrough video of Refusal House");
    await picker.setInputFiles({ name: "walk.mp4", mimeType: "video/mp4", buffer: await plan("#123456") });
    await expect(refusal(page)).toHaveText(
      "walk.mp4: This file is not a video the site can read. Choose an MP4, MOV or WebM walkthrough.",
    );
    const video = await makeWalkVideo(page, { width: 640, height: 360, seconds: 2 });
    await picker.setInputFiles({
      name: "cut.mp4",
      mimeType: "video/mp4",
      buffer: video.subarray(0, Math.round(video.length * 0.6)),
    });
    await expect(refusal(page)).toHaveText(
      "cut.mp4: This video could not be read: it may be damaged or cut short. Export it again and choose the new file.",
    );
    await expectNoViolations(page);
    expect((await detailOf(page, id)).footage).toBeNull();

    // A phone held upright: its rotation is honoured, and its frames fit the viewer's height.
    const portrait = await makeWalkVideo(page, { width: 640, height: 360, seconds: 1, rotation: 90 });
    await picker.setInputFiles({ name: "portrait.mp4", mimeType: "video/mp4", buffer: portrait });
    await expect(page.getByText(/portrait\.mp4 · 360 × 640 · H\.264/)).toBeVisible();
    await expect(page.getByRole("img", { name: "The first frame of portrait.mp4" })).toHaveJSProperty(
      "naturalHeight",
      569,
    );
  });

  test("an unpublished tour is not there for visitors: 404, not listed, no guide file", async ({
    page,
    newContext,
  }) => {
    test.setTimeout(120_000);
    const tour = await seedTour(origin, cookie, { name: "Draft House", frames: 8, source: "plain", publish: false });
    const visitor = await (await newContext()).newPage();
    const check = async (visible: boolean) => {
      const answer = await visitor.goto(`${origin}/property/${tour.slug}`);
      expect(answer?.status()).toBe(visible ? 200 : 404);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(visible ? "Draft House" : "Tour not found");
      const guide = await visitor.request.get(`${origin}/Guides/Draft%20House/waypoints.json`);
      expect(guide.status()).toBe(visible ? 200 : 404);
      await visitor.goto(`${origin}/property`);
      await expect(visitor.getByRole("heading", { name: "22 Chelsea Bay" })).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Draft House" })).toHaveCount(visible ? 1 : 0);
    };
    await check(false);
    await signIn(page);
    expect((await page.request.post(`${origin}/api/studio/tours/${tour.id}/publish`)).status()).toBe(200);
    await check(true);
    expect((await page.request.delete(`${origin}/api/studio/tours/${tour.id}/publish`)).status()).toBe(200);
    await check(false);
  });
});
