/**
 * Version growth: what one review link saving at its rate limit all day leaves in the store.
 *
 *   npx tsx --conditions=react-server scripts/load/version-growth.ts [--hours <n>] [--per-minute <n>]
 *
 * (`--conditions=react-server`: the store's modules import "server-only".) Against an in-memory PGlite,
 * it saves a review of about 30 KB (a month of posts with pins and their text) through the store's own
 * saveReview, with a clock that moves on 60/--per-minute seconds a save, for --hours (24), each save
 * changing one pin as a client typing would. It prints how many versions are kept and the bytes the
 * review's versions take (pg_column_size), with the kept versions' spread over time. Exit code 1 when
 * the versions take MAX_BYTES or more.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { testDatabase } from "@/src/db/test-database";
import { saveReview } from "@/src/features/review/server/review-store";
import type { Annotation, Review } from "@/src/model/review";

/** What one link may keep: the trust issue's line for a link at its limit for a day. */
const MAX_BYTES = 20 * 1024 * 1024;
const KEY = "wecaremovers";

const { values } = parseArgs({
  options: { hours: { type: "string", default: "24" }, "per-minute": { type: "string", default: "30" } },
});
const hours = Number(values.hours);
const perMinute = Number(values["per-minute"]);

const WORDS =
  "warmer light faces move logo lower headline breathe crop tighter van colour brand font bigger swap photo team offer spring sale roof crew ladder sky blue orange".split(
    " ",
  );

/** A paragraph as a client writes one: words picked by a fixed sequence, so every run writes the same. */
function paragraph(seed: number): string {
  let state = seed;
  return Array.from({ length: 45 }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return WORDS[state % WORDS.length];
  }).join(" ");
}

/** About 30 KB of review: 16 posts, 6 pins each with a paragraph of text. */
function review(save: number): Review {
  const comments: Record<string, Annotation[]> = {};
  for (let post = 1; post <= 16; post += 1) {
    comments[`post-${post}`] = Array.from({ length: 6 }, (_, pin) => ({
      id: `p${post}-${pin}`,
      x: 10 + pin * 12,
      y: 20 + pin * 9,
      text: `${paragraph(post * 7 + pin)} (${post === 1 && pin === 0 ? save : 0})`,
      isNew: true,
      timestamp: "2026-11-28T09:00:00.000Z",
    }));
  }
  return { decisions: { "post-1": save % 2 ? "approved" : "replace" }, comments };
}

const { db, close } = await testDatabase("pglite");
const start = Date.parse("2026-11-28T00:00:00Z");
const every = 60_000 / perMinute;
const saves = Math.round((hours * 3_600_000) / every);
const began = performance.now();
let version = 0;
for (let index = 0; index < saves; index += 1) {
  version = (
    await saveReview(db, KEY, { baseVersion: version, review: review(index) }, new Date(start + index * every))
  ).version;
  if (index % 3600 === 0) process.stderr.write(`  ${index} of ${saves} saves\n`);
}
const oneVersion = Buffer.byteLength(JSON.stringify(review(0)));
const [kept] = (
  (await db.execute(sql`
    select count(*)::int as versions, coalesce(sum(pg_column_size(review)), 0)::bigint as bytes,
      min(saved_at) as oldest, max(saved_at) as newest
    from review_versions where client_id = ${KEY}`)) as unknown as {
    rows: { versions: number; bytes: string; oldest: Date; newest: Date }[];
  }
).rows;
await close();
const bytes = Number(kept?.bytes ?? 0);
console.log(
  [
    `${saves} saves over ${hours} h (${perMinute} a minute), a review of ${(oneVersion / 1024).toFixed(1)} KB as JSON`,
    `kept: ${kept?.versions} versions, ${(bytes / 1024 / 1024).toFixed(2)} MB stored (pg_column_size, compressed)`,
    `as JSON they would be ${(((kept?.versions ?? 0) * oneVersion) / 1024 / 1024).toFixed(2)} MB; keeping every version: ${((saves * oneVersion) / 1024 / 1024).toFixed(0)} MB`,
    `oldest kept ${new Date(kept?.oldest ?? 0).toISOString()}, newest ${new Date(kept?.newest ?? 0).toISOString()}`,
    `took ${((performance.now() - began) / 1000).toFixed(0)} s`,
  ].join("\n"),
);
process.exit(bytes < MAX_BYTES ? 0 : 1);
