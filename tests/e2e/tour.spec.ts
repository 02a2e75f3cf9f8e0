import type { Page, Route } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { seedStorage } from "./support/storage";
import { expect, test } from "./support/test";
import { GUIDE, lightTour, serveOwnGuide } from "./support/tour";

const TOUR = "/property/22-chelsea-bay";
const STORAGE_KEY = "tour-data-v3-22-chelsea-bay";

const slider = (page: Page) => page.getByRole("slider", { name: "Frame" });
const rooms = (page: Page) => page.getByRole("navigation", { name: "Rooms" }).getByRole("button");
const floorButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Floor" }).getByRole("button", { name });
const storedWaypoints = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), STORAGE_KEY);

test.beforeEach(async ({ page }) => {
  await serveOwnGuide(page);
});

/** Waits until the slider can be used: the current frame, its neighbours and the coarse pass are in. */
async function openTour(page: Page, query = "") {
  await page.goto(`${TOUR}${query}`);
  await expect(slider(page)).toBeEnabled();
}

test.describe("tour viewer", () => {
  test("shows loading progress with the slider disabled until the coarse pass is in", async ({ page }) => {
    // The badge goes once every one of the tour's frames is fetched and drawn: seconds here, about half
    // a minute on a machine a few times slower (E2E_CPU_THROTTLE=4 on a busy one), still loading all along.
    test.setTimeout(90_000);
    const held: Route[] = [];
    let holding = true;
    await page.route("**/frame_*.jpg", (route) => (holding ? held.push(route) : route.continue()));
    await page.goto(TOUR);
    const progress = page.getByRole("progressbar", { name: "Loading frames" });
    await expect(progress).toHaveText("Loading frames 0%");
    await expect(slider(page)).toBeDisabled();
    await expect.poll(() => held.length).toBe(6);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(slider(page)).toBeEnabled();
    await expect(progress).toHaveAttribute("aria-valuenow", /\d+/);
    await expect(progress).toBeHidden({ timeout: 60_000 });
  });

  test("moves one frame with the arrow keys and follows the slider pattern", async ({ page }) => {
    await openTour(page);
    await expect(slider(page)).toHaveValue("1");
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveValue("2");
    await page.keyboard.press("ArrowLeft");
    await expect(slider(page)).toHaveValue("1");
    await slider(page).focus();
    await page.keyboard.press("PageUp");
    await expect(slider(page)).toHaveValue("11");
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveValue("12");
    await page.keyboard.press("PageDown");
    await expect(slider(page)).toHaveValue("2");
    await page.keyboard.press("End");
    await expect(slider(page)).toHaveValue("529");
    await page.keyboard.press("Home");
    await expect(slider(page)).toHaveValue("1");
  });

  test("a waypoint button jumps to its frame, named in the slider's value text and kept in the address", async ({
    page,
  }) => {
    await lightTour(page);
    await openTour(page);
    await expect(rooms(page)).toHaveText(["Front Entry", "Living Room", "Kitchen", "Dining Area", "Master Bedroom"]);
    await rooms(page).filter({ hasText: "Kitchen" }).click();
    await expect(slider(page)).toHaveValue("275");
    await expect(slider(page)).toHaveAttribute("aria-valuetext", "Frame 275 of 529, Kitchen");
    await expect(page).toHaveURL(/\?frame=275$/);
  });

  test("opens a deep link at its frame", async ({ page }) => {
    await lightTour(page);
    await openTour(page, "?frame=350");
    await expect(slider(page)).toHaveValue("350");
    await expect(slider(page)).toHaveAttribute("aria-valuetext", "Frame 350 of 529, Dining Area");
  });

  test("starts on the 2nd floor, switches floors, then follows the camera's floor from the first move", async ({
    page,
  }) => {
    await lightTour(page);
    await openTour(page);
    await expect(floorButton(page, "2nd Floor")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: "2nd Floor floor plan" })).toBeVisible();
    await floorButton(page, "3rd Floor").click();
    await expect(page.getByRole("img", { name: "3rd Floor floor plan" })).toBeVisible();
    await rooms(page).filter({ hasText: "Living Room" }).click();
    await expect(floorButton(page, "1st Floor")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("you-are-here")).toBeVisible();
    await page.getByRole("button", { name: "Go to Kitchen, frame 275" }).click();
    await expect(slider(page)).toHaveValue("275");
    await rooms(page).filter({ hasText: "Master Bedroom" }).click();
    await expect(floorButton(page, "2nd Floor")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Go to Master Bedroom, frame 450" })).toBeVisible();
  });

  test("an unknown property answers 404 with the viewer's empty state and the way back", async ({ page }) => {
    const response = await page.goto("/property/no-such-house");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour not found");
    await expect(page.getByRole("link", { name: "Back to Properties" }).first()).toHaveAttribute("href", "/property");
  });

  test("says so when the tour's frames are missing", async ({ page }) => {
    await page.route("**/frame_*.jpg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(TOUR);
    await expect(page.getByText("No tour frames found. Please check configuration.")).toBeVisible();
  });

  // On the full path, so axe also sees the loading badge (edit mode's audit sees the light path's note).
  test("has no accessibility violations while viewing @mobile", async ({ page }) => {
    await openTour(page);
    await expectNoViolations(page);
  });
});

/** The tour frames the page asks for (not the poster, which comes through the image optimizer), as paths. */
function frameRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/frame_\d{6}\.jpg$/.test(pathname)) paths.push(pathname);
  });
  return paths;
}

const frameNumbers = (paths: readonly string[]) =>
  paths.map((path) => Number(/frame_(\d{6})\.jpg$/.exec(path)?.[1])).sort((a, b) => a - b);

test.describe("frames sized to the screen", () => {
  test.describe("on a 412 px phone at 1.75x (Lighthouse's)", () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

    test("fetches the 768 px frames", async ({ page }) => {
      const paths = frameRequests(page);
      await openTour(page);
      expect(paths.length).toBeGreaterThan(30);
      expect(paths.filter((path) => !path.startsWith("/generated/tours/22-chelsea-bay/frames/768/"))).toEqual([]);
    });
  });

  test("a wide screen fetches the 1280 px frames", async ({ page }) => {
    const paths = frameRequests(page);
    await openTour(page);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !path.startsWith("/generated/tours/22-chelsea-bay/frames/1280/"))).toEqual([]);
  });
});

test.describe("with Save-Data", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
  });

  test("fetches only the first frames and the coarse pass, small, until the visitor moves", async ({ page }) => {
    const paths = frameRequests(page);
    await openTour(page);
    await expect(page.getByText("More frames load when you move")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading frames" })).toBeHidden();
    await page.waitForLoadState("networkidle");
    // Frame 1 and its neighbour, then every 16th frame to the last (529 = 1 + 16 × 33).
    expect(frameNumbers(paths)).toEqual([1, 2, ...Array.from({ length: 33 }, (_, i) => 17 + 16 * i)]);
    expect(paths.filter((path) => !path.startsWith("/generated/tours/22-chelsea-bay/frames/768/"))).toEqual([]);

    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveValue("2");
    await expect(page.getByRole("progressbar", { name: "Loading frames" })).toBeVisible();
    await expect(page.getByText("More frames load when you move")).toBeHidden();
    await expect.poll(() => paths.length).toBeGreaterThan(40);
    expect(frameNumbers(paths).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

test.describe("tour waypoints", () => {
  test.beforeEach(async ({ page }) => {
    await lightTour(page);
  });

  const fileList = [
    { id: "porch", name: "Porch", frame: 10, x: 50, y: 90, floor: "1st Floor" },
    { id: "bad", name: "Bad", frame: 9999, x: 50, y: 90, floor: "1st Floor" },
  ];

  test("the guide file replaces the built-in list; this browser's list overrides the file", async ({ page }) => {
    await page.route(GUIDE, (route) => route.fulfill({ json: fileList }));
    await openTour(page);
    await expect(rooms(page)).toHaveText(["Porch"]);
    await seedStorage(page, "local", STORAGE_KEY, [
      { id: "den", name: "Den", frame: 200, x: 40, y: 40, floor: "1st Floor" },
    ]);
    await page.reload();
    await expect(rooms(page)).toHaveText(["Den"]);
  });

  test("a guide file that is not JSON, or fails, is ignored", async ({ page }) => {
    await page.route(GUIDE, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>hi</p>" }));
    await openTour(page);
    await expect(rooms(page)).toHaveCount(5);
    await page.unroute(GUIDE);
    await page.route(GUIDE, (route) => route.abort());
    await page.reload();
    await expect(rooms(page)).toHaveCount(5);
  });

  test("unreadable saved waypoints are warned about, removed and ignored", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await seedStorage(page, "local", STORAGE_KEY, "{not json");
    await openTour(page);
    await expect(rooms(page)).toHaveCount(5);
    await expect.poll(() => warnings.some((text) => text.includes("Could not read the saved waypoints"))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });

  test("hostile saved entries are dropped and never rendered as markup", async ({ page }) => {
    await seedStorage(page, "local", STORAGE_KEY, [
      { id: "x", name: "<img src=x onerror=window.pwned=1>", frame: 20, x: 10, y: 10, floor: "1st Floor" },
      { id: "y", name: "Fine", frame: "20", x: 10, y: 10, floor: "1st Floor" },
      { id: "z", name: "Gone", frame: 20, x: 10, y: 10, floor: "Roof" },
    ]);
    await openTour(page);
    await expect(rooms(page)).toHaveText(["<img src=x onerror=window.pwned=1>"]);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });
});

test.describe("tour editing", () => {
  test.beforeEach(async ({ page }) => {
    await lightTour(page);
  });

  test("adds a waypoint by clicking the minimap, with the save hint until it is placed", async ({ page }) => {
    await openTour(page, "?edit=true");
    await expect(page.getByRole("button", { name: "Export Waypoints" })).toBeVisible();
    await rooms(page).filter({ hasText: "Living Room" }).click();
    await page.getByRole("button", { name: "Add Waypoint" }).click();
    const save = page.getByRole("button", { name: "Save Waypoint" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Name").fill("Reading Nook");
    await expect(save).toBeDisabled();
    await expect(page.getByText("Please click on the minimap to set this waypoint's position.")).toBeVisible();
    const box = (await page.getByTestId("minimap").boundingBox())!;
    await page.getByTestId("minimap").click({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
    await expect(page.getByText("Please click on the minimap to set this waypoint's position.")).toBeHidden();
    await expect(page.getByTestId("draft-position")).toBeVisible();
    await save.click();
    await expect(rooms(page)).toContainText(["Reading Nook"]);
    const stored = await storedWaypoints(page);
    expect(stored).toHaveLength(6);
    expect(stored[5]).toMatchObject({ name: "Reading Nook", frame: 150, floor: "1st Floor" });
    expect(stored[5].x).toBeCloseTo(25, 0);
    expect(stored[5].y).toBeCloseTo(50, 0);
  });

  test("places a waypoint with the keyboard alone", async ({ page }) => {
    await openTour(page, "?edit=true");
    await page.getByRole("button", { name: "Add Waypoint" }).click();
    await page.getByLabel("Name").fill("Mudroom");
    await page.getByRole("group", { name: /plan: click, or move the crosshair/ }).focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Position: 60% across, 52% down")).toBeVisible();
    await expect(slider(page)).toHaveValue("1");
    await page.getByRole("button", { name: "Save Waypoint" }).click();
    expect((await storedWaypoints(page)).at(-1)).toMatchObject({ name: "Mudroom", x: 60, y: 52 });
  });

  test("updates and deletes waypoints, writing every change", async ({ page }) => {
    await openTour(page, "?edit=true");
    await page.getByRole("button", { name: "Edit Kitchen" }).click();
    await page.getByLabel("Name").fill("Chef's Kitchen");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(rooms(page).filter({ hasText: "Chef's Kitchen" })).toBeVisible();
    expect((await storedWaypoints(page)).map((w: { name: string }) => w.name)).toContain("Chef's Kitchen");
    await page.getByRole("button", { name: "Delete Dining Area" }).click();
    await expect(rooms(page)).toHaveCount(4);
    expect(await storedWaypoints(page)).toHaveLength(4);
  });

  test("exports the list as {propertyId}-waypoints.json", async ({ page }) => {
    await openTour(page, "?edit=true");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Waypoints" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("22-chelsea-bay-waypoints.json");
    const text = await (await download.createReadStream()).toArray();
    const exported = JSON.parse(Buffer.concat(text).toString("utf8"));
    expect(exported.map((w: { name: string; frame: number }) => [w.name, w.frame])).toEqual([
      ["Front Entry", 50],
      ["Living Room", 150],
      ["Kitchen", 275],
      ["Dining Area", 350],
      ["Master Bedroom", 450],
    ]);
  });

  test("says so when the editor's code cannot be fetched, and the tour still works", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // The editor's chunk is the one that draws its heading; every other script loads as usual.
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("editor-title")) await route.abort();
      else await route.fulfill({ response, body });
    });
    await openTour(page, "?edit=true");
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "The waypoint editor could not be loaded. Reload the page to try again." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Waypoint" })).toBeHidden();
    expect(errors.some((text) => text.includes("Could not load part of the page"))).toBe(true);
    await slider(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(slider(page)).toHaveValue("2");
    // Chunks fetched after the page is interactive may still be passing through the handler as the page closes.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("has no accessibility violations in edit mode @mobile", async ({ page }) => {
    await openTour(page, "?edit=true");
    await page.getByRole("button", { name: "Add Waypoint" }).click();
    await expectNoViolations(page);
  });
});

test.describe("/property", () => {
  test("lists the tour and reveals 'Edit Waypoints' under Admin Options", async ({ page }) => {
    await page.goto("/property");
    await expect(page.getByRole("link", { name: "22 Chelsea Bay" })).toHaveAttribute("href", TOUR);
    await expect(page.getByRole("link", { name: /Edit Waypoints/ })).toHaveCount(0);
    await page.getByRole("switch", { name: "Admin Options" }).click();
    await expect(page.getByRole("link", { name: /Edit Waypoints/ })).toHaveAttribute("href", `${TOUR}?edit=true`);
  });
});
