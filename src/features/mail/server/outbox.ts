import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, max, or, sql, type SQL } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { site } from "@/src/config/site";
import { reviewClients } from "@/src/content/review-clients";
import type { Database } from "@/src/db/client";
import { mailOutbox, reviews } from "@/src/db/schema";
import { rootCause } from "@/src/db/unavailable";
import type { QueuedMessage } from "@/src/model/mail";
import type { Review } from "@/src/model/review";
import { roundOfReviewKey } from "@/src/model/review-keys";
import {
  MAIL_CLAIM_MS,
  MAIL_FIRST_RETRY_MS,
  MAIL_KEEP_SENT_MS,
  MAIL_KEEP_UNDELIVERED_MS,
  MAIL_LONGEST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_POLL_MS,
  MAIL_QUIET_MS,
} from "../constants";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type MailSettings = { smtpUrl: string; from: string; to: string };

/** SMTP_URL, MAIL_FROM and STUDIO_EMAIL (the site's address by default), or null: then nothing is queued or sent. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!smtpUrl || !from) return null;
  return { smtpUrl, from, to: env.STUDIO_EMAIL?.trim() || site.email };
}

/**
 * Queues a mail to the studio about a client's save, inside the save's own transaction: it is sent
 * if and only if the save is kept. Due at once, or at the end of the client's quiet period when a
 * mail about them went out less than MAIL_QUIET_MS ago (then the saves go out together).
 */
export async function queueReviewMail(tx: Tx | Database, clientId: string, reviewKey: string, now: Date) {
  const [last] = await tx
    .select({ sentAt: max(mailOutbox.sentAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.clientId, clientId));
  const quietUntil = last?.sentAt ? new Date(last.sentAt.getTime() + MAIL_QUIET_MS) : now;
  const dueAt = quietUntil > now ? quietUntil : now;
  await tx.insert(mailOutbox).values({ clientId, reviewKey, createdAt: now, dueAt });
}

/** Queues the studio's mail about a client's save, in the save's transaction, when mail is configured. */
export async function notifyStudio(tx: Tx | Database, clientId: string, reviewKey: string): Promise<void> {
  if (mailSettings()) await queueReviewMail(tx, clientId, reviewKey, new Date());
}

/** What a mail says about a review: counts of its posts' decisions and the client's pins. */
export function reviewCounts(review: Review) {
  const decisions = Object.values(review.decisions);
  return {
    approved: decisions.filter((decision) => decision === "approved").length,
    replacements: decisions.filter((decision) => decision === "replace").length,
    comments: Object.values(review.comments)
      .flat()
      .filter((pin) => pin.isNew).length,
  };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The mail about a client's saves: who, how often, the review's counts and the link to it. */
export function composeReviewMail(input: {
  clientId: string;
  clientName: string;
  saves: number;
  reviewKey: string;
  review: Review;
  siteUrl: string;
}) {
  const { approved, replacements, comments } = reviewCounts(input.review);
  const round = roundOfReviewKey(input.reviewKey);
  const what = round === null ? "the generated posts" : `round ${round}`;
  const counts = `${approved} approved, ${plural(replacements, "replacement")} asked for, ${plural(comments, "comment")}`;
  const link = `${input.siteUrl}/studio?client=${encodeURIComponent(input.clientId)}`;
  return {
    subject: `${input.clientName} saved their review: ${counts}`,
    text: [
      `${input.clientName} saved their review of ${what} (${plural(input.saves, "save")} since the last mail).`,
      "",
      `${counts[0]?.toUpperCase()}${counts.slice(1)}.`,
      "",
      `Open it in the studio inbox: ${link}`,
    ].join("\n"),
  };
}

/** How long to wait before the next try after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return Math.min(MAIL_LONGEST_RETRY_MS, MAIL_FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Rows waiting to be sent: not sent, not given up on. */
const waiting = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));

/**
 * Sends every mail that is due: one message per client however many of their saves it covers, and
 * each composed message (an inquiry's) on its own. Rows are claimed first (pushed past MAIL_CLAIM_MS
 * from the moment of the claim, in one statement, so another instance skips them), then sent with no
 * transaction open, so a slow mail server never holds the database; sent rows are marked, failed ones
 * wait for their retry, and after MAIL_MAX_ATTEMPTS they are given up on (the inbox shows them). The
 * clock is read afresh for each claim and each outcome: a pass that takes minutes must not claim with
 * a time already past. Old rows are pruned. Returns how many messages went out.
 */
export async function deliverDueMail(
  db: Database,
  transport: Pick<Transporter, "sendMail">,
  settings: MailSettings,
  clock: () => Date = () => new Date(),
): Promise<number> {
  const due = and(waiting, lte(mailOutbox.dueAt, clock()));
  const [clients, messages] = await Promise.all([
    db
      .selectDistinct({ clientId: mailOutbox.clientId })
      .from(mailOutbox)
      .where(and(due, isNotNull(mailOutbox.clientId))),
    db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(due, isNotNull(mailOutbox.message))),
  ]);
  let sent = 0;
  const claim = (which: SQL | undefined) => {
    const claimedAt = clock();
    return db
      .update(mailOutbox)
      .set({ dueAt: new Date(claimedAt.getTime() + MAIL_CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(which, waiting, lte(mailOutbox.dueAt, claimedAt)))
      .returning({
        id: mailOutbox.id,
        reviewKey: mailOutbox.reviewKey,
        message: mailOutbox.message,
        attempts: mailOutbox.attempts,
      });
  };
  /** Sends one message for the claimed rows and records how it went. */
  const send = async (claimed: { id: number; attempts: number }[], mail: Parameters<typeof transport.sendMail>[0]) => {
    const ids = claimed.map((row) => row.id);
    try {
      await transport.sendMail({ from: settings.from, ...mail });
      await db.update(mailOutbox).set({ sentAt: clock(), lastError: null }).where(inArray(mailOutbox.id, ids));
      sent += 1;
    } catch (error) {
      const attempts = Math.max(...claimed.map((row) => row.attempts));
      const lastError = rootCause(error).slice(0, 500);
      const failedAt = clock();
      await db
        .update(mailOutbox)
        .set(
          attempts >= MAIL_MAX_ATTEMPTS
            ? { gaveUpAt: failedAt, lastError }
            : { dueAt: new Date(failedAt.getTime() + retryDelay(attempts)), lastError },
        )
        .where(inArray(mailOutbox.id, ids));
    }
  };
  for (const { clientId } of clients) {
    if (clientId === null) continue;
    const claimed = await claim(eq(mailOutbox.clientId, clientId));
    if (claimed.length === 0) continue;
    // The newest save names the review the mail is about (rows come back in no set order).
    const newest = claimed.reduce((latest, row) => (row.id > latest.id ? row : latest));
    const reviewKey = newest.reviewKey ?? clientId;
    const [saved] = await db.select({ review: reviews.review }).from(reviews).where(eq(reviews.clientId, reviewKey));
    const mail = composeReviewMail({
      clientId,
      clientName: reviewClients.find((client) => client.id === clientId)?.name ?? clientId,
      saves: claimed.length,
      reviewKey,
      review: saved?.review ?? { decisions: {}, comments: {} },
      siteUrl: site.url,
    });
    await send(claimed, { to: settings.to, ...mail });
  }
  for (const { id } of messages) {
    const [claimed] = await claim(eq(mailOutbox.id, id));
    if (!claimed?.message) continue;
    await send([claimed], claimed.message);
  }
  await pruneMail(db, clock());
  return sent;
}

/**
 * Queues a composed message (an inquiry's mails), inside the transaction of what causes it: it is
 * sent if and only if that is kept, and deleting the inquiry deletes it.
 */
export async function queueMessage(
  tx: Tx | Database,
  { inquiryId, message, now }: { inquiryId: number; message: QueuedMessage; now: Date },
): Promise<void> {
  await tx.insert(mailOutbox).values({ inquiryId, message, createdAt: now, dueAt: now });
}

/** Forgets mail sent more than MAIL_KEEP_SENT_MS ago, and undelivered mail after MAIL_KEEP_UNDELIVERED_MS. */
export async function pruneMail(db: Database, now: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        lt(mailOutbox.sentAt, new Date(now.getTime() - MAIL_KEEP_SENT_MS)),
        lt(mailOutbox.gaveUpAt, new Date(now.getTime() - MAIL_KEEP_UNDELIVERED_MS)),
      ),
    );
}

/** Mail the site gave up on, newest first: what the inbox shows as undelivered. */
export async function undeliveredMail(db: Database) {
  return db
    .select({
      clientId: mailOutbox.clientId,
      inquiryId: mailOutbox.inquiryId,
      subject: sql<string | null>`${mailOutbox.message}->>'subject'`,
      gaveUpAt: mailOutbox.gaveUpAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.gaveUpAt))
    .orderBy(desc(mailOutbox.gaveUpAt));
}

/** Pending mail, oldest first (for tests and the studio's own checks). */
export async function pendingMail(db: Database) {
  return db.select().from(mailOutbox).where(waiting).orderBy(asc(mailOutbox.id));
}

/**
 * nodemailer's options for SMTP_URL (`smtp://user:password@host:port`, or `smtps://` for TLS from
 * the first byte), with timeouts, so a mail server that hangs never holds the sender for long.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * Starts the background sender when mail is configured: every MAIL_POLL_MS it delivers what is due,
 * never overlapping itself, and its timer does not keep the process alive. A failing database or
 * mail server is logged and tried again on the next tick. Returns the stop (the shutdown calls it
 * before the database closes).
 */
export async function startMailSender(database: () => Promise<Database>): Promise<() => void> {
  const settings = mailSettings();
  if (!settings) return () => {};
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(smtpOptions(settings.smtpUrl));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueMail(await database(), transport, settings);
    } catch (error) {
      console.error(`Mail to the studio: ${rootCause(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), MAIL_POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
