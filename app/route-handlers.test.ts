// @vitest-environment node
import { count, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/src/db/client";
import * as tables from "@/src/db/schema";
import { publishedWaypoints, reviews, reviewSaveWindows, reviewVersions } from "@/src/db/schema";
import { testDatabase, testDatabaseKinds } from "@/src/db/test-database";
import { inquirySendSchema } from "@/src/features/inquiries/api";
import { withinLinkLimit } from "@/src/features/inquiries/message-checks";
import { snapshotSelection } from "@/src/features/inquiries/server/selection-snapshot";
import { reviewKey } from "@/src/features/review/server/review-links";
import { draftRound } from "@/src/features/rounds/server/round-store";
import { validWaypoints } from "@/src/features/tour/valid-waypoints";
import { frameSizes } from "@/src/features/tours/import-plan";
import { createTour, saveTour, startFootage } from "@/src/features/tours/server/tour-store";
import { DISCARD_PAST_LIMIT_BYTES } from "@/src/lib/server/body";
import { reviewSaveSchema } from "@/src/model/review";
import { waypointSchema } from "@/src/model/tour";
import * as inquiryRoute from "./api/inquiries/route";
import * as reviewRoute from "./api/reviews/[clientId]/route";
import * as studioExportRoute from "./api/studio/reviews/[clientId]/export/route";
import * as studioReviewRoute from "./api/studio/reviews/[clientId]/route";
import * as studioReviewsRoute from "./api/studio/reviews/route";
import * as sessionRoute from "./api/studio/session/route";
import * as waypointsRoute from "./api/tours/[propertyId]/waypoints/route";
import * as guideRoute from "./Guides/[guide]/waypoints.json/route";

/*
 * Every route handler under app/api and app/Guides (found on disk: a handler missing from HANDLERS
 * below fails the first test), called as Next.js calls it (a Request and its params) against a
 * throwaway database, with random and hostile input: JSON of any shape, huge strings, deep nesting,
 * prototype keys, wrong types, any Unicode, numbers JSON cannot hold, ids past what a row can have,
 * strangers' large bodies. Each must answer a 4xx (or, for a read, a plain answer), store nothing,
 * never throw, and refuse what its headers already say without reading the body.
 */

const state = vi.hoisted(() => ({
  db: null as Database | null,
  /** The request being handled: Next's cookies() reads it. */
  request: null as Request | null,
  /** Cookies the handler set. */
  set: new Map<string, string>(),
}));

// Only the handle is replaced: whatever else the module offers stays as it is.
vi.mock("@/src/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/src/db/client")>()),
  database: async () => {
    if (!state.db) throw new Error("no test database");
    return state.db;
  },
}));

// Next's request-scoped cookie store, as a route handler sees it, over the request being handled.
// Handlers called directly have no socket for the server's stamp to name: they come from loopback.
vi.mock("@/src/lib/server/node-server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/src/lib/server/node-server")>()),
  peerAddress: () => "127.0.0.1",
}));

vi.mock("next/headers", () => ({
  cookies: async () => {
    const header = state.request?.headers.get("cookie") ?? "";
    const jar = new Map(
      header
        .split(";")
        .map((pair) => pair.trim().split("="))
        .filter(([name]) => name)
        .map(([name, ...value]) => [name ?? "", value.join("=")]),
    );
    return {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
      has: (name: string) => jar.has(name),
      set: (name: string, value: string) => void state.set.set(name, value),
      delete: (name: string) => void state.set.set(name, ""),
    };
  },
}));

const SITE = "http://localhost:3000";

/** Every route file, with the exports Next.js would serve. */
const routeModules = import.meta.glob<Record<string, unknown>>(["./api/**/route.ts", "./Guides/**/route.ts"], {
  eager: true,
});

/** Who may call a handler, and what its body is. */
type HandlerSpec = {
  /** "studio": a signed-in studio session; "link": a client's review key; "public": anyone. */
  access: "studio" | "link" | "public";
  body?: "json" | "form";
};

/**
 * Every handler, by its route file and method. Its params are filled from VALID_PARAMS, and each
 * one in turn is made hostile. A new handler goes here, or the first test fails.
 */
const HANDLERS: Record<string, Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", HandlerSpec>>> = {
  "./api/inquiries/route.ts": { POST: { access: "public", body: "json" } },
  "./api/studio/inquiries/route.ts": { GET: { access: "studio" } },
  "./api/studio/inquiries/export/route.ts": { GET: { access: "studio" } },
  "./api/studio/inquiries/[inquiryId]/route.ts": {
    GET: { access: "studio" },
    PATCH: { access: "studio", body: "json" },
    DELETE: { access: "studio" },
  },
  "./api/studio/inquiries/[inquiryId]/replies/route.ts": { POST: { access: "studio", body: "json" } },
  "./Guides/[guide]/waypoints.json/route.ts": { GET: { access: "public" } },
  "./api/review-images/[imageId]/[width]/route.ts": { GET: { access: "public" } },
  "./api/reviews/[clientId]/round/route.ts": { GET: { access: "link" } },
  "./api/reviews/[clientId]/rounds/[roundNumber]/route.ts": { POST: { access: "link", body: "json" } },
  "./api/reviews/[clientId]/route.ts": { GET: { access: "link" }, POST: { access: "link", body: "json" } },
  "./api/studio/clients/[clientId]/link/route.ts": { POST: { access: "studio", body: "json" } },
  "./api/studio/clients/[clientId]/pins/route.ts": { POST: { access: "studio", body: "json" } },
  "./api/studio/clients/[clientId]/read/route.ts": { POST: { access: "studio" } },
  "./api/studio/clients/[clientId]/rounds/route.ts": { GET: { access: "studio" }, POST: { access: "studio" } },
  "./api/studio/reviews/[clientId]/export/route.ts": { GET: { access: "studio" } },
  "./api/studio/reviews/[clientId]/route.ts": { GET: { access: "studio" } },
  "./api/studio/reviews/route.ts": { GET: { access: "studio" } },
  "./api/studio/rounds/[roundId]/order/route.ts": { PUT: { access: "studio", body: "json" } },
  "./api/studio/rounds/[roundId]/posts/[postId]/picture/route.ts": { POST: { access: "studio", body: "form" } },
  "./api/studio/rounds/[roundId]/posts/[postId]/route.ts": {
    PUT: { access: "studio", body: "json" },
    DELETE: { access: "studio" },
  },
  "./api/studio/rounds/[roundId]/posts/route.ts": { POST: { access: "studio", body: "form" } },
  "./api/studio/rounds/[roundId]/publish/route.ts": { POST: { access: "studio" } },
  "./api/studio/session/route.ts": {
    GET: { access: "public" },
    POST: { access: "public", body: "json" },
    DELETE: { access: "public" },
  },
  "./api/studio/sessions/route.ts": { DELETE: { access: "studio" } },
  "./api/tours/[propertyId]/waypoints/route.ts": {
    PUT: { access: "studio", body: "json" },
    DELETE: { access: "studio" },
  },
  "./api/tours/route.ts": { GET: { access: "public" } },
  "./api/tour-files/[hash]/route.ts": { GET: { access: "public" } },
  "./api/tour-frames/[setHash]/frames/[width]/[file]/route.ts": { GET: { access: "public" } },
  "./api/studio/tours/route.ts": { GET: { access: "studio" }, POST: { access: "studio", body: "json" } },
  "./api/studio/tours/[tourId]/route.ts": {
    GET: { access: "studio" },
    PUT: { access: "studio", body: "json" },
    DELETE: { access: "studio" },
  },
  "./api/studio/tours/[tourId]/footage/route.ts": {
    POST: { access: "studio", body: "json" },
    DELETE: { access: "studio" },
  },
  "./api/studio/tours/[tourId]/footage/[footageId]/route.ts": { GET: { access: "studio" } },
  "./api/studio/tours/[tourId]/footage/[footageId]/frames/[frame]/route.ts": {
    PUT: { access: "studio", body: "form" },
  },
  "./api/studio/tours/[tourId]/floors/[floorId]/plan/route.ts": { POST: { access: "studio", body: "form" } },
  "./api/studio/tours/[tourId]/publish/route.ts": { POST: { access: "studio" }, DELETE: { access: "studio" } },
};

/** A route file's params, as its folder names them (`[clientId]` → clientId). */
const paramsOf = (file: string) => [...file.matchAll(/\[(\w+)\]/g)].map((match) => match[1] ?? "");

/** The URL a handler is called at, with its params in place. */
const urlOf = (file: string, params: Record<string, string>) =>
  file
    .replace(/^\.\//, "/")
    .replace(/\/route\.ts$/, "")
    .replace(/\[(\w+)\]/g, (_match, name: string) => segment(params[name] ?? ""));
const SECRET = "route-handler-test-review-link-secret";
const PASSWORD = "route-handler-test-studio-password";
const RUNS = { numRuns: 60 };

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

async function call<P>(handler: Handler<P>, request: Request, params: P): Promise<Response> {
  state.request = request;
  state.set = new Map();
  return handler(request, { params: Promise.resolve(params) });
}

function request(path: string, init: { method?: string; body?: string; type?: string | null; headers?: HeadersInit }) {
  const headers = new Headers(init.headers);
  if (init.type !== null) headers.set("content-type", init.type ?? "application/json");
  return new Request(new URL(path, SITE), { method: init.method ?? "GET", body: init.body, headers });
}

/* Hostile input. */

const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "<img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "NaN",
    "Infinity",
    "1e309",
    "",
    " ",
    "\u0000",
    "\ud800",
    "\u202e",
    "../../etc/passwd",
    "%E0%A4%A",
    "x".repeat(3000),
  ),
);

const keyText = fc.oneof(
  hostileText,
  fc.constantFrom(
    "baseVersion",
    "review",
    "decisions",
    "comments",
    "post-1",
    "post-16",
    "post-17",
    "id",
    "x",
    "y",
    "text",
    "isNew",
    "timestamp",
    "waypoints",
    "name",
    "frame",
    "floor",
    "password",
  ),
);

/** What a header may carry (HTTP headers are bytes): printable ASCII, markup and all. */
const headerText = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/),
  fc.constantFrom("http://evil.example", "null", "javascript:alert(1)", "http://localhost:3000.evil.example"),
);

/** A path segment as a URL carries it (Next.js hands the handler the text itself, as `params`). */
const segment = (text: string) => encodeURIComponent(text.toWellFormed());

/** Number literals JSON.parse turns into Infinity, -0, fractions or integers past any version. */
const numberLiteral = fc.constantFrom("1e309", "-1e309", "-0", "0.5", "-1", "2147483648", "9007199254740993", "1e-400");

/** JSON text of any shape, written out by hand so it may hold what JSON.stringify would not. */
const { value: anyJson } = fc.letrec<{ value: string; list: string; record: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("null", "true", "false", "0", "1", '"NaN"', '"1"', '"approved"'),
    numberLiteral,
    hostileText.map((text) => JSON.stringify(text)),
    tie("list"),
    tie("record"),
  ),
  list: fc.array(tie("value"), { maxLength: 4 }).map((items) => `[${items.join(",")}]`),
  record: fc
    .array(fc.tuple(keyText, tie("value")), { maxLength: 4 })
    .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`),
}));

/** Deep nesting, at the top or where a schema descends into it. */
const deep = fc
  .integer({ min: 500, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      `${"[".repeat(depth)}${"]".repeat(depth)}`,
      `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
      `{"baseVersion":0,"review":{"decisions":${"[".repeat(depth)}${"]".repeat(depth)},"comments":{}}}`,
      `{"waypoints":[${"[".repeat(depth)}${"]".repeat(depth)}]}`,
    ),
  );

/** Bodies over the 64 KB limit, or one field far over its own. */
const huge = fc.constantFrom(
  JSON.stringify({ baseVersion: 0, review: { decisions: {}, comments: {} }, pad: "x".repeat(70_000) }),
  JSON.stringify({ password: "p".repeat(5_000) }),
  JSON.stringify({ waypoints: [{ id: "a", name: "n".repeat(60_000), frame: 1, x: 1, y: 1, floor: "1st Floor" }] }),
  `"${"\\u0000".repeat(12_000)}"`,
);

const pin = fc.record({
  id: fc.oneof(fc.constant('"a"'), anyJson),
  x: fc.oneof(fc.constant("10"), numberLiteral, anyJson),
  y: fc.constant("20"),
  text: fc.oneof(fc.constant('"ok"'), anyJson),
  isNew: fc.oneof(fc.constant("true"), anyJson),
  timestamp: fc.oneof(fc.constant('"2026-11-23T17:00:00.000Z"'), anyJson),
});
const written = (record: Record<string, string>) =>
  `{${Object.entries(record)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(",")}}`;

/** A review save with some of its parts swapped for hostile ones. */
const nearSave = fc
  .record({
    baseVersion: fc.oneof(fc.constantFrom("0", "3"), numberLiteral, anyJson),
    decisions: fc.oneof(
      fc.constant('{"post-1":"approved"}'),
      anyJson.map((value) => `{"post-2":${value}}`),
      anyJson,
    ),
    post: fc.constantFrom("post-1", "post-16", "post-17", "__proto__", "constructor"),
    pins: fc.array(pin.map(written), { maxLength: 3 }),
    extraKey: keyText,
    extra: anyJson,
  })
  .map(
    ({ baseVersion, decisions, post, pins, extraKey, extra }) =>
      `{"baseVersion":${baseVersion},"review":{"decisions":${decisions},"comments":{${JSON.stringify(post)}:[${pins.join(",")}]}},${JSON.stringify(extraKey)}:${extra}}`,
  );

/** A waypoint list with some of its parts swapped for hostile ones. */
const nearWaypoints = fc
  .array(
    fc
      .record({
        id: fc.oneof(fc.constant('"porch"'), anyJson),
        name: fc.oneof(fc.constant('"Porch"'), anyJson),
        frame: fc.oneof(fc.constantFrom("12", "530", "0"), numberLiteral, anyJson),
        x: fc.oneof(fc.constant("50"), numberLiteral),
        y: fc.constant("80"),
        floor: fc.oneof(fc.constantFrom('"1st Floor"', '"Basement"', '"__proto__"'), anyJson),
      })
      .map(written),
    { maxLength: 3 },
  )
  .map((items) => `{"waypoints":[${items.join(",")}]}`);

const body = (near: fc.Arbitrary<string>) =>
  fc.oneof(near, near, anyJson, deep, huge, fc.string({ unit: "binary", maxLength: 60 }));

const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON");
const anyContentType = fc.oneof(
  contentType,
  fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""),
);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const publishSchema = v.object({ waypoints: v.array(waypointSchema) });
const tour = { frameCount: 529, minimaps: { "1st Floor": "", "2nd Floor": "", "3rd Floor": "" } };
const publishable = (data: unknown) =>
  v.is(publishSchema, data) && validWaypoints(data.waypoints, tour).length === data.waypoints.length;

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const answer: unknown = await response.json();
  expect(answer).toEqual({ error: expect.any(String) });
}

describe.each(testDatabaseKinds)("route handlers on %s, given hostile requests", (kind) => {
  let close: () => Promise<void>;
  let session = "";
  const saved = { REVIEW_LINK_SECRET: "", STUDIO_PASSWORD: "", SESSION_SECRET: "" };

  beforeAll(async () => {
    let db: Database;
    ({ db, close } = await testDatabase(kind));
    state.db = db;
    for (const name of Object.keys(saved) as (keyof typeof saved)[]) saved[name] = process.env[name] ?? "";
    process.env.REVIEW_LINK_SECRET = SECRET;
    process.env.STUDIO_PASSWORD = PASSWORD;
    process.env.SESSION_SECRET = "route-handler-test-session-secret-of-32-characters-or-more";
    const signIn = await call(
      sessionRoute.POST as Handler<unknown>,
      request("/api/studio/session", { method: "POST", body: JSON.stringify({ password: PASSWORD }) }),
      {},
    );
    expect(signIn.status).toBe(204);
    session = `studio_session=${state.set.get("studio_session") ?? ""}`;
    // The rounds the registry's handlers are called on: round 1 of the client published, and a draft.
    await db.insert(tables.rounds).values({
      clientId,
      number: 1,
      status: "published",
      createdAt: new Date(),
      publishedAt: new Date(),
    });
    VALID_PARAMS.roundId = String(await draftRound(db, clientId));
    // The tour the registry's handlers are called on: a floor, and a video upload of 3 frames begun.
    const tourId = await createTour(db, { name: "Route House", location: "Calgary, AB" }, () => false);
    const layout = { floors: [{ id: "fmain", name: "Main Floor" }], changes: [], keyframes: [], coverFrame: 1 };
    await saveTour(db, tourId, { baseVersion: 1, name: "Route House", location: "Calgary, AB", layout });
    const source = {
      name: "walk.mp4",
      size: 1000,
      lastModified: 1,
      fingerprint: "0".repeat(64),
      codec: "avc",
      width: 1920,
      height: 1080,
      duration: 3,
    };
    const plan = {
      source,
      range: { start: 0, end: 3 },
      times: [0.5, 1.5, 2.5],
      sizes: frameSizes(source),
      quality: 80,
    };
    VALID_PARAMS.tourId = String(tourId);
    VALID_PARAMS.footageId = String(await startFootage(db, tourId, plan));
  }, 60_000);

  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value) process.env[name] = value;
      else delete process.env[name];
    }
    state.db = null;
    await close();
  });

  /** Rows of every table a request could fill: all must stay empty. */
  async function storedRows(): Promise<number> {
    const db = state.db!;
    const tables = [reviews, reviewVersions, reviewSaveWindows, publishedWaypoints];
    const counts = await Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
    return counts.reduce((sum: number, n) => sum + (n ?? 0), 0);
  }

  const clientId = "nkzweb";
  const savePath = `/api/reviews/${clientId}?key=${reviewKey(SECRET, clientId)}`;

  it("POST /api/reviews/{clientId}: a body that is not a save is refused, and nothing is stored", async () => {
    await fc.assert(
      fc.asyncProperty(body(nearSave), anyContentType, async (text, type) => {
        fc.pre(!(v.is(reviewSaveSchema, parsed(text)) && type.toLowerCase().startsWith("application/json")));
        const response = await call(reviewRoute.POST, request(savePath, { method: "POST", body: text, type }), {
          clientId,
        });
        await expectRefused(response);
        expect(await storedRows()).toBe(0);
      }),
      RUNS,
    );
  });

  it("/api/reviews/{clientId}: a hostile client, key or origin opens nothing and stores nothing", async () => {
    const valid = JSON.stringify({ baseVersion: 0, review: { decisions: {}, comments: {} } });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileText, fc.constant(clientId)),
        fc.oneof(hostileText, fc.constant(reviewKey(SECRET, "mellowyellow"))),
        fc.option(headerText),
        async (id, key, origin) => {
          const path = `/api/reviews/${segment(id)}?key=${segment(key)}`;
          const headers = origin === null ? undefined : { origin };
          const post = await call(reviewRoute.POST, request(path, { method: "POST", body: valid, headers }), {
            clientId: id,
          });
          await expectRefused(post);
          expect([403, 404]).toContain(post.status);
          const get = await call(reviewRoute.GET, request(path, { type: null }), { clientId: id });
          await expectRefused(get);
          expect(await storedRows()).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it("PUT /api/tours/{propertyId}/waypoints: a body that is not a publishable list is refused, signed in or not", async () => {
    await fc.assert(
      fc.asyncProperty(body(nearWaypoints), anyContentType, fc.boolean(), async (text, type, signedIn) => {
        fc.pre(!(publishable(parsed(text)) && type.toLowerCase().startsWith("application/json")));
        const headers = signedIn ? { cookie: session } : undefined;
        const put = request("/api/tours/22-chelsea-bay/waypoints", { method: "PUT", body: text, type, headers });
        const response = await call(waypointsRoute.PUT, put, { propertyId: "22-chelsea-bay" });
        await expectRefused(response);
        if (!signedIn) expect(response.status).toBe(401);
        expect(await storedRows()).toBe(0);
      }),
      RUNS,
    );
  });

  it("/api/tours/{propertyId}/waypoints: a hostile tour or origin is refused", async () => {
    const list = JSON.stringify({ waypoints: [{ id: "p", name: "Porch", frame: 12, x: 5, y: 5, floor: "1st Floor" }] });
    await fc.assert(
      fc.asyncProperty(hostileText, fc.option(headerText), async (id, origin) => {
        const headers = { cookie: session, ...(origin === null ? {} : { origin }) };
        const path = `/api/tours/${segment(id)}/waypoints`;
        const put = await call(waypointsRoute.PUT, request(path, { method: "PUT", body: list, headers }), {
          propertyId: id,
        });
        await expectRefused(put);
        const remove = await call(waypointsRoute.DELETE, request(path, { method: "DELETE", headers }), {
          propertyId: id,
        });
        await expectRefused(remove);
        expect(await storedRows()).toBe(0);
      }),
      RUNS,
    );
  });

  it("POST /api/studio/session: a body that is not a password signs nobody in", async () => {
    await fc.assert(
      fc.asyncProperty(
        body(fc.oneof(anyJson.map((value) => `{"password":${value}}`))),
        anyContentType,
        async (text, type) => {
          const data = parsed(text);
          fc.pre(
            !(v.is(v.object({ password: v.string() }), data) && type.toLowerCase().startsWith("application/json")),
          );
          const signIn = request("/api/studio/session", { method: "POST", body: text, type });
          const response = await call(sessionRoute.POST as Handler<unknown>, signIn, {});
          await expectRefused(response);
          expect(state.set.size).toBe(0);
          expect(await storedRows()).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it("the studio's reads and sign-out answer a hostile client id, format or origin plainly", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostileText, fc.constant(clientId)),
        hostileText,
        fc.boolean(),
        fc.option(headerText),
        async (id, format, signedIn, origin) => {
          const headers = { ...(signedIn ? { cookie: session } : {}), ...(origin === null ? {} : { origin }) };
          const read = (path: string) => request(path, { type: null, headers });
          const encoded = segment(id);
          const answers = [
            await call(studioReviewsRoute.GET as Handler<unknown>, read("/api/studio/reviews"), {}),
            await call(studioReviewRoute.GET, read(`/api/studio/reviews/${encoded}`), { clientId: id }),
            await call(studioExportRoute.GET, read(`/api/studio/reviews/${encoded}/export?format=${segment(format)}`), {
              clientId: id,
            }),
            await call(sessionRoute.GET as Handler<unknown>, read("/api/studio/session"), {}),
          ];
          for (const answer of answers) expect(answer.status).toBeLessThan(500);
          if (!signedIn) for (const answer of answers.slice(0, 3)) expect(answer.status).toBe(401);
          if (signedIn && id !== clientId) expect(answers[1]?.status).toBe(404);
          const signOut = await call(
            sessionRoute.DELETE as Handler<unknown>,
            request("/api/studio/session", {
              method: "DELETE",
              type: null,
              headers: origin === null ? {} : { origin },
            }),
            {},
          );
          expect(signOut.status).toBe(origin === null ? 204 : 403);
          expect(await storedRows()).toBe(0);
        },
      ),
      RUNS,
    );
  });

  it("GET /Guides/{name}/waypoints.json: a hostile name finds no guide", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (name) => {
        fc.pre(name !== "22 Chelsea Bay");
        const response = await call(guideRoute.GET, request(`/Guides/${segment(name)}/waypoints.json`, {}), {
          guide: segment(name),
        });
        await expectRefused(response);
        expect(response.status).toBe(404);
      }),
      RUNS,
    );
  });

  /* Every handler, from the registry. */

  /** A row count of every table: a refused request leaves each as it was. */
  async function snapshot(): Promise<number[]> {
    const db = state.db!;
    const all = (Object.values(tables) as unknown[]).filter((table): table is PgTable => is(table, PgTable));
    return Promise.all(all.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0));
  }

  const VALID_PARAMS: Record<string, string> = {
    clientId,
    roundId: "",
    roundNumber: "1",
    postId: "rp-aaaaaaaaaaaa",
    imageId: "0".repeat(64),
    width: "480",
    propertyId: "22-chelsea-bay",
    guide: "22 Chelsea Bay",
    inquiryId: "1",
    tourId: "",
    footageId: "",
    frame: "1",
    floorId: "fmain",
    setHash: "0".repeat(64),
    hash: "0".repeat(64),
    file: "frame_000001.jpg",
  };

  const entries = Object.entries(HANDLERS).flatMap(([file, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({ file, method, spec: spec as HandlerSpec })),
  );

  const handlerOf = (file: string, method: string) => routeModules[file]?.[method] as Handler<Record<string, string>>;

  /** A body that counts what the handler pulled from it, `bytes` long, in 64 KiB chunks, made as it is read. */
  function trackedBody(bytes: number) {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x7b);
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= bytes) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled: () => pulled };
  }

  /** A call of one handler with its params, as the studio (`signedIn`), with the client's key, or as a stranger. */
  function callHandler(
    entry: (typeof entries)[number],
    {
      params = VALID_PARAMS,
      signedIn = true,
      body,
      headers = {},
    }: {
      params?: Record<string, string>;
      signedIn?: boolean;
      body?: { stream: ReadableStream<Uint8Array>; type: string; length?: number } | { text: string; type: string };
      headers?: Record<string, string>;
    },
  ) {
    const own = Object.fromEntries(paramsOf(entry.file).map((name) => [name, params[name] ?? ""]));
    const key = signedIn ? reviewKey(SECRET, clientId) : "not-the-key";
    const url = new URL(urlOf(entry.file, own) + (entry.spec.access === "link" ? `?key=${key}` : ""), SITE);
    const sent = new Headers(headers);
    if (signedIn && entry.spec.access === "studio") sent.set("cookie", session);
    let init: RequestInit & { duplex?: "half" } = { method: entry.method, headers: sent };
    if (body && "stream" in body) {
      sent.set("content-type", body.type);
      if (body.length !== undefined) sent.set("content-length", String(body.length));
      init = { ...init, body: body.stream, duplex: "half" };
    } else if (body) {
      sent.set("content-type", body.type);
      init = { ...init, body: body.text };
    }
    state.request = new Request(url, init);
    state.set = new Map();
    return handlerOf(entry.file, entry.method)(state.request, { params: Promise.resolve(own) });
  }

  const typeOf = (spec: HandlerSpec) =>
    spec.body === "form" ? "multipart/form-data; boundary=hostile" : "application/json";

  it("finds every handler on disk in the registry, and every registered handler on disk", () => {
    const served = Object.entries(routeModules).flatMap(([file, module]) =>
      ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"]
        .filter((method) => typeof module[method] === "function")
        .map((method) => `${method} ${file}`),
    );
    const registered = entries.map((entry) => `${entry.method} ${entry.file}`);
    expect(served.sort()).toEqual(registered.sort());
  });

  it("refuses a stranger's large body from its headers, without reading it", async () => {
    for (const entry of entries) {
      if (entry.spec.access === "public" && !entry.spec.body) continue;
      const body = trackedBody(10.5 * 1024 * 1024);
      const response = await callHandler(entry, {
        signedIn: false,
        body:
          entry.method === "GET"
            ? undefined
            : { stream: body.stream, type: typeOf(entry.spec), length: 10.5 * 1024 * 1024 },
      });
      const where = `${entry.method} ${entry.file}`;
      await expectRefused(response);
      expect(response.status, where).toBe(
        entry.spec.access === "studio" ? 401 : entry.spec.access === "link" ? 403 : 413,
      );
      expect(body.pulled(), where).toBe(0);
    }
  });

  it("refuses a body over its limit, declared or streamed, reading a bounded amount past the limit", async () => {
    for (const entry of entries.filter(({ spec }) => spec.body)) {
      const where = `${entry.method} ${entry.file}`;
      const declared = trackedBody(16 * 1024 * 1024);
      const told = await callHandler(entry, {
        body: { stream: declared.stream, type: typeOf(entry.spec), length: 16 * 1024 * 1024 },
      });
      expect(told.status, where).toBe(413);
      expect((await told.json()).error, where).toMatch(/\d+ (KB|MB)/);
      expect(declared.pulled(), where).toBe(0);
      const limit = entry.spec.body === "form" ? 15 * 1024 * 1024 + 64 * 1024 : 64 * 1024;
      // Past the limit a body is read on and thrown away for a while, so its client hears the 413, then cut.
      const chunked = trackedBody(limit + DISCARD_PAST_LIMIT_BYTES + 1024 * 1024);
      const streamed = await callHandler(entry, { body: { stream: chunked.stream, type: typeOf(entry.spec) } });
      expect(streamed.status, where).toBe(413);
      expect(chunked.pulled(), where).toBeLessThanOrEqual(limit + DISCARD_PAST_LIMIT_BYTES + 2 * 64 * 1024);
    }
  }, 60_000);

  /** Ids no row can have, or that are not ids at all. */
  const hostileId = fc.oneof(
    hostileText,
    fc.constantFrom("2147483648", "99999999999999999999", "0", "-1", "1e3", "01", "1.5", " 1", "rp-AAAAAAAAAAAA"),
  );

  for (const entry of entries) {
    const names = paramsOf(entry.file);
    if (names.length === 0) continue;
    it(`${entry.method} ${entry.file}: a hostile id in its URL is refused with a 4xx, and stores nothing`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), hostileId, async (name, value) => {
          fc.pre(value !== VALID_PARAMS[name] && !(name === "guide" && value.toLowerCase() === "22 chelsea bay"));
          const body = entry.spec.body
            ? { text: entry.spec.body === "json" ? "{}" : "", type: typeOf(entry.spec) }
            : undefined;
          const response = await callHandler(entry, { params: { ...VALID_PARAMS, [name]: value }, body });
          await expectRefused(response);
          expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 25 },
      );
    });
  }

  /** An inquiry with some of its parts swapped for hostile ones. */
  const nearInquiry = fc
    .record({
      name: fc.oneof(fc.constant('"Dana Lee"'), anyJson),
      email: fc.oneof(fc.constant('"dana@example.com"'), fc.constant('"not an address"'), anyJson),
      subject: fc.oneof(fc.constant('"Hello"'), anyJson),
      message: fc.oneof(
        fc.constant('"A question about a logo."'),
        fc.constant(JSON.stringify("https://a.ca https://b.ca https://c.ca https://d.ca")),
        anyJson,
      ),
      website: fc.oneof(fc.constant('""'), fc.constant('"https://spam.example"'), anyJson),
      selection: fc.oneof(
        fc.constant('{"kind":"order","items":[{"id":"web-design"}]}'),
        fc.constant('{"kind":"order","items":[{"id":"free-website"}]}'),
        fc.constant('{"kind":"quote","items":[{"type":"package","name":"Platinum Everything"}]}'),
        anyJson,
      ),
    })
    .map(written);

  it("POST /api/inquiries: anything but a person's message is refused, with nothing stored", async () => {
    const inquirySave = v.object({ ...inquirySendSchema.entries });
    const acceptable = (data: unknown) => {
      const parsed = v.safeParse(inquirySave, data);
      if (!parsed.success) return false;
      const { website, subject, message, selection } = parsed.output;
      return (
        website === "" && withinLinkLimit(subject, message) && (!selection || snapshotSelection(selection) !== null)
      );
    };
    vi.stubEnv("INQUIRIES_PER_ADDRESS", "1000000");
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(body(nearInquiry), anyContentType, async (text, type) => {
        fc.pre(!(acceptable(parsed(text)) && type.toLowerCase().startsWith("application/json")));
        const response = await call(
          inquiryRoute.POST as Handler<unknown>,
          request("/api/inquiries", { method: "POST", body: text, type }),
          {},
        );
        // A plain form is answered with the page that says why (303); anything else, a 4xx.
        if (type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
          expect(response.status).toBe(303);
          expect(response.headers.get("location")).toMatch(/^\/contact\/not-sent\/[a-z-]+$/);
        } else {
          await expectRefused(response);
        }
        expect(await snapshot()).toEqual(before);
      }),
      RUNS,
    );
  });

  // Last: it stores what the properties above must never see.
  it("POST /api/reviews/{clientId}: the 31st save in a minute is refused with Retry-After, and not stored", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-23T18:00:45Z"));
      const save = (n: number) =>
        call(
          reviewRoute.POST,
          request(savePath, {
            method: "POST",
            body: JSON.stringify({
              baseVersion: n,
              review: { decisions: { "post-1": n % 2 ? "approved" : "replace" }, comments: {} },
            }),
          }),
          { clientId },
        );
      for (let n = 0; n < 30; n += 1) expect((await save(n)).status).toBe(201);
      const refused = await save(30);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("15");
      expect(await refused.json()).toEqual({
        error: "This review link has saved too often in the last minute. Try again in 15 seconds.",
      });
      const [current] = await state.db!.select().from(reviews);
      expect(current?.version).toBe(30);
      vi.setSystemTime(new Date("2026-11-23T18:01:00Z"));
      expect((await save(30)).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });
});
