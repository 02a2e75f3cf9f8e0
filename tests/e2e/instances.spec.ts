import type { ChildProcess } from "node:child_process";
import { Pool } from "pg";
import { mailCatcher } from "./support/mail";
import { canRunPostgres, startPostgresCluster } from "./support/postgres-cluster";
import { freePort, freshDataDir, once, ownDatabase, startServer, stopServer, type ServerEnv } from "./support/server";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";

/*
 * Several instances on one Postgres (docs/operations.md#several-instances): two production servers,
 * each with its own port and data directory, share one database. What one does, the other sees; no
 * work is lost between them, no mail goes out twice, and a session or a password ends on both.
 */

test.skip(!process.env.DATABASE_URL?.trim() && !canRunPostgres, "needs Postgres: DATABASE_URL, or Debian's postgresql");
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const CLIENTS = ["wecaremovers", "nkzweb", "anydaypa", "mellowyellow"];
const MAIL_FROM = "site@ember.test";

let databaseUrl = "";
let drop = async () => {};
let mail: ReturnType<typeof mailCatcher>;
const servers: { origin: string; process: ChildProcess; port: number; dataDir: string }[] = [];

async function start(index: number, env: ServerEnv = {}) {
  const port = servers[index]?.port ?? (await freePort());
  const dataDir = servers[index]?.dataDir ?? (await freshDataDir("site-instance-"));
  const child = await startServer(port, dataDir, "next-start", databaseUrl, {
    SMTP_URL: mail.url,
    MAIL_FROM,
    STUDIO_EMAIL: "studio@ember.test",
    ...env,
  });
  servers[index] = { origin: `http://127.0.0.1:${port}`, process: child, port, dataDir };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (process.env.DATABASE_URL?.trim()) {
    const store = await ownDatabase();
    databaseUrl = store.databaseUrl ?? "";
    drop = store.drop;
  } else {
    const cluster = await startPostgresCluster(await freePort());
    databaseUrl = cluster.url;
    drop = cluster.remove;
  }
  mail = mailCatcher(await freePort());
  await mail.start();
  // One after the other: the second finds the database migrated.
  await start(0);
  await start(1);
});

test.afterAll(async () => {
  for (const server of servers) await stopServer(server.process);
  await mail.stop();
  await drop();
});

const [a, b] = [() => servers[0]!.origin, () => servers[1]!.origin];

async function signIn(origin: string, password = STUDIO_PASSWORD): Promise<string> {
  const response = await once(`${origin}/api/studio/session`, { method: "POST", body: { password } });
  expect(response.status).toBe(204);
  return response.cookies;
}

async function keyOf(origin: string, cookie: string, clientId: string) {
  const { clients } = (await once(`${origin}/api/studio/reviews`, { headers: { cookie } })).json<{
    clients: { id: string; link: string }[];
  }>();
  return new URL(clients.find((client) => client.id === clientId)?.link ?? "", origin).searchParams.get("key") ?? "";
}

const pin = (id: string) => ({
  id,
  x: 10,
  y: 20,
  text: `Pin ${id}`,
  isNew: true,
  timestamp: "2026-11-28T17:00:00.000Z",
});

test("saves alternating between two servers merge with nothing lost; a reply made on one shows on the other", async () => {
  const cookie = await signIn(a());
  const key = await keyOf(a(), cookie, CLIENTS[0]!);
  // Two browsers, each adding its own pins and saving its whole review, through one server and then the other.
  const browsers = [
    { prefix: "phone", pins: [] as ReturnType<typeof pin>[], version: 0 },
    { prefix: "laptop", pins: [] as ReturnType<typeof pin>[], version: 0 },
  ];
  for (let round = 0; round < 4; round += 1) {
    for (const [index, browser] of browsers.entries()) {
      browser.pins.push(pin(`${browser.prefix}-${round}`));
      const origin = (round + index) % 2 === 0 ? a() : b();
      const response = await once(`${origin}/api/reviews/${CLIENTS[0]}?key=${encodeURIComponent(key)}`, {
        method: "POST",
        body: { baseVersion: browser.version, review: { decisions: {}, comments: { "post-1": browser.pins } } },
      });
      expect(response.status).toBe(201);
      const saved = response.json<{
        version: number;
        review: { comments: Record<string, ReturnType<typeof pin>[]> };
      }>();
      browser.version = saved.version;
      browser.pins = saved.review.comments["post-1"] ?? [];
    }
  }
  const read = async (origin: string) =>
    (await once(`${origin}/api/reviews/${CLIENTS[0]}?key=${encodeURIComponent(key)}`)).json<{
      review: { comments: Record<string, { id: string; replies?: { text: string }[] }[]> };
    }>().review.comments["post-1"] ?? [];
  const expected = ["phone", "laptop"].flatMap((prefix) => [0, 1, 2, 3].map((round) => `${prefix}-${round}`)).sort();
  expect((await read(a())).map((entry) => entry.id).sort()).toEqual(expected);
  expect((await read(b())).map((entry) => entry.id).sort()).toEqual(expected);

  const reply = await once(`${a()}/api/studio/clients/${CLIENTS[0]}/pins`, {
    method: "POST",
    headers: { cookie },
    body: { round: null, postKey: "post-1", pinId: "phone-0", change: { type: "reply", text: "On it." } },
  });
  expect(reply.status).toBe(201);
  expect((await read(b())).find((entry) => entry.id === "phone-0")?.replies?.map((entry) => entry.text)).toEqual([
    "On it.",
  ]);
});

test("each mail goes out once, though both servers send", async () => {
  const cookie = await signIn(b());
  for (const [index, clientId] of CLIENTS.slice(1).entries()) {
    const key = await keyOf(b(), cookie, clientId);
    const origin = index % 2 === 0 ? a() : b();
    const response = await once(`${origin}/api/reviews/${clientId}?key=${encodeURIComponent(key)}`, {
      method: "POST",
      body: { baseVersion: 0, review: { decisions: { "post-2": "approved" }, comments: {} } },
    });
    expect(response.status).toBe(201);
  }
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    // Every mail that is due sent, by one claim each (a row claimed twice would count two attempts); saves
    // within a client's quiet period after a mail wait for it to end, and are left out here.
    const waiting = `select count(*)::int as n from mail_outbox
      where sent_at is null and (attempts > 0 or due_at <= now())`;
    await expect.poll(async () => (await pool.query(waiting)).rows[0].n, { timeout: 60_000 }).toBe(0);
    const { rows } = await pool.query<{ client_id: string; attempts: number; sent_at: Date }>(
      "select client_id, attempts, sent_at from mail_outbox where sent_at is not null",
    );
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    // A client's saves close together go out as one mail: the rows sent together are one message.
    const messages = new Set(rows.map((row) => `${row.client_id} ${row.sent_at.toISOString()}`));
    const subjects = mail.received.map((message) => /^Subject: (.*)$/m.exec(message)?.[1] ?? "");
    expect(subjects).toHaveLength(messages.size);
    for (const [clientId, name] of [
      ["wecaremovers", "We Care Movers"],
      ["nkzweb", "NKZ Web"],
      ["anydaypa", "AnyDay PA"],
      ["mellowyellow", "Mellow Yellow"],
    ]) {
      const sent = [...messages].filter((message) => message.startsWith(`${clientId} `)).length;
      expect(sent).toBeGreaterThan(0);
      expect(subjects.filter((subject) => subject.startsWith(`${name} saved their review`))).toHaveLength(sent);
    }
  } finally {
    await pool.end();
  }
});

test("a sign-out on one server ends the session on both", async () => {
  const cookie = await signIn(a());
  const inbox = (origin: string) => once(`${origin}/api/studio/reviews`, { headers: { cookie } });
  expect((await inbox(a())).status).toBe(200);
  expect((await inbox(b())).status).toBe(200);
  expect((await once(`${b()}/api/studio/session`, { method: "DELETE", headers: { cookie } })).status).toBe(204);
  expect((await inbox(a())).status).toBe(401);
  expect((await inbox(b())).status).toBe(401);
});

test("a new password on one server locks out the other until it is restarted with it", async () => {
  const newPassword = "the-studio's-new-password";
  await stopServer(servers[1]!.process);
  await start(1, { STUDIO_PASSWORD: newPassword });
  // The server still running with the old password lets nobody in, with it or with a session.
  const stale = await once(`${a()}/api/studio/session`, { method: "POST", body: { password: STUDIO_PASSWORD } });
  expect(stale.status).toBe(503);
  expect(stale.json<{ error: string }>().error).toBe(
    "This server was started with an older studio password. Restart it with the current STUDIO_PASSWORD.",
  );
  const cookie = await signIn(b(), newPassword);
  expect((await once(`${a()}/api/studio/reviews`, { headers: { cookie } })).status).toBe(503);
  await stopServer(servers[0]!.process);
  await start(0, { STUDIO_PASSWORD: newPassword });
  expect((await once(`${a()}/api/studio/reviews`, { headers: { cookie } })).status).toBe(200);
});
