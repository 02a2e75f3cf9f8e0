import type { Page } from "@playwright/test";
import { DEVICE_WIDTHS, IMAGE_WIDTHS } from "@/src/config/images";
import { freezeClock } from "./support/clock";
import { webDesignCartItem, webDesignOrderLine } from "./support/fixtures";
import { JS_URL, LONG, rawFetch, watchForHarm, XSS } from "./support/hostile";
import { dismissGuide, GUIDE_DISMISSED_KEY, openPost, postCard, postCards, postPreview } from "./support/review";
import { seedStorage } from "./support/storage";
import { reviewLink, signInToStudio, STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { GUIDE, lightTour, ownGuide, serveOwnGuide } from "./support/tour";
import { MAX_MESSAGE_LENGTH } from "../../src/features/inquiries/constants";
import { LOAD_DELAY_MS } from "../../src/features/review/constants";

/*
 * Everything the site reads from outside its own code (route ids, query parameters, browser
 * storage, the fetched guide file, request bodies, the contact form) fed with hostile values:
 * markup, script URLs, 100k-character strings, wrong types and prototype keys. Nothing may run,
 * crash or be stored; the page shows its content or the spec's fallback. Unparseable storage per
 * key, the studio's refusals of oversize review bodies and a first hostile waypoint list are in
 * shop-cart, contact, review, tour and store specs; this file goes through every input at once.
 */

const TOUR = "/property/22-chelsea-bay";
const T = "2026-11-23T17:00:00.000Z";
const SPEC_ALERT = "All comments saved! In a real app, these would be saved to a database.";

const rooms = (page: Page) => page.getByRole("navigation", { name: "Rooms" }).getByRole("button");
const slider = (page: Page) => page.getByRole("slider", { name: "Frame" });
const stored = (page: Page, area: "local" | "session", key: string) =>
  page.evaluate(([which, k]) => (which === "local" ? localStorage : sessionStorage).getItem(k), [area, key] as const);

/** Console errors and warnings, where the storage helper logs the spec's messages. */
function consoleProblems(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  return messages;
}

/** JSON.parse keeps `__proto__` as an own key, so these are what a hostile page or extension could store. */
const PROTO_OBJECT = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
/** A one-entry list whose `field` is missing but offered under `__proto__` (an own key once parsed). */
const fieldOnProto = (entry: Record<string, unknown>, field: string) => {
  const { [field]: value, ...rest } = entry;
  const proto = JSON.stringify({ [field]: value, polluted: true });
  return `[${JSON.stringify(rest).replace(/^\{/, `{"__proto__":${proto},"prototype":{"polluted":true},`)}]`;
};

/** Values of no use to any key: not JSON, wrong types, markup, prototype keys. */
const JUNK: [string, string][] = [
  ["not JSON", "{not json"],
  ["a bare string of markup", XSS],
  ["a number", "42"],
  ["a JSON string of markup", JSON.stringify(XSS)],
  ["null", "null"],
  ["an object of prototype keys", PROTO_OBJECT],
  ["a list of junk", JSON.stringify([42, XSS, null, [JS_URL]])],
];

test.describe("route ids", () => {
  const hostileIds = [
    encodeURIComponent(XSS),
    encodeURIComponent(JS_URL),
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "%E0%A4%A",
    "x".repeat(8_000),
  ];
  const screens = [
    { route: "/shop", screen: (page: Page) => page.getByRole("heading", { level: 1, name: "Service Not Found" }) },
    { route: "/property", screen: (page: Page) => page.getByRole("heading", { level: 1, name: "Tour not found" }) },
    { route: "/socialmedia", screen: (page: Page) => page.getByText("Unknown Client", { exact: true }) },
  ];

  for (const { route, screen } of screens) {
    test(`${route}/{id} answers 404 with its not-found screen for hostile ids`, async ({ page }) => {
      const harm = await watchForHarm(page);
      for (const id of hostileIds) {
        const response = await page.goto(`${route}/${id}`);
        expect(response?.status(), id.slice(0, 40)).toBe(404);
        await expect(screen(page)).toBeVisible();
        await harm.expectUnharmed();
      }
    });
  }

  test("a 100k-character id and malformed encoding under the API answer a clear 4xx", async ({ page }) => {
    expect((await page.request.get(`/shop/${LONG}`)).status()).toBe(431);
    for (const path of [
      "/api/reviews/%E0%A4%A?key=x",
      "/Guides/%E0%A4%A/waypoints.json",
      "/api/studio/reviews/%E0%A4%A",
      "/%E0%A4%A",
    ]) {
      const status = (await page.request.get(path)).status();
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
    }
    for (const name of [encodeURIComponent(XSS), "__proto__", "constructor", "22%20chelsea%20bay"]) {
      const response = await page.request.get(`/Guides/${name}/waypoints.json`);
      expect(response.status(), name).toBe(404);
      expect(await response.json()).toEqual({ error: "No such guide" });
    }
  });
});

test.describe("query parameters", () => {
  test("the image optimizer makes the site's pictures at the widths its pages offer, and nothing else", async ({
    page,
  }) => {
    const html = await (await page.request.get("/about")).text();
    const offered = [...html.matchAll(/\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=75/g)];
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered.map((match) => Number(match[2])))).toEqual(new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS]));
    const picture = offered[0]![1]!;
    const optimize = (url: string, width = 640) => page.request.get(`/_next/image?url=${url}&w=${width}&q=75`);
    expect((await optimize(picture)).status()).toBe(200);
    for (const [url, width] of [
      [picture, 3840], // a width Next.js would make by default, which no page offers
      [picture, 2048],
      [`${picture}${encodeURIComponent("?v=1")}`, 640], // the same picture under another name
      [encodeURIComponent("/api/review-images/1/480"), 640], // an upload: served by its own handler
      [encodeURIComponent("/api/health"), 640],
      [encodeURIComponent("/favicon.ico"), 640],
    ] as const) {
      expect((await optimize(url, width)).status(), `${decodeURIComponent(url)} at ${width}`).toBe(400);
    }
  });

  test("the tour viewer clamps any ?frame= and only ?edit=true turns on editing", async ({ page }) => {
    test.setTimeout(90_000);
    await serveOwnGuide(page);
    await lightTour(page);
    const harm = await watchForHarm(page);
    const frames: [string, string][] = [
      [encodeURIComponent(XSS), "1"],
      [encodeURIComponent(JS_URL), "1"],
      ["-40", "1"],
      ["1e9", "529"],
      ["Infinity", "1"],
      ["__proto__", "1"],
      ["200&frame=9", "200"],
      ["x".repeat(8_000), "1"],
    ];
    for (const [frame, shown] of frames) {
      await page.goto(`${TOUR}?frame=${frame}&key=${encodeURIComponent(XSS)}`);
      await expect(slider(page), frame.slice(0, 40)).toHaveValue(shown);
      await expect(rooms(page)).toHaveCount(5);
      await harm.expectUnharmed();
    }
    for (const edit of [encodeURIComponent(XSS), "TRUE", "1", "%20true", "javascript:true"]) {
      await page.goto(`${TOUR}?edit=${edit}`);
      await expect(rooms(page)).toHaveCount(5);
      await expect(page.getByRole("button", { name: "Export Waypoints" }), edit).toHaveCount(0);
    }
    await harm.expectUnharmed();
  });

  test("a hostile ?key= on the review page is never trusted nor shown; the page behaves as the spec says", async ({
    page,
  }) => {
    const harm = await watchForHarm(page);
    await dismissGuide(page);
    await freezeClock(page);
    for (const key of [encodeURIComponent(XSS), encodeURIComponent(JS_URL), "__proto__", "x".repeat(8_000)]) {
      await page.goto(`/socialmedia/calgaryproleaning?key=${key}&key=other`);
      await page.clock.runFor(LOAD_DELAY_MS);
      await expect(postCards(page)).toHaveCount(16);
      await expect(page.getByText("The studio has your latest review.")).toHaveCount(0);
      await expect(page.getByText(XSS)).toHaveCount(0);
    }
    await openPost(page, 1);
    await postPreview(page).getByRole("button", { name: "Approve" }).click();
    await postPreview(page).getByRole("button", { name: "Save Comments" }).click();
    await expect.poll(() => harm.dialogs).toEqual([SPEC_ALERT]);
    await harm.expectUnharmed({ dialogs: [SPEC_ALERT] });
  });
});

test.describe("browser storage", () => {
  const cartItem = webDesignCartItem;
  const quoteItem = { type: "addon", name: "Virtual Staging", unit: "per room", description: "Furnish empty rooms." };
  const orderLine = webDesignOrderLine;
  const comment = { id: "c1", x: 20, y: 20, text: "Fine", isNew: true, timestamp: T };
  const waypoint = { id: "porch", name: "Porch", frame: 10, x: 50, y: 90, floor: "1st Floor" };

  /**
   * Each key the site reads, where it is read, what shows when it is unusable, and values shaped
   * like the real thing but hostile in one field, which must be refused as a whole.
   */
  const keys: {
    area: "local" | "session";
    key: string;
    path: string;
    logged: string;
    fallback: (page: Page) => Promise<void>;
    /**
     * Resolves once the page has read the key, on the first load (nothing stored yet). Pages read some
     * keys only after loading code or data (the cart's persistence, the tour's guide), and a page that
     * has not read its key yet would read (and clear) the first value the test writes, just before the
     * reload: by default, wait for the network to fall quiet. Each later load has read its key once its
     * value is logged and cleared, which the test checks before it writes the next one.
     */
    settled?: (page: Page) => Promise<unknown>;
    /**
     * What the page needs besides the site (the tour's own guide, its light path). Only where needed:
     * a routed page bypasses the browser's cache, so every reload would fetch all its scripts again.
     */
    prepare?: (page: Page) => Promise<unknown>;
    /** What each load waits for before its key is checked: the review page's 1 s load, on a paused clock. */
    loaded?: (page: Page) => Promise<unknown>;
    hostile: [string, string][];
  }[] = [
    {
      area: "local",
      key: "studio_cart_v1",
      path: "/shop",
      logged: "Error parsing saved cart data",
      fallback: (page) => expect(page.getByRole("button", { name: "Cart, empty" })).toBeVisible(),
      hostile: [
        ["a script URL as the image", JSON.stringify([{ ...cartItem, image: JS_URL }])],
        ["another site's image", JSON.stringify([{ ...cartItem, image: "//evil.example/x.webp" }])],
        ["a 100k-character name", JSON.stringify([{ ...cartItem, name: LONG }])],
        ["a price as text", JSON.stringify([{ ...cartItem, price: "0" }])],
        ["an infinite price", JSON.stringify([cartItem]).replace("1899", "1e400")],
        ["a list as the name", JSON.stringify([{ ...cartItem, name: [XSS] }])],
        ["the image only on __proto__", fieldOnProto(cartItem, "image")],
        ["an object as the cart", JSON.stringify({ items: [cartItem] })],
      ],
    },
    {
      area: "session",
      key: "vantaroom_quote_request",
      path: "/contact",
      logged: "Error parsing VantaRoom quote data",
      fallback: async (page) => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
        await expect(page.getByLabel("Subject")).toHaveValue("New Inquiry");
      },
      hostile: [
        ["an unknown item type", JSON.stringify([{ ...quoteItem, type: "<script>" }])],
        ["a 100k-character name", JSON.stringify([{ ...quoteItem, name: LONG }])],
        ["features as text", JSON.stringify([{ type: "package", name: "Pro", features: XSS }])],
        ["a number as the unit", JSON.stringify([{ ...quoteItem, unit: 7 }])],
        ["an empty list", "[]"],
        ["the type only on __proto__", fieldOnProto(quoteItem, "type")],
      ],
    },
    {
      area: "session",
      key: "studio_order_request",
      path: "/contact",
      logged: "Error parsing order request data",
      fallback: (page) => expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH"),
      hostile: [
        ["a negative price", JSON.stringify({ items: [{ ...orderLine, price: -1 }], subtotal: 1 })],
        ["a 100k-character name", JSON.stringify({ items: [{ ...orderLine, name: LONG }], subtotal: 1 })],
        ["items as an object", JSON.stringify({ items: { 0: orderLine }, subtotal: 1 })],
        ["a subtotal as text", JSON.stringify({ items: [orderLine], subtotal: "1899" })],
        ["the items only on __proto__", '{"__proto__":{"items":[]},"subtotal":1}'],
      ],
    },
    {
      area: "local",
      key: "review-v1-minhasbuildingmaterials",
      path: "/socialmedia/minhasbuildingmaterials",
      logged: "Error parsing saved review data",
      prepare: freezeClock,
      loaded: (page) => page.clock.runFor(LOAD_DELAY_MS),
      fallback: (page) => expect(page.getByText("0 of 16 reviewed")).toBeVisible(),
      hostile: [
        [
          "a decision for a post that does not exist",
          JSON.stringify({
            review: { decisions: { "post-17": "approved" }, comments: {} },
            updatedAt: T,
            unsent: true,
          }),
        ],
        [
          "a markup decision",
          JSON.stringify({ review: { decisions: { "post-1": XSS }, comments: {} }, updatedAt: T, unsent: true }),
        ],
        [
          "a 100k-character comment",
          JSON.stringify({
            review: { decisions: {}, comments: { "post-1": [{ ...comment, text: LONG }] } },
            updatedAt: T,
            unsent: true,
          }),
        ],
        [
          "a pin outside the image",
          JSON.stringify({
            review: { decisions: {}, comments: { "post-1": [{ ...comment, x: 1e9 }] } },
            updatedAt: T,
            unsent: true,
          }),
        ],
        [
          "a script URL as the timestamp",
          JSON.stringify({ review: { decisions: {}, comments: {} }, updatedAt: JS_URL, unsent: false }),
        ],
        [
          "comments as a list",
          JSON.stringify({ review: { decisions: {}, comments: [comment] }, updatedAt: T, unsent: "no" }),
        ],
        [
          "a base version as text",
          JSON.stringify({
            review: { decisions: {}, comments: {} },
            baseVersion: "1",
            baseReview: { decisions: {}, comments: {} },
          }),
        ],
        [
          "a markup decision in the saved version it started from",
          JSON.stringify({
            review: { decisions: {}, comments: {} },
            baseVersion: 1,
            baseReview: { decisions: { "post-1": XSS }, comments: {} },
          }),
        ],
      ],
    },
    {
      area: "local",
      key: "tour-data-v3-22-chelsea-bay",
      path: TOUR,
      logged: "Could not read the saved waypoints",
      prepare: (page) => Promise.all([serveOwnGuide(page), lightTour(page)]),
      // The viewer reads the saved waypoints after fetching the guide, while its frames keep the
      // network busy: it marks the read.
      settled: (page) =>
        page.waitForFunction(() => performance.getEntriesByName("tour:waypoints-read", "mark").length > 0),
      fallback: async (page) => {
        await expect(rooms(page)).toHaveText(ownGuide.map((entry) => entry.name));
      },
      hostile: [
        ["a waypoint on a prototype floor", JSON.stringify([{ ...waypoint, floor: "constructor" }])],
        ["a waypoint on __proto__", JSON.stringify([{ ...waypoint, floor: "__proto__" }])],
        ["a frame as text", JSON.stringify([{ ...waypoint, frame: "10" }])],
        ["a 100k-character name", JSON.stringify([{ ...waypoint, name: LONG }])],
        ["a frame beyond the tour", JSON.stringify([{ ...waypoint, frame: 1e9 }])],
        ["the floor only on __proto__", fieldOnProto(waypoint, "floor")],
      ],
    },
  ];

  const networkQuiet = (page: Page) => page.waitForLoadState("networkidle");
  for (const { area, key, path, logged, fallback, hostile, settled = networkQuiet, prepare, loaded } of keys) {
    test(`${key}: junk and hostile values are logged, cleared, and the page shows its fallback`, async ({ page }) => {
      test.setTimeout(90_000);
      await prepare?.(page);
      const harm = await watchForHarm(page);
      const problems = consoleProblems(page);
      await page.goto(path);
      await settled(page);
      for (const [label, raw] of [...JUNK, ...hostile]) {
        problems.length = 0;
        await page.evaluate(([which, k, v]) => (which === "local" ? localStorage : sessionStorage).setItem(k, v), [
          area,
          key,
          raw,
        ] as const);
        await page.reload();
        await loaded?.(page);
        await fallback(page);
        await expect.poll(() => stored(page, area, key), label).toBeNull();
        await expect
          .poll(() => problems.some((text) => text.includes(logged)), {
            message: `${label} is logged`,
            timeout: 15_000,
          })
          .toBe(true);
        await harm.expectUnharmed();
      }
    });
  }

  test("well-formed values full of markup are shown as text, never as HTML", async ({ page }) => {
    const harm = await watchForHarm(page);
    await serveOwnGuide(page);
    await seedStorage(page, "local", "studio_cart_v1", [{ ...cartItem, name: XSS, category: XSS, features: [JS_URL] }]);
    await seedStorage(page, "session", "vantaroom_quote_request", [
      { type: "package", name: XSS, features: [JS_URL, XSS] },
    ]);
    await seedStorage(page, "local", "review-v1-nkzweb", {
      review: { decisions: { "post-1": "approved" }, comments: { "post-1": [{ ...comment, text: XSS }] } },
      updatedAt: T,
      unsent: true,
    });
    await dismissGuide(page);

    await page.goto("/shop");
    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByRole("heading", { name: XSS })).toBeVisible();
    await expect(cart.getByText(JS_URL)).toBeVisible();
    await harm.expectUnharmed();

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
    await expect(page.getByText(XSS).first()).toBeVisible();
    const href = (await page.getByRole("link", { name: "Email Us" }).getAttribute("href")) ?? "";
    expect(href.startsWith("mailto:hello@emberstudio.ca?subject=")).toBe(true);
    expect(new URL(href).searchParams.get("subject")).toBe(`VantaRoom Quote: ${XSS}`);
    await harm.expectUnharmed();

    await page.goto("/socialmedia/nkzweb");
    await expect(page.getByText("1 of 16 reviewed: 1 approved, 0 replacements")).toBeVisible();
    await openPost(page, 1);
    await expect(postPreview(page).getByText(XSS)).toBeVisible();
    await harm.expectUnharmed();
  });

  test("the guide-seen flag takes only `true`; anything else is cleared and the guide opens", async ({ page }) => {
    test.setTimeout(60_000);
    const harm = await watchForHarm(page);
    const problems = consoleProblems(page);
    await freezeClock(page);
    await page.goto("/socialmedia/prairiebreeze");
    for (const raw of ['"true"', "1", PROTO_OBJECT, XSS, JSON.stringify([true])]) {
      problems.length = 0;
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GUIDE_DISMISSED_KEY, raw] as const);
      await page.reload();
      await page.clock.runFor(LOAD_DELAY_MS);
      await postCard(page, 2).click();
      await expect(page.getByRole("dialog", { name: "Review guide" }), raw).toBeVisible();
      expect(
        problems.some((text) => text.includes("Error parsing the guide setting")),
        raw,
      ).toBe(true);
      await page.keyboard.press("Escape");
      await harm.expectUnharmed();
    }
  });
});

test.describe("the guide file", () => {
  const porch = { id: "porch", name: "Porch", frame: 10, x: 50, y: 90, floor: "1st Floor" };
  const bodies: [string, string, string[]][] = [
    ["an object of prototype keys", PROTO_OBJECT, ownGuide.map((entry) => entry.name)],
    ["a list with nothing valid", JSON.stringify([42, XSS, { ...porch, frame: "10" }]), ownGuide.map((e) => e.name)],
    [
      "prototype floors among good entries",
      JSON.stringify([
        { ...porch, id: "a", name: "Trap A", floor: "constructor" },
        { ...porch, id: "b", name: "Trap B", floor: "__proto__" },
        { ...porch, id: "c", name: "Trap C", floor: "toString" },
        porch,
      ]),
      ["Porch"],
    ],
    [
      "a 100k-character name beside a good entry",
      JSON.stringify([{ ...porch, id: "l", name: LONG }, porch]),
      ["Porch"],
    ],
    ["markup names, kept as text", JSON.stringify([{ ...porch, name: XSS }]), [XSS]],
    ["a list nested in __proto__", `{"__proto__":${JSON.stringify([porch])}}`, ownGuide.map((e) => e.name)],
  ];

  for (const [label, body, shown] of bodies) {
    test(`${label}: the viewer shows ${shown.length === 1 ? shown[0] : "the built-in waypoints"}, in edit mode too`, async ({
      page,
    }) => {
      const harm = await watchForHarm(page);
      await lightTour(page);
      await page.route(GUIDE, (route) => route.fulfill({ status: 200, contentType: "application/json", body }));
      await page.goto(`${TOUR}?edit=true`);
      await expect(rooms(page)).toHaveText(shown);
      // Editing a waypoint selects its floor: a prototype floor would hand the minimap a function as its image.
      await page.getByRole("button", { name: `Edit ${shown[0]}` }).click();
      await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
      await expect(page.getByTestId("minimap").getByRole("img")).toBeVisible();
      await harm.expectUnharmed();
    });
  }
});

test.describe("request bodies", () => {
  /** Every body here is refused; `status` is the clear 4xx each deserves. */
  const refusals = (valid: Record<string, unknown>): [string, number, string][] => [
    ["not JSON", 400, "{oops"],
    ["a bare string of markup", 400, XSS],
    ["empty", 400, ""],
    ["a JSON string", 422, JSON.stringify(XSS)],
    ["a number", 422, "42"],
    ["a list", 422, JSON.stringify([valid])],
    ["null", 422, "null"],
    ["only prototype keys", 422, `{"__proto__":${JSON.stringify(valid)}}`],
    ["over 64 KB", 413, JSON.stringify({ ...valid, pad: "x".repeat(70_000) })],
  ];

  test("review saves: refused with nothing stored, markup kept as text, and a key opens one client only", async ({
    page,
  }) => {
    const harm = await watchForHarm(page);
    await signInToStudio(page);
    const key = (await reviewLink(page.request, "luxurywindowsexteriors")).split("key=")[1] ?? "";
    const otherKey = (await reviewLink(page.request, "blackfootlanguagerevitilization")).split("key=")[1] ?? "";
    const url = `/api/reviews/luxurywindowsexteriors?key=${key}`;
    const comment = { id: "c1", x: 10, y: 10, text: "ok", isNew: true, timestamp: T };
    const savedReview = async () =>
      (await (await page.request.get("/api/studio/reviews/luxurywindowsexteriors")).json()).saved;
    const before = await savedReview();
    await page.goto("/mockup-calculator");
    /** A save of the review written out in `review` (JSON text), from no saved version. */
    const save = (review: string) => `{"baseVersion":0,"review":${review}}`;
    const cases: [string, number, string][] = [
      ...refusals({ baseVersion: 0, review: { decisions: {}, comments: {} } }),
      ["a bare review (no base version)", 422, '{"decisions":{},"comments":{}}'],
      ["a base version as text", 422, '{"baseVersion":"1","review":{"decisions":{},"comments":{}}}'],
      ["a base version past any integer", 422, '{"baseVersion":1e309,"review":{"decisions":{},"comments":{}}}'],
      [
        "a base version on __proto__ only",
        422,
        '{"__proto__":{"baseVersion":0},"review":{"decisions":{},"comments":{}}}',
      ],
      ["a decision for toString", 422, save('{"decisions":{"toString":"approved"},"comments":{}}')],
      ["comments for hasOwnProperty", 422, save('{"decisions":{},"comments":{"hasOwnProperty":[]}}')],
      ["decisions as a list", 422, save(JSON.stringify({ decisions: ["approved"], comments: {} }))],
      ["a number as a comment", 422, save(JSON.stringify({ decisions: {}, comments: { "post-1": [42] } }))],
      [
        "a pin at Infinity",
        422,
        save(JSON.stringify({ decisions: {}, comments: { "post-1": [comment] } }).replace('"x":10', '"x":1e400')),
      ],
      [
        "a 100k-character comment",
        413,
        save(JSON.stringify({ decisions: {}, comments: { "post-1": [{ ...comment, text: LONG }] } })),
      ],
      [
        "a script URL as the timestamp",
        422,
        save(JSON.stringify({ decisions: {}, comments: { "post-1": [{ ...comment, timestamp: JS_URL }] } })),
      ],
    ];
    for (const [label, status, body] of cases) {
      expect((await rawFetch(page, url, { body })).status, label).toBe(status);
    }
    expect((await rawFetch(page, url, { body: "{}", contentType: "text/plain" })).status).toBe(415);
    expect(await savedReview()).toEqual(before);

    // Another client's key opens nothing here, for reading or writing; a key for an unknown client neither.
    const review = save(JSON.stringify({ decisions: { "post-1": "approved" }, comments: {} }));
    expect((await rawFetch(page, `/api/reviews/luxurywindowsexteriors?key=${otherKey}`, { body: review })).status).toBe(
      403,
    );
    expect((await page.request.get(`/api/reviews/luxurywindowsexteriors?key=${otherKey}`)).status()).toBe(403);
    expect((await page.request.get(`/api/reviews/__proto__?key=${key}`)).status()).toBe(404);
    expect(
      (await rawFetch(page, `/api/reviews/luxurywindowsexteriors?key=${encodeURIComponent(XSS)}`, { body: review }))
        .status,
    ).toBe(403);
    expect(await savedReview()).toEqual(before);

    // Extra keys and prototype keys (valibot's records skip __proto__, constructor and prototype) are
    // dropped; markup is stored as the text it is and shown as text.
    const accepted = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"baseVersion":0,"review":{"__proto__":{"polluted":true},"decisions":{"__proto__":"approved","constructor":"approved","post-3":"replace"},"comments":{"post-3":[${JSON.stringify({ ...comment, text: XSS, extra: JS_URL })}]}}}`;
    expect((await rawFetch(page, url, { body: accepted })).status).toBe(201);
    const saved = await savedReview();
    expect(saved.version).toBe((before?.version ?? 0) + 1);
    expect(saved.review).toEqual({
      decisions: { "post-3": "replace" },
      comments: { "post-3": [{ ...comment, text: XSS }] },
    });
    await page.goto("/studio");
    await page.getByRole("button", { name: "Open the review of Luxury Windows & Exteriors" }).click();
    await expect(page.getByText(`Pin 1: ${XSS}`)).toBeVisible();
    const exported = await (
      await page.request.get(`/api/studio/reviews/luxurywindowsexteriors/export?format=${encodeURIComponent(XSS)}`)
    ).json();
    expect(exported.rows.some((row: { comment: string }) => row.comment === XSS)).toBe(true);
    await harm.expectUnharmed();
  });

  test("studio sign-in: refused bodies sign nobody in", async ({ page }) => {
    await page.goto("/studio");
    // Wrong passwords slow down one address; these name their own in X-Forwarded-For (the suite's server
    // trusts one proxy, playwright.config.ts), so other tests' sign-ins are unaffected.
    const headers = { "x-forwarded-for": `198.51.${Math.floor(Math.random() * 256)}.${Date.now() % 256}` };
    const cases: [string, number, string][] = [
      ...refusals({ password: STUDIO_PASSWORD }).filter(([label]) => label !== "over 64 KB"),
      ["a password as a number", 422, '{"password":42}'],
      ["a password as a list", 422, JSON.stringify({ password: [STUDIO_PASSWORD] })],
      ["over 1 KB", 413, JSON.stringify({ password: LONG })],
    ];
    for (const [label, status, body] of cases) {
      expect((await rawFetch(page, "/api/studio/session", { body, headers })).status, label).toBe(status);
    }
    const markup = await page.request.post("/api/studio/session", { data: { password: XSS }, headers });
    expect(markup.status()).toBe(401);
    expect(await (await page.request.get("/api/studio/session")).json()).toEqual({ enabled: true, signedIn: false });
    expect((await page.request.get("/api/studio/reviews")).status()).toBe(401);
  });

  test("publishing waypoints: hostile lists are refused and never reach the guide file", async ({ page }) => {
    test.setTimeout(60_000);
    await signInToStudio(page);
    await page.goto("/property");
    const url = "/api/tours/22-chelsea-bay/waypoints";
    const trap = { id: "trap", name: "Hostile trap", frame: 10, x: 50, y: 50, floor: "1st Floor" };
    const cases: [string, number, string][] = [
      ...refusals({ waypoints: [trap] }),
      ["waypoints as text", 422, JSON.stringify({ waypoints: XSS })],
      ["a floor named constructor", 422, JSON.stringify({ waypoints: [{ ...trap, floor: "constructor" }] })],
      ["a floor named __proto__", 422, JSON.stringify({ waypoints: [{ ...trap, floor: "__proto__" }] })],
      ["a frame beyond the tour", 422, JSON.stringify({ waypoints: [{ ...trap, frame: 9999 }] })],
      ["a frame as text", 422, JSON.stringify({ waypoints: [{ ...trap, frame: "10" }] })],
      ["a 100k-character name", 413, JSON.stringify({ waypoints: [{ ...trap, name: LONG }] })],
      ["a repeated id", 422, JSON.stringify({ waypoints: [trap, trap] })],
      [
        "101 waypoints",
        422,
        JSON.stringify({ waypoints: Array.from({ length: 101 }, (_, i) => ({ ...trap, id: `t${i}` })) }),
      ],
    ];
    for (const [label, status, body] of cases) {
      expect((await rawFetch(page, url, { method: "PUT", body })).status, label).toBe(status);
    }
    expect((await rawFetch(page, url, { method: "PUT", body: "{}", contentType: "text/plain" })).status).toBe(415);
    expect((await rawFetch(page, "/api/tours/__proto__/waypoints", { method: "PUT", body: "{}" })).status).toBe(404);
    const guide = await (await page.request.get("/Guides/22%20Chelsea%20Bay/waypoints.json")).text();
    expect(guide).not.toContain("Hostile trap");
  });

  test("a forged studio session cookie is refused everywhere", async ({ page, context }) => {
    const harm = await watchForHarm(page);
    await context.addCookies([
      {
        name: "studio_session",
        value: `Fe26.2**${"a".repeat(64)}*${"b".repeat(22)}*${"c".repeat(43)}*${Date.now() + 3_600_000}*${"d".repeat(64)}~2`,
        domain: "127.0.0.1",
        path: "/",
      },
    ]);
    expect(await (await page.request.get("/api/studio/session")).json()).toEqual({ enabled: true, signedIn: false });
    expect((await page.request.get("/api/studio/reviews")).status()).toBe(401);
    expect((await page.request.get("/api/studio/reviews/nkzweb")).status()).toBe(401);
    expect((await page.request.get("/api/studio/reviews/nkzweb/export?format=csv")).status()).toBe(401);
    expect((await page.request.put("/api/tours/22-chelsea-bay/waypoints", { data: { waypoints: [] } })).status()).toBe(
      401,
    );
    expect((await page.request.delete("/api/tours/22-chelsea-bay/waypoints")).status()).toBe(401);
    await page.goto("/studio");
    await expect(page.getByLabel("Studio password")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Client reviews" })).toHaveCount(0);
    await harm.expectUnharmed();
  });
});

test("the contact form carries hostile text into the mail link as text, and only there, cut to its limit", async ({
  page,
}) => {
  const harm = await watchForHarm(page);
  await page.goto("/contact");
  await page.getByLabel("Subject").fill(`${XSS} ${JS_URL}`);
  await page.getByLabel("Message").fill(LONG);
  const href = (await page.getByRole("link", { name: "Email Us" }).getAttribute("href")) ?? "";
  expect(href.startsWith("mailto:hello@emberstudio.ca?subject=")).toBe(true);
  const mail = new URL(href);
  expect(mail.searchParams.get("subject")).toBe(`${XSS} ${JS_URL}`);
  // A 100k paste is cut to the message's limit, the same for the mail link as for a send through the site.
  expect(mail.searchParams.get("body")).toBe(LONG.slice(0, MAX_MESSAGE_LENGTH));
  await page.getByLabel("Subject").fill(JS_URL);
  await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute(
    "href",
    /^mailto:hello@emberstudio\.ca\?subject=javascript%3Aalert\(1\)&body=/,
  );
  await harm.expectUnharmed();
});
