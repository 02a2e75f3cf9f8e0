// @vitest-environment node
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/src/db/client";
import { inquiries, mailOutbox, reviews, reviewVersions } from "@/src/db/schema";
import { testDatabase } from "@/src/db/test-database";
import { saveReview } from "@/src/features/review/server/review-store";
import type { Review } from "@/src/model/review";
import { mailCatcher } from "@/tests/e2e/support/mail";
import { MAIL_CLAIM_MS, MAIL_FIRST_RETRY_MS, MAIL_KEEP_SENT_MS, MAIL_MAX_ATTEMPTS, MAIL_QUIET_MS } from "../constants";
import {
  deliverDueMail,
  pendingMail,
  queueMessage,
  queueReviewMail,
  retryDelay,
  smtpOptions,
  undeliveredMail,
} from "./outbox";

const SMTP_PORT = Number(process.env.SMTP_TEST_PORT ?? 4206);
const settings = { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`, from: "site@ember.test", to: "studio@ember.test" };
const review: Review = {
  decisions: { "post-1": "approved", "post-2": "replace", "post-3": "approved" },
  comments: {
    "post-2": [{ id: "a", x: 10, y: 10, text: "Warmer", isNew: true, timestamp: "2026-11-23T17:00:00.000Z" }],
  },
};

describe("the studio's mail", () => {
  let db: Database;
  let close: () => Promise<void>;
  const transport = createTransport(smtpOptions(settings.smtpUrl));
  beforeAll(async () => {
    ({ db, close } = await testDatabase("pglite"));
  }, 60_000);
  afterAll(() => close());

  it("is queued with the save, survives the mail server being down, and arrives once it is back", async () => {
    const t0 = new Date("2026-11-23T17:00:00Z");
    const saved = await saveReview(db, "nkzweb", { baseVersion: 0, review }, t0, (tx) =>
      queueReviewMail(tx, "nkzweb", "nkzweb", t0),
    );
    expect(saved.version).toBe(1);
    // Nothing listens yet: the save stands, the mail waits for its retry.
    expect(await deliverDueMail(db, transport, settings, () => t0)).toBe(0);
    const [waiting] = await pendingMail(db);
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.dueAt.getTime()).toBe(t0.getTime() + MAIL_FIRST_RETRY_MS);
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

    const server = mailCatcher(SMTP_PORT);
    await server.start();
    try {
      // Not before its retry is due…
      expect(await deliverDueMail(db, transport, settings, () => new Date(t0.getTime() + 1000))).toBe(0);
      // …then it goes, through a real SMTP conversation.
      expect(await deliverDueMail(db, transport, settings, () => new Date(t0.getTime() + MAIL_FIRST_RETRY_MS))).toBe(1);
      expect(server.received).toHaveLength(1);
      const mail = server.received[0] ?? "";
      expect(mail).toContain("To: studio@ember.test");
      expect(mail).toContain("Subject: NKZ Web saved their review: 2 approved, 1 replacement asked for, 1 comment");
      expect(mail).toContain("/studio?client=nkzweb");
      expect(await pendingMail(db)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("folds a client's saves within the quiet period into one mail, with how many there were", async () => {
    const sent = new Date("2026-11-24T09:00:00Z");
    await db.delete(mailOutbox);
    await db.delete(reviews);
    await db.delete(reviewVersions);
    await db
      .insert(mailOutbox)
      .values({ clientId: "anydaypa", reviewKey: "anydaypa", createdAt: sent, dueAt: sent, sentAt: sent });
    const later = new Date(sent.getTime() + 60_000);
    for (const [n, at] of [later, new Date(later.getTime() + 60_000)].entries()) {
      await saveReview(
        db,
        "anydaypa",
        { baseVersion: n, review: { ...review, decisions: { [`post-${n + 1}`]: "approved" } } },
        at,
        (tx) => queueReviewMail(tx, "anydaypa", "anydaypa", at),
      );
    }
    const pending = await pendingMail(db);
    expect(pending.map((row) => row.dueAt.getTime())).toEqual([
      sent.getTime() + MAIL_QUIET_MS,
      sent.getTime() + MAIL_QUIET_MS,
    ]);
    const server = mailCatcher(SMTP_PORT);
    await server.start();
    try {
      expect(await deliverDueMail(db, transport, settings, () => new Date(sent.getTime() + MAIL_QUIET_MS - 1))).toBe(0);
      expect(await deliverDueMail(db, transport, settings, () => new Date(sent.getTime() + MAIL_QUIET_MS))).toBe(1);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toContain("(2 saves since the last mail)");
    } finally {
      await server.stop();
    }
  });

  it("claims each client's mail with the time of its claim, not of the pass's start", async () => {
    await db.delete(mailOutbox);
    const start = new Date("2026-11-25T09:00:00Z");
    for (const clientId of ["nkzweb", "anydaypa"]) {
      await db.insert(mailOutbox).values({ clientId, reviewKey: clientId, createdAt: start, dueAt: start });
    }
    // A slow mail server: each send takes longer than a claim lasts.
    let now = start.getTime();
    const slow = {
      sendMail: async () => {
        now += MAIL_CLAIM_MS + 10_000;
        return {};
      },
    };
    expect(await deliverDueMail(db, slow as never, settings, () => new Date(now))).toBe(2);
    const rows = await db.select().from(mailOutbox);
    // The second client was claimed after the first send: its claim ran from then, so no other
    // instance could have taken it meanwhile, and both are marked sent when they went.
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
    const sentTimes = rows.map((row) => row.sentAt?.getTime()).sort();
    expect(sentTimes).toEqual([
      start.getTime() + MAIL_CLAIM_MS + 10_000,
      start.getTime() + 2 * (MAIL_CLAIM_MS + 10_000),
    ]);
  });

  it("names the newest save's review when a mail covers several", async () => {
    await db.delete(mailOutbox);
    await db.delete(reviews);
    await db.delete(reviewVersions);
    const at = new Date("2026-11-26T09:00:00Z");
    await saveReview(db, "nkzweb", { baseVersion: 0, review }, at);
    await saveReview(db, "nkzweb/round-2", { baseVersion: 0, review }, at);
    await db.insert(mailOutbox).values([
      { clientId: "nkzweb", reviewKey: "nkzweb", createdAt: at, dueAt: at },
      { clientId: "nkzweb", reviewKey: "nkzweb/round-2", createdAt: at, dueAt: at },
    ]);
    const subjects: string[] = [];
    const catcher = { sendMail: async (mail: { text: string }) => void subjects.push(mail.text) };
    expect(await deliverDueMail(db, catcher as never, settings, () => at)).toBe(1);
    expect(subjects[0]).toContain("their review of round 2");
  });

  it("gives up after the last attempt, shows the mail as undelivered, and prunes old rows", async () => {
    await db.delete(mailOutbox);
    const at = new Date("2026-11-27T09:00:00Z");
    await db.insert(mailOutbox).values([
      { clientId: "nkzweb", reviewKey: "nkzweb", createdAt: at, dueAt: at, attempts: MAIL_MAX_ATTEMPTS - 1 },
      {
        clientId: "anydaypa",
        reviewKey: "anydaypa",
        createdAt: at,
        dueAt: at,
        sentAt: new Date(at.getTime() - MAIL_KEEP_SENT_MS - 1),
      },
    ]);
    const failing = {
      sendMail: async () => {
        throw new Error("550 mailbox unavailable");
      },
    };
    expect(await deliverDueMail(db, failing as never, settings, () => at)).toBe(0);
    expect(await pendingMail(db)).toEqual([]);
    const [undelivered] = await undeliveredMail(db);
    expect(undelivered).toMatchObject({ clientId: "nkzweb", lastError: "550 mailbox unavailable" });
    const left = await db.select().from(mailOutbox);
    expect(left.map((row) => row.clientId)).toEqual(["nkzweb"]);
  });

  it("sends a composed message as it was queued, with its thread headers", async () => {
    await db.delete(mailOutbox);
    const at = new Date("2026-11-28T09:00:00Z");
    const [inquiry] = await db
      .insert(inquiries)
      .values({
        reference: "EMB-234567",
        kind: "contact",
        name: "Dana",
        email: "dana@example.com",
        subject: "Hello",
        message: "Hi",
        status: "new",
        notes: "",
        createdAt: at,
      })
      .returning({ id: inquiries.id });
    await queueMessage(db, {
      inquiryId: inquiry!.id,
      now: at,
      message: {
        to: "dana@example.com",
        replyTo: "hello@emberstudio.ca",
        subject: "Re: Hello [EMB-234567]",
        text: "Thanks!",
        messageId: "<inquiry-emb-234567.reply-1@emberstudio.ca>",
        inReplyTo: "<inquiry-emb-234567@emberstudio.ca>",
        references: "<inquiry-emb-234567@emberstudio.ca>",
      },
    });
    const server = mailCatcher(SMTP_PORT);
    await server.start();
    try {
      expect(await deliverDueMail(db, transport, settings, () => at)).toBe(1);
      const [mail] = server.received;
      expect(mail).toContain("To: dana@example.com");
      expect(mail).toContain("Reply-To: hello@emberstudio.ca");
      expect(mail).toContain("In-Reply-To: <inquiry-emb-234567@emberstudio.ca>");
      expect(mail).toContain("Message-ID: <inquiry-emb-234567.reply-1@emberstudio.ca>");
    } finally {
      await server.stop();
    }
  });

  it("waits longer after each failure, up to 15 minutes", () => {
    expect([1, 2, 3, 4, 20].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 900_000]);
  });
});
