import type { ChildProcess } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { mailCatcher } from "./support/mail";
import { freePort, freshDataDir, ownDatabase, serverPort, startServer, stopServer } from "./support/server";
import { seedStorage } from "./support/storage";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";

/*
 * Every inquiry reaches the studio (docs/inquiries.md): contact messages, VantaRoom quotes and shop
 * orders sent through the site, with and without JavaScript, at both widths; kept in the inbox with
 * their selection, mailed to the studio and copied to the visitor (caught by a local SMTP server),
 * answered from the inbox; robots and bursts refused with nothing stored. A server of the spec's own,
 * behind a "proxy" (TRUST_PROXY=1): each test sends from an address of its own, so one test's sends
 * never count against another's.
 */

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let server: ChildProcess;
let origin = "";
let drop = async () => {};
let mail: ReturnType<typeof mailCatcher>;
let address = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mail = mailCatcher(await freePort());
  await mail.start();
  const store = await ownDatabase();
  drop = store.drop;
  const port = await serverPort();
  server = await startServer(port, await freshDataDir("site-inquiries-"), "next-start", store.databaseUrl, {
    TRUST_PROXY: "1",
    SMTP_URL: mail.url,
    MAIL_FROM: "site@ember.test",
    STUDIO_EMAIL: "studio@ember.test",
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await stopServer(server);
  await mail.stop();
  await drop();
});

/** Sends this page's requests as from an address of their own (the proxy in front appends it). */
async function fromOwnAddress(page: Page) {
  address += 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${address}` });
}

async function studio(playwright: (typeof import("@playwright/test"))["request"]): Promise<APIRequestContext> {
  const api = await playwright.newContext({ baseURL: origin, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.9" } });
  expect((await api.post("/api/studio/session", { data: { password: STUDIO_PASSWORD } })).status()).toBe(204);
  return api;
}

type Line = { id: number; reference: string; name: string; kind: string };
type Detail = {
  subject: string;
  message: string;
  selection: {
    kind: string;
    items: { name: string; details: string[]; price: number | null; originalPrice: number | null }[];
    subtotal: number | null;
  } | null;
};

async function inquiry(api: APIRequestContext, reference: string): Promise<Line & Detail> {
  const { inquiries } = (await (await api.get("/api/studio/inquiries")).json()) as { inquiries: Line[] };
  const line = inquiries.find((entry) => entry.reference === reference);
  if (!line) throw new Error(`No inquiry ${reference}`);
  return { ...line, ...((await (await api.get(`/api/studio/inquiries/${line.id}`)).json()) as Detail) };
}

const mailsAbout = (reference: string) => mail.received.filter((message) => message.includes(reference));

async function fillSender(page: Page, name: string, email: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your email, for our reply").fill(email);
}

async function sendThroughTheSite(page: Page) {
  await page.getByRole("button", { name: "Send through the site" }).click();
  const status = page.getByRole("status").filter({ hasText: /^Sent\. The studio has your message: reference / });
  await expect(status).toBeVisible();
  return /reference ([A-Z]+-[0-9A-Z]{6})/.exec((await status.textContent()) ?? "")?.[1] ?? "";
}

test("a message sent through the site reaches the inbox and the studio's mail, with a copy to the visitor @mobile", async ({
  page,
  playwright,
}) => {
  await fromOwnAddress(page);
  await page.goto(`${origin}/contact`);
  // 'Email Us' stays the specification's mail link.
  await expect(page.getByRole("link", { name: "Email Us" })).toHaveAttribute(
    "href",
    /^mailto:hello@emberstudio\.ca\?subject=New%20Inquiry&body=/,
  );
  await fillSender(page, "Dana Lee", "dana@example.com");
  await page.getByLabel("Message").fill("We are opening a bakery in Inglewood and need a logo.");
  const reference = await sendThroughTheSite(page);
  await expect(page.getByText("A copy is on its way to dana@example.com.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Message sent." })).toBeFocused();

  const api = await studio(playwright.request);
  const kept = await inquiry(api, reference);
  expect(kept).toMatchObject({ name: "Dana Lee", kind: "contact", subject: "New Inquiry", selection: null });
  expect(kept.message).toBe("We are opening a bakery in Inglewood and need a logo.");
  await expect.poll(() => mailsAbout(reference).length, { timeout: 30_000 }).toBe(2);
  const [toStudio] = mailsAbout(reference).filter((message) => /^To: studio@ember\.test/m.test(message));
  expect(toStudio).toContain("Reply-To: dana@example.com");
  const [copy] = mailsAbout(reference).filter((message) => /^To: dana@example\.com/m.test(message));
  expect(copy).toContain(`Subject: We have your message (${reference}): New Inquiry`);
  await api.dispose();
});

test("a VantaRoom quote goes with its packages and add-ons as the page showed them, no prices @mobile", async ({
  page,
  playwright,
}) => {
  await fromOwnAddress(page);
  await page.goto(`${origin}/vantaroom`);
  const pricing = page.locator("#pricing");
  await pricing.getByRole("button", { name: "Request POPULAR Quote" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Get My Quote" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
  await fillSender(page, "Sam Agent", "sam@realty.example");
  const reference = await sendThroughTheSite(page);
  const kept = await inquiry(await studio(playwright.request), reference);
  expect(kept.kind).toBe("quote");
  expect(kept.subject).toBe("VantaRoom Quote: Pro Listing Package");
  expect(kept.selection?.items[0]).toMatchObject({ name: "Pro Listing Package", price: null });
  expect(kept.selection?.items[0]?.details).toContain("40 photos total");
  // Sent, the selection is done with: the page starts fresh.
  await page.getByRole("button", { name: "Write another message" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GET IN TOUCH");
});

test("an order is priced by the site, bundle discount and subtotal included, whatever the browser held @mobile", async ({
  page,
  playwright,
}) => {
  await fromOwnAddress(page);
  // A cart as a browser might hold it, with a price that is not the shop's.
  await seedStorage(page, "session", "studio_order_request", {
    items: [
      {
        id: "web-design",
        name: "Web Design",
        category: "Web",
        type: "service",
        price: 1,
        originalPrice: 1,
        bundleDiscount: false,
      },
      ...["extra-revision-round", "rush-delivery", "social-launch-kit"].map((id) => ({
        id,
        name: id,
        category: "Add-on",
        type: "addon",
        price: 1,
        originalPrice: 1,
        bundleDiscount: true,
      })),
    ],
    subtotal: 4,
  });
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ORDER REQUEST");
  await fillSender(page, "Priya N", "priya@example.com");
  const reference = await sendThroughTheSite(page);
  const api = await studio(playwright.request);
  const kept = await inquiry(api, reference);
  expect(kept.selection?.items.map((item) => [item.name, item.price, item.originalPrice])).toEqual([
    ["Web Design", 1899, null],
    ["Extra Revision Round", 134.1, 149],
    ["48-Hour Rush Delivery", 224.1, 249],
    ["Social Media Launch Kit", 269.1, 299],
  ]);
  expect(kept.selection?.subtotal).toBe(2526.3);
  await expect.poll(() => mailsAbout(reference).length, { timeout: 30_000 }).toBe(2);
  expect(mailsAbout(reference).join("\n")).toContain("Subtotal: $2,526.30 CAD");
  await api.dispose();
});

test("the studio reads an inquiry with its selection in the inbox and replies by mail, in the visitor's thread", async ({
  page,
}) => {
  await fromOwnAddress(page);
  const reference = /reference ([A-Z]+-[0-9A-Z]{6})/.exec(
    mail.received.find((message) => message.includes("Priya N")) ?? "",
  )?.[1];
  expect(reference).toBeDefined();
  await page.goto(`${origin}/studio?inquiry=${reference}`);
  await page.getByLabel("Studio password").fill(STUDIO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Priya N", level: 2 })).toBeVisible();
  const selection = page.getByRole("region", { name: "The selection as sent" });
  await expect(selection.getByRole("listitem").filter({ hasText: "Extra Revision Round" })).toContainText(
    "$134.10 CADBundle discount, was $149.00 CAD",
  );
  await expect(selection).toContainText("Subtotal$2,526.30 CAD");
  await page.getByLabel("Reply to Priya N by mail").fill("Thanks Priya, we can start on Monday.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status")).toHaveText("Reply sent: it is on its way to them by mail.");
  await expect(page.getByRole("button", { name: "Replied" })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => mailsAbout(reference!).filter((message) => message.includes(`Subject: Re: Order Request`)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [reply] = mailsAbout(reference!).filter((message) => message.includes("Subject: Re: "));
  const [copy] = mailsAbout(reference!).filter((message) => message.includes("Subject: We have your message"));
  const copyId = /^Message-ID: (<[^>]+>)/m.exec(copy ?? "")?.[1];
  expect(reply).toContain(`In-Reply-To: ${copyId}`);
  expect(reply).toContain("Thanks Priya, we can start on Monday.");
});

test("a robot's send and a burst from one address are refused, with nothing stored and the text kept", async ({
  page,
  playwright,
}) => {
  await fromOwnAddress(page);
  const api = await studio(playwright.request);
  const count = async () =>
    ((await (await api.get("/api/studio/inquiries")).json()) as { inquiries: unknown[] }).inquiries.length;
  const before = await count();
  await page.goto(`${origin}/contact`);
  await fillSender(page, "Bot", "bot@example.com");
  await page.getByLabel("Message").fill("Buy cheap followers");
  await page
    .locator('input[name="website"]')
    .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await page.getByRole("button", { name: "Send through the site" }).click();
  await expect(page.getByRole("form", { name: "Write to the studio" }).getByRole("alert")).toHaveText(
    "This message looks automated (a hidden field was filled in), so it was not sent.",
  );
  await expect(page.getByLabel("Message")).toHaveValue("Buy cheap followers");
  expect(await count()).toBe(before);

  // Five in ten minutes from one address, then the next is refused, with when to try again.
  const send = (n: number) =>
    page.request.post(`${origin}/api/inquiries`, {
      data: { name: "Burst", email: "burst@example.com", subject: `Try ${n}`, message: "Hello" },
    });
  for (let n = 1; n <= 5; n += 1) expect((await send(n)).status()).toBe(201);
  const refused = await send(6);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^Too many messages from your connection just now/,
  );
  expect(await count()).toBe(before + 5);
  await api.dispose();
});

test("what a visitor wrote survives a reload and a failed send", async ({ page }) => {
  await fromOwnAddress(page);
  await page.goto(`${origin}/contact`);
  await fillSender(page, "Alex", "alex@example.com");
  await page.getByLabel("Subject").fill("A website for a clinic");
  await page.getByLabel("Message").fill("Six pages, booking online.");
  await page.reload();
  await expect(page.getByLabel("Your name")).toHaveValue("Alex");
  await expect(page.getByLabel("Message")).toHaveValue("Six pages, booking online.");
  await page.route("**/api/inquiries", (route) =>
    route.fulfill({ status: 503, json: { error: "Down for a moment." } }),
  );
  await page.getByRole("button", { name: "Send through the site" }).click();
  await expect(page.getByRole("form", { name: "Write to the studio" }).getByRole("alert")).toHaveText(
    "Down for a moment.",
  );
  await expect(page.getByLabel("Subject")).toHaveValue("A website for a clinic");
  await expect(page.getByLabel("Message")).toHaveValue("Six pages, booking online.");
});

test("a name written before choosing a quote stays, and the quote still fills subject and message", async ({
  page,
}) => {
  await fromOwnAddress(page);
  await page.goto(`${origin}/contact`);
  await fillSender(page, "Alex", "alex@example.com");
  await page.goto(`${origin}/vantaroom`);
  await page.locator("#pricing").getByRole("button", { name: "Request POPULAR Quote" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Get My Quote" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
  await expect(page.getByLabel("Your name")).toHaveValue("Alex");
  await expect(page.getByLabel("Subject")).toHaveValue("VantaRoom Quote: Pro Listing Package");
  await expect(page.getByLabel("Message")).toHaveValue(/Pro Listing Package/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, and the visitor lands on a page with the reference @mobile", async ({ page, playwright }) => {
    await fromOwnAddress(page);
    await page.goto(`${origin}/contact`);
    await fillSender(page, "Noor Script", "noor@example.com");
    await page.getByLabel("Message").fill("No scripts here, just a question.");
    await page.getByRole("button", { name: "Send through the site" }).click();
    await expect(page).toHaveURL(/\/contact\/sent\/[A-Z]+-[0-9A-Z]{6}$/);
    const reference = page.url().split("/").at(-1) ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent.");
    await expect(page.getByText(`Sent. The studio has your message: reference ${reference}.`)).toBeVisible();
    const kept = await inquiry(await studio(playwright.request), reference);
    expect(kept).toMatchObject({ name: "Noor Script", message: "No scripts here, just a question." });
  });

  test("a refused send lands on a page that says why, and going back keeps the text", async ({ page }) => {
    await fromOwnAddress(page);
    await page.goto(`${origin}/contact`);
    await fillSender(page, "Noor Script", "noor@example.com");
    await page.getByLabel("Message").fill("https://a.ca https://b.ca https://c.ca https://d.ca");
    await page.getByRole("button", { name: "Send through the site" }).click();
    await expect(page).toHaveURL(/\/contact\/not-sent\/links$/);
    await expect(
      page.getByText("Your message holds more than 3 links. Take some out and send it again."),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Message")).toHaveValue("https://a.ca https://b.ca https://c.ca https://d.ca");
  });
});
