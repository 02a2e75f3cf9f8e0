import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { freshDataDir, ownDatabase, serverPort, startServer, stopServer, type ServerEnv } from "./support/server";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test, type NewContext } from "./support/test";

// Who may sign in to the studio, and for how long. Each test runs its own server: these tests end
// sessions and slow addresses down, which must never reach the suite's server or other tests.

const WRONG = "That password is not right.";

/** A server of the test's own (its own data, and its own database where DATABASE_URL is set). */
async function ownServer(env: ServerEnv = {}) {
  const port = await serverPort();
  const directory = await freshDataDir("site-access-");
  const store = await ownDatabase();
  let server: ChildProcess = await startServer(port, directory, "next-start", store.databaseUrl, env);
  return {
    origin: `http://127.0.0.1:${port}`,
    restart: async (restartEnv: ServerEnv) => {
      await stopServer(server);
      server = await startServer(port, directory, "next-start", store.databaseUrl, restartEnv);
    },
    stop: async () => {
      await stopServer(server);
      await store.drop();
    },
  };
}

/**
 * A wrong-password sign-in sent from another loopback address (Linux answers all of 127.0.0.0/8),
 * so the server sees a connection from somewhere else than the browser's 127.0.0.1.
 */
function wrongPasswordFrom(localAddress: string, origin: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ password: "not the password" });
  return new Promise((resolve, reject) => {
    const url = new URL("/api/studio/session", origin);
    const sent = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        agent: false,
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

const count = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

async function signInThroughThePage(page: Page, origin: string, password = STUDIO_PASSWORD) {
  await page.goto(`${origin}/studio`);
  await page.getByLabel("Studio password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function expectInbox(page: Page) {
  await expect(page.getByRole("heading", { name: "Client reviews" })).toBeVisible();
}

async function newPage(newContext: NewContext) {
  return (await newContext()).newPage();
}

test.describe("an outsider cannot keep the studio out", () => {
  test.setTimeout(120_000);

  test("without a trusted proxy, forged forwarding headers count against the sender's own address", async ({
    page,
  }) => {
    const server = await ownServer();
    try {
      // Everything a client can claim about where it is: all ignored, the connection says 127.0.0.2.
      const forged = {
        "x-forwarded-for": "127.0.0.1",
        "x-real-ip": "127.0.0.1",
        forwarded: "for=127.0.0.1",
        "x-ember-peer-address": "forged 127.0.0.1",
      };
      const parallel = await Promise.all(
        Array.from({ length: 20 }, () => wrongPasswordFrom("127.0.0.2", server.origin, forged)),
      );
      // Counted atomically: of twenty guesses at once, only the three free ones were even compared.
      expect(count(parallel)).toEqual({ 401: 3, 429: 17 });
      // A new forged address on every try, as someone defeating a per-address count would: still 127.0.0.2.
      for (let i = 0; i < 10; i += 1) {
        expect(await wrongPasswordFrom("127.0.0.2", server.origin, { "x-forwarded-for": `198.51.100.${i}` })).toBe(429);
      }

      await signInThroughThePage(page, server.origin, "a typo");
      await expect(page.getByRole("form", { name: "Sign in to the studio inbox" }).getByRole("alert")).toHaveText(
        WRONG,
      );
      await signInThroughThePage(page, server.origin);
      await expectInbox(page);
    } finally {
      await server.stop();
    }
  });

  test("behind one trusted proxy, only the address that proxy appended counts", async ({ newContext }) => {
    const server = await ownServer({ TRUST_PROXY: "1" });
    // The test plays the proxy: it appends the address each client connected from to X-Forwarded-For.
    const studioContext = await newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.10" } });
    try {
      const outsider = { "x-forwarded-for": "203.0.113.10, 198.51.100.23" };
      const parallel = await Promise.all(
        Array.from({ length: 12 }, () => wrongPasswordFrom("127.0.0.1", server.origin, outsider)),
      );
      expect(count(parallel)).toEqual({ 401: 3, 429: 9 });
      const page = await studioContext.newPage();
      await signInThroughThePage(page, server.origin);
      await expectInbox(page);
    } finally {
      await studioContext.close();
      await server.stop();
    }
  });
});

test.describe("studio sessions end when they should", () => {
  test.setTimeout(120_000);

  test("'Sign out everywhere' ends every browser's session, its own too", async ({ newContext }) => {
    const server = await ownServer();
    const office = await newPage(newContext);
    const laptop = await newPage(newContext);
    try {
      for (const page of [office, laptop]) {
        await signInThroughThePage(page, server.origin);
        await expectInbox(page);
      }
      await office.getByRole("button", { name: "Sign out everywhere" }).click();
      await expect(office.getByLabel("Studio password")).toBeVisible();

      expect((await laptop.request.get(`${server.origin}/api/studio/reviews`)).status()).toBe(401);
      await laptop.reload();
      await expect(laptop.getByLabel("Studio password")).toBeVisible();
      await signInThroughThePage(laptop, server.origin);
      await expectInbox(laptop);
    } finally {
      await office.context().close();
      await laptop.context().close();
      await server.stop();
    }
  });

  test("a new STUDIO_PASSWORD ends every session; a restart with the same one does not; none locks the inbox", async ({
    newContext,
  }) => {
    const server = await ownServer();
    const page = await newPage(newContext);
    const inbox = () => page.request.get(`${server.origin}/api/studio/reviews`);
    try {
      await signInThroughThePage(page, server.origin);
      await expectInbox(page);
      await server.restart({});
      expect((await inbox()).status()).toBe(200);

      await server.restart({ STUDIO_PASSWORD: "a-new-studio-password" });
      expect((await inbox()).status()).toBe(401);
      await signInThroughThePage(page, server.origin, "a-new-studio-password");
      await expectInbox(page);

      // Without a password nobody can sign in, and /studio says so, to a browser with a cookie too.
      await server.restart({ STUDIO_PASSWORD: "" });
      await page.goto(`${server.origin}/studio`);
      await expect(page.getByRole("heading", { name: "The inbox is locked" })).toBeVisible();
      await expect(page.getByRole("form", { name: "Sign in to the studio inbox" })).toHaveCount(0);
      expect((await inbox()).status()).toBe(401);
    } finally {
      await page.context().close();
      await server.stop();
    }
  });
});
