// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/src/db/client";
import { inquiries, mailOutbox } from "@/src/db/schema";
import { testDatabase, testDatabaseKinds } from "@/src/db/test-database";
import {
  changeInquiry,
  countInquiry,
  countUnreadInquiries,
  deleteInquiry,
  inquiryById,
  listInquiries,
  recordInquiry,
  replyToInquiry,
} from "./inquiry-store";

const site = { name: "Ember Studio", url: "https://emberstudio.ca", studioEmail: "hello@emberstudio.ca" };
const dana = {
  kind: "contact" as const,
  name: "Dana Lee",
  email: "dana@example.com",
  subject: "A logo for a bakery",
  message: "Hi, could you draw us a logo?",
  selection: null,
};
const longAgo = new Date("2000-01-01T00:00:00Z");

describe.each(testDatabaseKinds)("inquiries on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());

  it("keeps an inquiry under a fresh reference and queues the studio's mail and the visitor's copy with it", async () => {
    const now = new Date("2026-11-28T18:00:00Z");
    const { reference, copy } = await recordInquiry(db, dana, { now, site, retainedAfter: longAgo });
    expect(reference).toMatch(/^EMB-[2-9A-Z]{6}$/);
    expect(copy).toBe(true);
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((row) => row.message?.to).sort()).toEqual(["dana@example.com", "hello@emberstudio.ca"]);
    expect(await countUnreadInquiries(db)).toBe(1);
    // Without mail set up, nothing is queued and the visitor is told no copy comes.
    expect((await recordInquiry(db, dana, { now, site: null, retainedAfter: longAgo })).copy).toBe(false);
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("draws again when a reference is taken", async () => {
    const now = new Date("2026-11-28T18:05:00Z");
    const same = () => new Uint8Array([9, 9, 9, 9, 9, 9]);
    let draws = 0;
    const second = () => (draws++ === 0 ? same() : new Uint8Array([1, 2, 3, 4, 5, 6]));
    const first = await recordInquiry(db, dana, { now, site: null, retainedAfter: longAgo, random: same });
    const next = await recordInquiry(db, dana, { now, site: null, retainedAfter: longAgo, random: second });
    expect(next.reference).not.toBe(first.reference);
  });

  it("lists newest first, marks one read when opened, and answers in the visitor's thread", async () => {
    const { rows } = await listInquiries(db, longAgo);
    const [newest] = rows;
    expect(newest?.readAt).toBeNull();
    const opened = await inquiryById(db, newest!.id, { read: true });
    expect(opened?.readAt).not.toBeNull();
    expect(await replyToInquiry(db, newest!.id, "Yes, gladly.", site)).toBe(true);
    const answered = await inquiryById(db, newest!.id, { read: false });
    expect(answered?.status).toBe("replied");
    expect(answered?.replies.map((reply) => reply.text)).toEqual(["Yes, gladly."]);
    const [queued] = (await db.select().from(mailOutbox)).filter((row) => row.message?.subject.startsWith("Re: "));
    expect(queued?.message?.inReplyTo).toBe(`<inquiry-${newest!.reference.toLowerCase()}@emberstudio.ca>`);
    expect(await changeInquiry(db, newest!.id, { status: "won", notes: "Deposit paid" })).toBe(true);
    expect(await inquiryById(db, newest!.id, { read: false })).toMatchObject({ status: "won", notes: "Deposit paid" });
  });

  it("forgets an inquiry with its replies and its mail, and one older than the retention", async () => {
    const { rows } = await listInquiries(db, longAgo);
    const withMail = rows.at(-1)!;
    expect(await deleteInquiry(db, withMail.id)).toBe(true);
    expect((await db.select().from(mailOutbox)).filter((row) => row.inquiryId === withMail.id)).toEqual([]);
    expect(await deleteInquiry(db, withMail.id)).toBe(false);
    const old = new Date("2024-01-01T00:00:00Z");
    await recordInquiry(db, dana, { now: old, site: null, retainedAfter: longAgo });
    const before = (await db.select().from(inquiries)).length;
    const { rows: kept } = await listInquiries(db, new Date("2024-11-28T00:00:00Z"));
    expect(kept.length).toBe(before - 1);
  });

  it("lets an address send a few inquiries in a window, then says how long to wait", async () => {
    const now = new Date("2026-11-28T18:03:00Z");
    const limits = { perWindow: 2, windowMs: 10 * 60 * 1000 };
    expect(await countInquiry(db, "203.0.113.5", limits, now)).toEqual({ allowed: true });
    expect(await countInquiry(db, "203.0.113.5", limits, now)).toEqual({ allowed: true });
    expect(await countInquiry(db, "203.0.113.5", limits, now)).toEqual({ allowed: false, retryAfterSeconds: 420 });
    expect(await countInquiry(db, "198.51.100.7", limits, now)).toEqual({ allowed: true });
    expect(await countInquiry(db, "203.0.113.5", limits, new Date("2026-11-28T18:10:00Z"))).toEqual({ allowed: true });
  });
});
