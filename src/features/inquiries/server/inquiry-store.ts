import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { inquiries, inquiryReplies, inquiryWindows } from "@/src/db/schema";
import { queueMessage } from "@/src/features/mail/server/outbox";
import type { InquiryStatus } from "../api";
import { replyMail, studioMail, visitorCopy, type InquiryForMail, type MailSite } from "../inquiry-mail";
import { inquiryReference } from "../message-checks";

/* Inquiries in the store (docs/inquiries.md): kept, listed, answered, and forgotten when asked or too old. */

export type NewInquiry = Omit<InquiryForMail, "reference">;

/**
 * Counts a send from an address in its current window, in one statement (atomic across instances),
 * and says how long to wait when the address is over `perWindow`.
 */
export async function countInquiry(
  db: Database,
  address: string,
  { perWindow, windowMs }: { perWindow: number; windowMs: number },
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(inquiryWindows)
    .values({ address, windowStart, sends: 1 })
    .onConflictDoUpdate({
      target: inquiryWindows.address,
      set: {
        sends: sql`case when ${inquiryWindows.windowStart} = excluded.window_start then ${inquiryWindows.sends} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ sends: inquiryWindows.sends });
  if ((row?.sends ?? 0) <= perWindow) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)),
  };
}

/**
 * Keeps an inquiry under a fresh reference and, when mail is set up, queues the studio's mail and the
 * visitor's copy in the same transaction (sent if and only if the inquiry is kept). Inquiries older
 * than `retainedAfter` are deleted in the same transaction. The reference, and whether a copy was queued.
 */
export async function recordInquiry(
  db: Database,
  inquiry: NewInquiry,
  {
    now,
    site,
    retainedAfter,
    random = () => randomBytes(6),
  }: {
    now: Date;
    site: MailSite | null;
    retainedAfter: Date;
    random?: () => Uint8Array;
  },
): Promise<{ reference: string; copy: boolean }> {
  return db.transaction(async (tx) => {
    await tx.delete(inquiries).where(lt(inquiries.createdAt, retainedAfter));
    // A reference already taken (about 1 in 700 million a pair) is drawn again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reference = inquiryReference(site?.name.replace(/\s/g, "") || "REF", random());
      const [made] = await tx
        .insert(inquiries)
        .values({ ...inquiry, reference, status: "new", notes: "", createdAt: now })
        .onConflictDoNothing()
        .returning({ id: inquiries.id });
      if (!made) continue;
      if (site) {
        const full = { ...inquiry, reference };
        await queueMessage(tx, { inquiryId: made.id, message: studioMail(full, site), now });
        await queueMessage(tx, { inquiryId: made.id, message: visitorCopy(full, site), now });
      }
      return { reference, copy: site !== null };
    }
    throw new Error("No free inquiry reference after five draws");
  });
}

const lineFields = {
  id: inquiries.id,
  reference: inquiries.reference,
  kind: inquiries.kind,
  name: inquiries.name,
  email: inquiries.email,
  subject: inquiries.subject,
  status: inquiries.status,
  createdAt: inquiries.createdAt,
  readAt: inquiries.readAt,
};

/** Every inquiry, newest first (older than `retainedAfter` deleted first), and how many are unread. */
export async function listInquiries(db: Database, retainedAfter: Date) {
  await db.delete(inquiries).where(lt(inquiries.createdAt, retainedAfter));
  const [rows, [unread]] = await Promise.all([
    db.select(lineFields).from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
    db.select({ n: count() }).from(inquiries).where(isNull(inquiries.readAt)),
  ]);
  return { rows, unread: unread?.n ?? 0 };
}

/** How many inquiries the studio has not opened. */
export async function countUnreadInquiries(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(isNull(inquiries.readAt));
  return row?.n ?? 0;
}

/** One inquiry whole, with the studio's replies, oldest first; opening it (`read`) marks it read. Null when gone. */
export async function inquiryById(db: Database, id: number, { read, now = new Date() }: { read: boolean; now?: Date }) {
  if (read)
    await db
      .update(inquiries)
      .set({ readAt: now })
      .where(and(eq(inquiries.id, id), isNull(inquiries.readAt)));
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const replies = await db
    .select({ id: inquiryReplies.id, text: inquiryReplies.text, createdAt: inquiryReplies.createdAt })
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquiryId, id))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
  return { ...row, replies };
}

/** The studio's status and notes; false when the inquiry is gone. */
export async function changeInquiry(
  db: Database,
  id: number,
  change: { status?: InquiryStatus; notes?: string },
): Promise<boolean> {
  if (change.status === undefined && change.notes === undefined)
    return (await inquiryById(db, id, { read: false })) !== null;
  const changed = await db.update(inquiries).set(change).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return changed.length > 0;
}

/**
 * The studio's reply: kept, queued as a mail in the visitor's thread, and the inquiry marked replied
 * (unless it was already won or lost), in one transaction. False when the inquiry is gone.
 */
export async function replyToInquiry(db: Database, id: number, text: string, site: MailSite, now = new Date()) {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(inquiries).where(eq(inquiries.id, id)).for("update");
    if (!inquiry) return false;
    const [reply] = await tx
      .insert(inquiryReplies)
      .values({ inquiryId: id, text, createdAt: now })
      .returning({ id: inquiryReplies.id });
    if (!reply) throw new Error("The reply was not stored");
    await queueMessage(tx, { inquiryId: id, message: replyMail(inquiry, { id: reply.id, text }, site), now });
    if (inquiry.status === "new") await tx.update(inquiries).set({ status: "replied" }).where(eq(inquiries.id, id));
    return true;
  });
}

/** Forgets an inquiry: it, its replies and every mail about it. False when it was already gone. */
export async function deleteInquiry(db: Database, id: number): Promise<boolean> {
  return (await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id })).length > 0;
}

/** Every inquiry, oldest first, as the CSV export lists them. */
export async function inquiriesForExport(db: Database) {
  return db.select().from(inquiries).orderBy(asc(inquiries.createdAt), asc(inquiries.id));
}
