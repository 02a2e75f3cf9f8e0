import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { freshDataDir, ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";

/*
 * What people send can be neither forged nor lost, nor turned against the server (docs/store.md,
 * docs/review.md#who-writes-what): tried from outside as an attacker or an unlucky client would,
 * against a server of this spec's own, whose clients' reviews and rounds no other spec touches.
 */

const CLIENT = "roofrightexteriors";
const GUIDE_KEY = "review-guide-dismissed-v1";
const SENT = "All comments saved! The studio has your review.";

let server: ChildProcess;
let origin = "";
let dropStore = async () => {};

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await serverPort();
  const store = await ownDatabase();
  dropStore = store.drop;
  server = await startServer(port, await freshDataDir("site-trust-"), "next-start", store.databaseUrl);
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await stopServer(server);
  await dropStore();
});

/** A request context of the studio's, signed in on this spec's server. */
async function studio(playwright: (typeof import("@playwright/test"))["request"]) {
  const api = await playwright.newContext({ baseURL: origin });
  expect((await api.post("/api/studio/session", { data: { password: STUDIO_PASSWORD } })).status()).toBe(204);
  return api;
}

async function linkOf(api: APIRequestContext, clientId: string) {
  const { clients } = (await (await api.get("/api/studio/reviews")).json()) as {
    clients: { id: string; link: string }[];
  };
  const link = clients.find((client) => client.id === clientId)?.link;
  if (!link) throw new Error(`No link for ${clientId}`);
  return link;
}

const keyOf = (link: string) => new URL(link, origin).searchParams.get("key") ?? "";

const picture = (background: string) =>
  sharp({ create: { width: 800, height: 800, channels: 3, background } })
    .png()
    .toBuffer();

/** Starts a draft round for the client, with one post per colour; its id. */
async function draft(api: APIRequestContext, clientId: string, colours: string[]) {
  const started = await api.post(`/api/studio/clients/${clientId}/rounds`);
  expect(started.status()).toBe(201);
  const { roundId } = (await started.json()) as { roundId: number };
  for (const colour of colours) {
    const upload = await api.post(`/api/studio/rounds/${roundId}/posts`, {
      multipart: {
        file: { name: "post.png", mimeType: "image/png", buffer: await picture(colour) },
        caption: "",
        plannedDate: "2026-11-20",
      },
    });
    expect(upload.status()).toBe(201);
  }
  return roundId;
}

async function publish(api: APIRequestContext, roundId: number) {
  expect((await api.post(`/api/studio/rounds/${roundId}/publish`)).status()).toBe(204);
}

type StudioRound = {
  number: number;
  posts: { id: string }[];
  saved: {
    review: {
      comments: Record<string, { id: string; text: string; replies?: { text: string }[]; resolved?: boolean }[]>;
    };
  } | null;
};

async function roundsOf(api: APIRequestContext, clientId: string): Promise<StudioRound[]> {
  return ((await (await api.get(`/api/studio/clients/${clientId}/rounds`)).json()) as { rounds: StudioRound[] }).rounds;
}

/** Sends only the headers and the first 64 KB of a large body; the status that came back before the rest was sent. */
function statusBeforeTheBody(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const sent = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: "POST", agent: false, headers },
      (response) => {
        resolve(response.statusCode ?? 0);
        sent.destroy();
      },
    );
    sent.on("error", (error) => (sent.destroyed ? undefined : reject(error)));
    sent.write(Buffer.alloc(64 * 1024, 0x7b));
  });
}

/** Sends `bytes` of a body in chunks with no declared length, as long as the server reads; its answer. */
function chunkedPost(
  path: string,
  bytes: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const sent = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", agent: false, headers },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 1);
    let written = 0;
    const more = () => {
      while (written < bytes) {
        written += chunk.length;
        if (!sent.write(chunk)) return void sent.once("drain", more);
      }
      sent.end();
    };
    more();
  });
}

test("a stranger's large POST is refused from its headers, before its body is sent", async () => {
  const large = { "content-type": "application/json", "content-length": String(10.5 * 1024 * 1024) };
  expect(await statusBeforeTheBody(`/api/reviews/${CLIENT}?key=x`, large)).toBe(403);
  expect(
    await statusBeforeTheBody("/api/studio/rounds/1/posts", {
      ...large,
      "content-type": "multipart/form-data; boundary=x",
    }),
  ).toBe(401);
});

test("an honest 11.5 MB picture uploads; a 16 MB one is refused with the limit, declared or not", async ({
  playwright,
}) => {
  const api = await studio(playwright.request);
  const roundId = await draft(api, "luxurywindowsexteriors", []);
  // Noise, stored uncompressed: a picture of 11.5 MB, as a camera's PNG export can be.
  const honest = await sharp({
    create: {
      width: 1960,
      height: 1960,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(honest.length).toBeGreaterThan(11.5 * 1000 * 1000);
  const upload = (buffer: Buffer) =>
    api.post(`/api/studio/rounds/${roundId}/posts`, {
      multipart: {
        file: { name: "export.png", mimeType: "image/png", buffer },
        caption: "",
        plannedDate: "2026-11-20",
      },
    });
  expect((await upload(honest)).status()).toBe(201);
  const refused = await upload(Buffer.alloc(16 * 1024 * 1024, 1));
  expect(refused.status()).toBe(413);
  expect((await refused.json()).error).toBe("This file is larger than 15 MB. Export it smaller and upload it again.");
  // Without a declared length (chunked), the server stops reading at the limit all the same.
  const cookie = (await api.storageState()).cookies.map((entry) => `${entry.name}=${entry.value}`).join("; ");
  const chunked = await chunkedPost(`/api/studio/rounds/${roundId}/posts`, 16 * 1024 * 1024, {
    "content-type": "multipart/form-data; boundary=x",
    cookie,
  });
  expect(chunked.status).toBe(413);
  expect(chunked.body).toContain("15 MB");
  await api.dispose();
});

test("an honest PNG whose pixels happen to spell markup uploads", async ({ playwright }) => {
  const api = await studio(playwright.request);
  const roundId = await draft(api, "luxurywindowsexteriors", []);
  // Stored deflate blocks carry the pixels verbatim: the file holds "<SvG" in its image data.
  const pixels = Buffer.from("<SvG".repeat((64 * 64 * 3) / 4), "latin1");
  const png = await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(png.includes("<SvG")).toBe(true);
  const upload = await api.post(`/api/studio/rounds/${roundId}/posts`, {
    multipart: {
      file: { name: "pattern.png", mimeType: "image/png", buffer: png },
      caption: "",
      plannedDate: "2026-11-20",
    },
  });
  expect(upload.status()).toBe(201);
  await api.dispose();
});

test("ids no round can have answer 404, never a fault", async ({ playwright }) => {
  const api = await studio(playwright.request);
  const missing = { error: "This round does not exist." };
  const round = "/api/studio/rounds/2147483648";
  for (const answer of [
    await api.post(`${round}/publish`),
    await api.put(`${round}/order`, { data: { order: [] } }),
    await api.post(`${round}/posts`, { multipart: { caption: "", plannedDate: "2026-11-20" } }),
    await api.post(`${round}/posts/rp-aaaaaaaaaaaa/picture`, { multipart: { caption: "" } }),
  ]) {
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual(missing);
  }
  await api.dispose();
});

test("signing out ends the session on the server: a copy of its cookie opens nothing", async ({ playwright }) => {
  const api = await studio(playwright.request);
  const copy = (await api.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  const thief = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { cookie: copy } });
  expect((await thief.get("/api/studio/reviews")).status()).toBe(200);
  expect((await api.delete("/api/studio/session")).status()).toBe(204);
  expect((await thief.get("/api/studio/reviews")).status()).toBe(401);
  await thief.dispose();
  await api.dispose();
});

test("a client's save can neither forge nor erase the studio's reply and resolve", async ({ playwright, page }) => {
  const api = await studio(playwright.request);
  const link = await linkOf(api, "naanbruder");
  const save = async (baseVersion: number, pins: unknown[]) => {
    const response = await api.post(`/api/reviews/naanbruder?key=${encodeURIComponent(keyOf(link))}`, {
      data: { baseVersion, review: { decisions: {}, comments: { "post-3": pins } } },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { version: number }).version;
  };
  const pin = { id: "p1", x: 20, y: 30, text: "Brighter logo?", isNew: true, timestamp: "2026-11-28T17:00:00.000Z" };
  const first = await save(0, [pin]);
  const reply = await api.post("/api/studio/clients/naanbruder/pins", {
    data: { round: null, postKey: "post-3", pinId: "p1", change: { type: "reply", text: "Yes, in version 2." } },
  });
  expect(reply.status()).toBe(201);
  const { version } = (await reply.json()) as { version: number };
  // A copy from before the reply, saved from the current version: the reply is left out.
  await save(version, [{ ...pin, text: "Brighter logo, please" }]);
  // And a forged one: a studio reply, a resolve, and a note as if from the studio.
  await save(version + 1, [
    {
      ...pin,
      text: "Brighter logo, please",
      resolved: true,
      replies: [{ id: "forged", text: "Approved by the studio", timestamp: pin.timestamp }],
    },
    { ...pin, id: "n1", isNew: false, text: "Studio: all good" },
  ]);
  expect(first).toBe(1);
  const saved = (await (await api.get("/api/studio/reviews/naanbruder")).json()) as {
    saved: {
      review: {
        comments: Record<
          string,
          { id: string; isNew: boolean; text: string; replies?: { id: string; text: string }[]; resolved?: boolean }[]
        >;
      };
    };
  };
  const pins = saved.saved.review.comments["post-3"] ?? [];
  expect(
    pins.map((entry) => [entry.id, entry.isNew, entry.text, entry.replies?.map((r) => r.text), entry.resolved]),
  ).toEqual([
    ["p1", true, "Brighter logo, please", ["Yes, in version 2."], undefined],
    ["n1", true, "Studio: all good", undefined, undefined],
  ]);
  // The client's page shows the studio's words, and nothing the studio did not write.
  await page.addInitScript((key) => localStorage.setItem(key, "true"), GUIDE_KEY);
  await page.goto(`${origin}${link}`);
  await page.getByRole("button", { name: "Social Media Post 3", exact: true }).click();
  const preview = page.getByRole("dialog", { name: "Social Media Post 3" });
  await expect(preview.getByText("Studio reply: Yes, in version 2.")).toBeVisible();
  await expect(preview.getByText("Approved by the studio")).toHaveCount(0);
  await expect(preview.getByText("Resolved by the studio")).toHaveCount(0);
  // A comment the studio answered stays in the conversation: its words may change, it cannot be deleted.
  await preview.getByRole("button", { name: "Edit comment 1" }).click();
  await expect(
    preview.getByText("The studio has answered this comment, so it stays in the conversation."),
  ).toBeVisible();
  await expect(preview.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await api.dispose();
});

/** Opens a post of the review page and pins a comment on it, without Save Comments. */
async function pinComment(page: Page, post: string, text: string) {
  await page.getByRole("button", { name: post, exact: true }).click();
  const preview = page.getByRole("dialog", { name: post });
  await preview.getByRole("group", { name: /click to pin a comment/ }).click({ position: { x: 60, y: 60 } });
  await preview.getByRole("textbox", { name: "New comment" }).fill(text);
  await preview.getByRole("button", { name: "Save", exact: true }).click();
  return preview;
}

test("work done on a round the studio replaced reaches the studio on that round, now or on the next visit", async ({
  playwright,
  page,
}) => {
  const api = await studio(playwright.request);
  const link = await linkOf(api, CLIENT);
  await publish(api, await draft(api, CLIENT, ["#c0392b"]));
  await page.addInitScript((key) => localStorage.setItem(key, "true"), GUIDE_KEY);
  await page.goto(`${origin}${link}`);
  const preview = await pinComment(page, "Social Media Post 1", "Crop tighter on the van");

  // Meanwhile the studio publishes round 2; the client then saves round 1's work.
  await publish(api, await draft(api, CLIENT, ["#2980b9"]));
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await preview.getByRole("button", { name: "Save Comments" }).click();
  await expect.poll(() => alerts).toEqual([SENT]);
  await expect(
    page.getByText(
      "The studio published new posts (round 2) while you were reviewing: your comments here reached the studio. Reload the page to see the new posts.",
    ),
  ).toBeVisible();
  const pinsOn = async (number: number) => {
    const round = (await roundsOf(api, CLIENT)).find((entry) => entry.number === number);
    return Object.values(round?.saved?.review.comments ?? {})
      .flat()
      .map((entry) => entry.text);
  };
  expect(await pinsOn(1)).toEqual(["Crop tighter on the van"]);

  // On round 2, a comment is pinned but never sent; round 3 arrives before the client comes back.
  await page.reload();
  await pinComment(page, "Social Media Post 1", "Logo too small");
  await page.keyboard.press("Escape");
  await publish(api, await draft(api, CLIENT, ["#27ae60"]));
  await page.reload();
  // The page shows round 3; round 2's comment is sent to round 2 on this visit.
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect.poll(() => pinsOn(2)).toEqual(["Logo too small"]);
  expect(await pinsOn(3)).toEqual([]);
  await api.dispose();
});

test("a client's link rotated in the inbox stops working with a clear message; the new one works", async ({
  page,
  newContext,
}) => {
  const client = await (await newContext()).newPage();
  await client.addInitScript((key) => localStorage.setItem(key, "true"), GUIDE_KEY);
  await page.goto(`${origin}/studio`);
  await page.getByLabel("Studio password").fill(STUDIO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const old = await page.getByLabel("Review link for Blackfoot Language Revitalization").inputValue();
  await page.getByRole("button", { name: "Open the review of Blackfoot Language Revitalization" }).click();
  const panel = page.getByRole("region", { name: "Review link" });
  await expect(panel).toContainText("No expiry");
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await panel.getByLabel("Last day of the new link (optional)").fill("2099-12-31");
  await panel.getByRole("button", { name: "New link for Blackfoot Language Revitalization" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    "New link made. Send it to Blackfoot Language Revitalization: the old one no longer opens their review.",
  );
  expect(question).toBe(
    "Give Blackfoot Language Revitalization a new review link? The link they have now stops working. It will work through 2099-12-31.",
  );
  await expect(panel).toContainText("Works through Dec 31, 2099");
  const fresh = await panel.getByLabel("Review link for Blackfoot Language Revitalization").inputValue();
  expect(fresh).not.toBe(old);

  await client.goto(old);
  await expect(
    client.getByText("This review link was replaced by a newer one. Ask the studio for your current link."),
  ).toBeVisible();
  const refused = await client.request.post(
    `${origin}/api/reviews/blackfootlanguagerevitilization?key=${encodeURIComponent(keyOf(old))}`,
    { data: { baseVersion: 0, review: { decisions: { "post-1": "approved" }, comments: {} } } },
  );
  expect(refused.status()).toBe(403);
  await client.goto(fresh);
  await expect(client.getByText("The studio has your latest review.")).toBeVisible();
  await client.context().close();
});
