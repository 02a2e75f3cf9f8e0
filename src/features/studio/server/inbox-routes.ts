import "server-only";
import { site } from "@/src/config/site";
import { reviewClientById, reviewClients } from "@/src/content/review-clients";
import { studioNotesFor } from "@/src/content/review-posts";
import { countUnreadInquiries } from "@/src/features/inquiries/server/inquiry-store";
import { undeliveredMail } from "@/src/features/mail/server/outbox";
import { exportRows, rowsToCsv } from "@/src/features/review/server/review-export";
import {
  linkStates,
  reviewLinkPath,
  reviewLinkSecret,
  rotateLink as rotateClientLink,
} from "@/src/features/review/server/review-links";
import {
  changePinAsStudio,
  listReviews,
  loadReview,
  MergedReviewTooLargeError,
  PinNotFoundError,
  reviewHistory,
} from "@/src/features/review/server/review-store";
import { clientRounds } from "@/src/features/rounds/server/round-store";
import { answer } from "@/src/lib/server/answer";
import { readJson } from "@/src/lib/server/body";
import { positiveId } from "@/src/lib/server/params";
import { NO_STORE, noContent, refuse } from "@/src/lib/server/refusals";
import { requireStudio } from "@/src/lib/server/studio-session";
import { dayIn, endOfDay } from "@/src/lib/zoned-day";
import { reviewKeyOf } from "@/src/model/review-keys";
import {
  pinAnswerSchema,
  pinChangeSchema,
  rotatedLinkSchema,
  rotateLinkSchema,
  roundsAnswerSchema,
  studioOverviewSchema,
  studioReviewSchema,
} from "../api";
import { markClientRead, markReviewRead, unreadByClient } from "./reads";

/*
 * The studio inbox's routes (docs/review.md#the-studio-inbox): every client's progress and link,
 * one client's reviews, rounds and history, the studio's replies on pins, and rotating a link.
 * Every route needs the studio's session (requireStudio); changes also need the studio's own pages.
 */

const UNKNOWN_CLIENT = "Unknown client";

/** Small JSON bodies: a reply of at most 2,000 characters, or a date. */
const SMALL_BODY_BYTES = 8 * 1024;

/** A link's end as the inbox shows it: the moment, and the last day it works in the studio's time zone. */
const expiryOf = (at: Date | null) =>
  at ? { at: at.toISOString(), lastDay: dayIn(new Date(at.getTime() - 1), site.timeZone) } : null;

const notesOn = (clientId: string) => (post: number) =>
  studioNotesFor(clientId).filter((note) => note.post === post).length;

/** GET /api/studio/reviews: every client with their review link, progress and last save, and undelivered mail. */
export async function studioOverview(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const { db } = access;
  const [saved, secret, unread, links, failedMail, unreadInquiries] = await Promise.all([
    listReviews(db),
    reviewLinkSecret(db),
    unreadByClient(db),
    linkStates(db),
    undeliveredMail(db),
    countUnreadInquiries(db),
  ]);
  const clients = reviewClients.map((client) => {
    const review = saved.get(client.id);
    const decisions = Object.values(review?.review.decisions ?? {});
    const link = links.get(client.id);
    return {
      id: client.id,
      name: client.name,
      link: reviewLinkPath(secret, client.id, link?.generation ?? 0),
      linkExpiry: expiryOf(link?.expiresAt ?? null),
      savedAt: review?.savedAt ?? null,
      version: review?.version ?? 0,
      approved: decisions.filter((decision) => decision === "approved").length,
      replacements: decisions.filter((decision) => decision === "replace").length,
      comments: Object.values(review?.review.comments ?? {}).reduce((sum, list) => sum + list.length, 0),
      unread: unread.get(client.id) ?? 0,
    };
  });
  return answer(studioOverviewSchema, {
    clients,
    unreadInquiries,
    undeliveredMail: failedMail.map((row) => ({
      about:
        row.clientId !== null
          ? (reviewClientById(row.clientId)?.name ?? row.clientId)
          : `the mail "${row.subject ?? "(no subject)"}"`,
      gaveUpAt: row.gaveUpAt?.toISOString() ?? "",
      lastError: row.lastError,
    })),
  });
}

/** GET /api/studio/reviews/{clientId}[?before=N]: one client's saved demo-set review and a page of its history. */
export async function studioReview(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const client = reviewClientById(clientId);
  if (!client) return refuse(404, UNKNOWN_CLIENT);
  const beforeParam = new URL(request.url).searchParams.get("before");
  const before = beforeParam === null ? undefined : positiveId(beforeParam);
  if (before === null) return refuse(400, "`before` must be a version number.");
  const [saved, history] = await Promise.all([
    loadReview(access.db, clientId),
    reviewHistory(access.db, clientId, { before }),
  ]);
  return answer(studioReviewSchema, { client: { id: client.id, name: client.name }, saved, history });
}

/** GET /api/studio/reviews/{clientId}/export?format=json|csv: the saved review as a download. */
export async function exportStudioReview(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const client = reviewClientById(clientId);
  if (!client) return refuse(404, UNKNOWN_CLIENT);
  const saved = await loadReview(access.db, clientId);
  if (!saved) return refuse(404, "This client has not saved a review of the sample posts yet.");
  const rows = exportRows(saved.review, notesOn(clientId));
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "json";
  const fileName = `${clientId}-review-v${saved.version}.${format}`;
  const headers = { ...NO_STORE, "Content-Disposition": `attachment; filename="${fileName}"` };
  if (format === "csv") {
    return new Response(rowsToCsv(rows), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
  }
  return Response.json(
    { client: { id: client.id, name: client.name }, savedAt: saved.savedAt, version: saved.version, rows },
    { headers },
  );
}

/** GET /api/studio/clients/{clientId}/rounds: every round of the client, newest first, with its review. */
export async function listClientRounds(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  if (!reviewClientById(clientId)) return refuse(404, UNKNOWN_CLIENT);
  const rounds = await clientRounds(access.db, clientId);
  const withReviews = await Promise.all(
    rounds.map(async (round) => ({
      ...round,
      saved: await loadReview(access.db, reviewKeyOf(clientId, round.number)),
    })),
  );
  return answer(roundsAnswerSchema, { rounds: withReviews });
}

/**
 * POST /api/studio/clients/{clientId}/pins `{ round, postKey, pinId, change }`: the studio replies
 * to a client's pin or resolves (reopens) it. Only the studio's part of that pin changes, under the
 * review's lock, as a new version the studio has read. The answer is the saved review.
 */
export async function changePin(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  if (!reviewClientById(clientId)) return refuse(404, UNKNOWN_CLIENT);
  const body = await readJson(request, pinChangeSchema, SMALL_BODY_BYTES);
  if (!body.ok) return body.response;
  const { round, postKey, pinId, change } = body.data;
  const reviewKey = reviewKeyOf(clientId, round);
  try {
    const saved = await changePinAsStudio(access.db, reviewKey, { postKey, pinId, change }, new Date(), (tx, version) =>
      markReviewRead(tx, reviewKey, version),
    );
    return answer(pinAnswerSchema, saved, { status: 201 });
  } catch (caught) {
    if (caught instanceof PinNotFoundError) return refuse(404, caught.message);
    if (caught instanceof MergedReviewTooLargeError) return refuse(422, caught.message);
    throw caught;
  }
}

/** POST /api/studio/clients/{clientId}/read: the studio opened the client's reviews. */
export async function markRead(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  if (!reviewClientById(clientId)) return refuse(404, UNKNOWN_CLIENT);
  await markClientRead(access.db, clientId);
  return noContent();
}

/**
 * POST /api/studio/clients/{clientId}/link `{ expiresOn }`: the client's next review link. The
 * link before it is refused from now on with a sentence saying it was replaced; no other client's
 * link changes. `expiresOn` is the last day it works, in the studio's time zone.
 */
export async function rotateLink(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  if (!reviewClientById(clientId)) return refuse(404, UNKNOWN_CLIENT);
  const body = await readJson(request, rotateLinkSchema, SMALL_BODY_BYTES);
  if (!body.ok) return body.response;
  const now = new Date();
  const expiresAt = body.data.expiresOn === null ? null : endOfDay(body.data.expiresOn, site.timeZone);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return refuse(422, "Choose an expiry date in the future.");
  const rotated = await rotateClientLink(access.db, clientId, expiresAt, now);
  const secret = await reviewLinkSecret(access.db);
  return answer(
    rotatedLinkSchema,
    { link: reviewLinkPath(secret, clientId, rotated.generation), expiry: expiryOf(rotated.expiresAt) },
    { status: 201 },
  );
}
