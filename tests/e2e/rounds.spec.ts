import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { expectNoViolations } from "./support/axe";
import { dismissGuide, openPost, postCards, postPreview } from "./support/review";
import { freePort, freshDataDir, ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { reviewLink, signInRequest, signInToStudio, STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { plannedDateFor } from "../../src/features/rounds/planned-dates";

/*
 * A month of reviews, run for real: the studio uploads a round in the inbox and publishes it, the
 * client reviews it on their link, the studio answers a pin and sends a second version, and each
 * side sees the other's work. Pictures are made here, as files a designer would export.
 */

const CLIENT = "nurmehrzhaus";
const NAME = "Nurmehr Haus";

const png = (background: string, width = 1200, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const jpeg = (background: string) =>
  sharp({ create: { width: 1080, height: 1350, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function openClientInInbox(page: Page, name = NAME) {
  await page.goto("/studio");
  await page.getByRole("button", { name: `Open the review of ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Rounds", level: 2 })).toBeVisible();
}

async function roundsOf(request: APIRequestContext, clientId: string) {
  const response = await request.get(`/api/studio/clients/${clientId}/rounds`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rounds: { id: number; status: string; posts: unknown[] }[] }).rounds;
}

test.describe("review rounds", () => {
  test.describe.configure({ mode: "serial" });

  test("the studio uploads, orders and publishes a round; the client reviews it; version 2 and a reply come back", async ({
    page,
    newContext,
  }) => {
    // Three uploads, a publish, two browsers and four accessibility scans: minutes on a shared 2-core machine.
    test.setTimeout(240_000);
    // The editor dates new posts from the browser's clock: held a moment before midnight, the day
    // cannot turn over between the upload and the check, whenever the suite runs.
    await page.clock.setFixedTime(new Date(2026, 10, 22, 23, 59, 59));
    await signInToStudio(page);
    await openClientInInbox(page);
    await expect(page.getByText("No rounds yet")).toBeVisible();
    await page.getByRole("button", { name: "New round" }).click();
    await expect(page.getByText("No posts in this round yet.")).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel("Choose pictures for round 1").setInputFiles([
      { name: "spring-sale.png", mimeType: "image/png", buffer: await png("#c0392b") },
      { name: "team-photo.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2980b9") },
      { name: "offer.png", mimeType: "image/png", buffer: await png("#27ae60") },
    ]);
    const posts = page.getByRole("list", { name: "Posts of round 1" }).getByRole("listitem");
    await expect(posts).toHaveCount(3);
    // Planned one a day going back from the page's today, by the editor's own rule.
    const [year, month, day] = await page.evaluate(() => {
      const now = new Date();
      return [now.getFullYear(), now.getMonth(), now.getDate()];
    });
    const today = new Date(year, month, day);
    await expect(page.getByLabel("Post 1 planned date")).toHaveValue(plannedDateFor(0, today));
    await expect(page.getByLabel("Post 3 planned date")).toHaveValue(plannedDateFor(2, today));
    await page.getByLabel("Post 2 caption").fill("Meet the team behind every build.");
    await page.getByLabel("Post 2 caption").blur();
    // Post 2 (the team photo) becomes the first; the third is dropped.
    await page.getByRole("button", { name: "Move Post 2 up" }).click();
    await expect(page.getByLabel("Post 1 caption")).toHaveValue("Meet the team behind every build.");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Remove Post 3" }).click();
    await expect(posts).toHaveCount(2);
    await expectNoViolations(page);

    // Unpublished, the round is invisible to the client: their link still shows the generated posts.
    const link = await reviewLink(page.request, CLIENT);
    const clientContext = await newContext();
    const client = await clientContext.newPage();
    await dismissGuide(client);
    const before = await client.request.get(
      `/api/reviews/${CLIENT}/round?key=${new URL(link, "http://x").searchParams.get("key")}`,
    );
    expect(await before.json()).toEqual({ round: null, saved: null });
    await client.goto(link);
    await expect(postCards(client)).toHaveCount(16);

    let confirmation = "";
    page.once("dialog", (dialog) => {
      confirmation = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Publish round 1" }).click();
    await expect(page.getByRole("heading", { name: /Round 1 · published .* · on the client's link/ })).toBeVisible();
    expect(confirmation).toBe(`Publish round 1 to ${NAME}? Their review link will show its 2 posts.`);

    // The client's link now shows the round, in the studio's order, with the spec's page around it.
    await client.goto(link);
    await expect(postCards(client)).toHaveCount(2);
    await expect(postCards(client).nth(0).getByRole("heading")).toHaveText("Social Media Post 1");
    await expect(postCards(client).nth(1).getByRole("heading")).toHaveText("Social Media Post 2");
    await expect(postCards(client).nth(0).locator("time")).toHaveAttribute("datetime", /.+/);
    const picture = postCards(client).nth(0).locator("img");
    await expect(picture).toHaveAttribute("srcset", /\/api\/review-images\/[0-9a-f]{64}\/480 480w/);
    await openPost(client, 1);
    await expect(postPreview(client).getByText("Meet the team behind every build.")).toBeVisible();
    await postPreview(client)
      .getByRole("group", { name: /click to pin a comment/ })
      .click({ position: { x: 60, y: 60 } });
    await postPreview(client).getByRole("textbox", { name: "New comment" }).fill("Warmer light on the faces, please");
    await postPreview(client).getByRole("button", { name: "Save", exact: true }).click();
    await postPreview(client).getByRole("button", { name: "Replace" }).click();
    const alerts: string[] = [];
    client.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await postPreview(client).getByRole("button", { name: "Save Comments" }).click();
    await expect.poll(() => alerts).toEqual(["All comments saved! The studio has your review."]);

    // The studio sees an unread review, opens it, replies, resolves and sends version 2.
    await page.goto("/studio");
    await expect(page.getByRole("heading", { name: `${NAME} 1 unread` })).toBeVisible();
    // The tab counts every unread review (other specs save on the same server meanwhile).
    await expect(page).toHaveTitle(/^\(\d+\) Studio inbox/);
    await page.getByRole("button", { name: `Open the review of ${NAME}` }).click();
    const thread = page.getByRole("listitem", { name: "Pin 1 on version 1 of Social Media Post 1" });
    await expect(thread).toContainText("Warmer light on the faces, please");
    await expect(page.getByText("Version 1 · Replacement requested")).toBeVisible();
    // What the client reviewed is the round; the generated sample posts above it say they are not reviewed.
    await expect(
      page
        .getByRole("region", { name: "Sample posts" })
        .getByText(`${NAME} has not saved a review of the sample posts yet.`),
    ).toBeVisible();
    await thread.getByRole("textbox").fill("Reshooting at golden hour; version 2 below.");
    await thread.getByRole("button", { name: "Reply" }).click();
    await expect(thread).toContainText("Studio: Reshooting at golden hour; version 2 below.");
    await thread.getByRole("button", { name: /^Resolve/ }).click();
    await expect(thread).toContainText("Resolved");
    await page.getByLabel("Version 2 of Social Media Post 1").setInputFiles({
      name: "team-photo-v2.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg("#e67e22"),
    });
    await expect(page.getByText("Version 2 · Awaiting review")).toBeVisible();
    await page.getByRole("button", { name: "← All clients" }).click();
    await expect(page.getByRole("heading", { name: NAME, exact: true })).toBeVisible();
    await expectNoViolations(page);

    // The client sees version 2 awaiting review, and version 1's pin with the reply, resolved.
    await client.goto(link);
    await expect(postCards(client)).toHaveCount(2);
    await expect(postCards(client).nth(0).getByText("Version 2")).toBeVisible();
    await expect(postCards(client).nth(0).getByTestId("post-status")).toHaveText("○Awaiting review");
    await openPost(client, 1);
    await expect(postPreview(client).getByText("Version 2", { exact: true })).toBeVisible();
    const earlier = postPreview(client).getByRole("region", { name: "Comments on version 1" });
    await expect(earlier).toContainText("Warmer light on the faces, please");
    await expect(earlier).toContainText("Studio reply: Reshooting at golden hour; version 2 below.");
    await expect(earlier).toContainText("Resolved by the studio");
    await expect(postPreview(client).getByRole("heading", { name: "Comments (0)" })).toBeVisible();
    await expectNoViolations(client);
    await clientContext.close();
  });

  test("refuses a forged key, a non-image, an SVG, a polyglot and a huge file, with nothing stored", async ({
    request,
  }) => {
    await signInRequest(request);
    const started = await request.post(`/api/studio/clients/prairiebreeze/rounds`);
    expect(started.status()).toBe(201);
    const { roundId } = (await started.json()) as { roundId: number };
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      request.post(`/api/studio/rounds/${roundId}/posts`, {
        multipart: { file: { name, mimeType, buffer }, caption: "", plannedDate: "2026-11-20" },
      });
    const refusals: [string, string, Buffer, number, string][] = [
      [
        "page.jpg",
        "image/jpeg",
        Buffer.from("<!doctype html><script>alert(1)</script>"),
        415,
        "This file is not a JPEG, PNG or WebP picture.",
      ],
      [
        "logo.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        "SVG files are not accepted: export the design as a JPEG, PNG or WebP picture.",
      ],
      [
        "poly.png",
        "image/png",
        Buffer.concat([await png("#333", 64, 64), Buffer.from("<html><script>alert(1)</script></html>")]),
        422,
        "This file holds more than a picture (other content is hidden in it), so it was not accepted.",
      ],
      [
        "huge.png",
        "image/png",
        Buffer.concat([await png("#333", 64, 64), Buffer.alloc(16 * 1024 * 1024)]),
        413,
        "This file is larger than 15 MB. Export it smaller and upload it again.",
      ],
    ];
    for (const [name, type, bytes, status, message] of refusals) {
      const response = await upload(name, type, bytes);
      expect(response.status(), name).toBe(status);
      expect(await response.json()).toEqual({ error: message });
    }
    expect((await roundsOf(request, "prairiebreeze")).find((round) => round.id === roundId)?.posts).toEqual([]);

    // A forged or another client's key reads nothing, and writes nothing.
    const key = new URL(await reviewLink(request, "prairiebreeze"), "http://x").searchParams.get("key") ?? "";
    const forged = `${key.slice(0, -2)}xx`;
    expect((await request.get(`/api/reviews/prairiebreeze/round?key=${forged}`)).status()).toBe(403);
    expect((await request.get(`/api/reviews/nkzweb/round?key=${key}`)).status()).toBe(403);
    const save = await request.post(`/api/reviews/prairiebreeze/rounds/1?key=${forged}`, {
      data: { baseVersion: 0, review: { decisions: {}, comments: {} } },
    });
    expect(save.status()).toBe(403);
    // Without a studio session, nothing is started, uploaded or published.
    const baseURL = test.info().project.use.baseURL ?? "";
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await png("#333", 64, 64))]), "x.png");
    form.set("caption", "");
    form.set("plannedDate", "2026-11-20");
    for (const [path, body] of [
      [`/api/studio/clients/prairiebreeze/rounds`, undefined],
      [`/api/studio/rounds/${roundId}/posts`, form],
      [`/api/studio/rounds/${roundId}/publish`, undefined],
    ] as const) {
      expect((await fetch(`${baseURL}${path}`, { method: "POST", body })).status, path).toBe(401);
    }
    expect((await roundsOf(request, "prairiebreeze")).map((round) => round.status)).toEqual(["draft"]);
  });

  test("an uploaded picture is served by its hash as WebP, immutable, never as a page", async ({ request }) => {
    await signInRequest(request);
    const { roundId } = (await (await request.post(`/api/studio/clients/roofrightexteriors/rounds`)).json()) as {
      roundId: number;
    };
    const response = await request.post(`/api/studio/rounds/${roundId}/posts`, {
      multipart: {
        file: { name: "x.html", mimeType: "text/html", buffer: await png("#8e44ad", 1000, 800) },
        caption: "",
        plannedDate: "2026-11-20",
      },
    });
    expect(response.status()).toBe(201);
    const [round] = (await roundsOf(request, "roofrightexteriors")) as unknown as {
      posts: { versions: { image: { id: string; widths: number[] } }[] }[];
    }[];
    const image = round?.posts[0]?.versions[0]?.image;
    expect(image?.widths).toEqual([480, 960, 1000]);
    const served = await request.get(`/api/review-images/${image?.id}/480`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(await served.body()).metadata()).width).toBe(480);
    expect((await request.get(`/api/review-images/${image?.id}/481`)).status()).toBe(404);
    expect((await request.get(`/api/review-images/${"0".repeat(64)}/480`)).status()).toBe(404);
  });
});

test.describe("the studio's mail", () => {
  test("a save succeeds while the mail server is down, and the mail arrives once it is back", async ({ request }) => {
    test.setTimeout(120_000);
    const [port, smtpPort] = [await serverPort(), await freePort()];
    const { databaseUrl, drop } = await ownDatabase();
    const server = await startServer(port, await freshDataDir("rounds-mail-"), "next-start", databaseUrl, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: "reviews@ember.test",
      STUDIO_EMAIL: "studio@ember.test",
    });
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, done) {
        let text = "";
        stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
        stream.on("end", () => {
          received.push(
            text
              .replace(/=\r\n/g, "")
              .replace(/=3D/g, "=")
              .replace(/\r\n[ \t]+/g, " "),
          );
          done();
        });
      },
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      const signIn = await request.post(`${base}/api/studio/session`, {
        data: { password: STUDIO_PASSWORD },
        headers: { origin: base },
      });
      expect(signIn.status()).toBe(204);
      const overview = (await (await request.get(`${base}/api/studio/reviews`)).json()) as {
        clients: { id: string; link: string }[];
      };
      const link = overview.clients.find((entry) => entry.id === "mellowyellow")?.link ?? "";
      const key = new URL(link, base).searchParams.get("key");
      const save = await request.post(`${base}/api/reviews/mellowyellow?key=${key}`, {
        data: { baseVersion: 0, review: { decisions: { "post-1": "approved", "post-2": "replace" }, comments: {} } },
        headers: { origin: base },
      });
      // Nothing listens for mail yet: the save is answered as always.
      expect(save.status()).toBe(201);
      await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
      await expect.poll(() => received.length, { timeout: 60_000 }).toBe(1);
      expect(received[0]).toContain("To: studio@ember.test");
      expect(received[0]).toContain(
        "Subject: Mellow Yellow saved their review: 1 approved, 1 replacement asked for, 0 comments",
      );
      expect(received[0]).toContain("/studio?client=mellowyellow");
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await stopServer(server);
      await drop();
    }
  });
});
