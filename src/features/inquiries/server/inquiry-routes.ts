import "server-only";
import * as v from "valibot";
import { site } from "@/src/config/site";
import { database } from "@/src/db/client";
import { mailSettings } from "@/src/features/mail/server/outbox";
import { toCsv } from "@/src/lib/csv";
import { answer } from "@/src/lib/server/answer";
import { readFormFields, readJson } from "@/src/lib/server/body";
import { positiveId } from "@/src/lib/server/params";
import { NO_STORE, noContent, refuse } from "@/src/lib/server/refusals";
import { isSameOrigin } from "@/src/lib/server/same-origin";
import { requireStudio, signInAddress } from "@/src/lib/server/studio-session";
import {
  inquiryChangeSchema,
  inquiryDetailSchema,
  inquiryListSchema,
  inquiryReplySchema,
  inquirySendSchema,
  inquirySentSchema,
} from "../api";
import {
  DEFAULT_MESSAGE,
  DEFAULT_SUBJECT,
  HONEYPOT_FIELD,
  INQUIRIES_PER_WINDOW,
  INQUIRY_RETENTION_MONTHS,
  INQUIRY_TEXTS,
  INQUIRY_WINDOW_MS,
  MAX_INQUIRY_BYTES,
  NOT_SENT_REASONS,
  type NotSentReason,
} from "../constants";
import { withinLinkLimit } from "../message-checks";
import {
  changeInquiry,
  countInquiry,
  deleteInquiry,
  inquiriesForExport,
  inquiryById,
  listInquiries,
  recordInquiry,
  replyToInquiry,
} from "./inquiry-store";
import { snapshotSelection } from "./selection-snapshot";

/*
 * Inquiries sent through the site and the studio's side of them (docs/inquiries.md). A visitor's
 * send is JSON from the page's script, or a plain form from a browser without JavaScript, answered
 * then with a redirect to a page that says how it went.
 */

/** How many sends one address may make in a window: INQUIRIES_PER_ADDRESS, or the site's default. */
function perWindow(): number {
  const configured = Number(process.env.INQUIRIES_PER_ADDRESS);
  return Number.isInteger(configured) && configured > 0 ? configured : INQUIRIES_PER_WINDOW;
}

/** Inquiries received before this are deleted: INQUIRY_RETENTION_MONTHS (24 unless set) ago. */
export function retainedAfter(now: Date, env: NodeJS.ProcessEnv = process.env): Date {
  const configured = Number(env.INQUIRY_RETENTION_MONTHS);
  const months = Number.isInteger(configured) && configured > 0 ? configured : INQUIRY_RETENTION_MONTHS;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Where the studio's mail goes and what it signs with, when mail is set up (SMTP_URL, MAIL_FROM). */
function mailSite() {
  const settings = mailSettings();
  return settings ? { name: site.name, url: site.url, studioEmail: settings.to } : null;
}

/** Why a send does not fit, by its first issue's field, in words a visitor reads. */
function fieldReason(issues: readonly v.BaseIssue<unknown>[]): NotSentReason {
  const field = issues[0]?.path?.[0]?.key;
  if (field === "email") return "email";
  if (field === "name") return "name";
  if (field === "subject" || field === "message") return "long";
  if (field === "selection") return "selection";
  return "form";
}

type Outcome =
  | { sent: true; reference: string; copy: boolean }
  | { sent: false; status: number; reason: NotSentReason; sentence: string; headers?: Record<string, string> };

/** Reads, checks and keeps a send; every refusal stores nothing and says why. */
async function receive(request: Request, plainForm: boolean): Promise<Outcome> {
  const refused = (status: number, reason: NotSentReason, sentence: string, headers?: Record<string, string>) =>
    ({ sent: false, status, reason, sentence, headers }) as const;
  if (!isSameOrigin(request)) return refused(403, "elsewhere", "Messages are sent from the contact page.");
  const address = signInAddress(request);
  if (!address) return refused(503, "failed", INQUIRY_TEXTS.failed, { "Retry-After": "1" });
  // Read as it came, then checked here, so a refusal names the field in words a visitor reads.
  const body = plainForm
    ? await readFormFields(request, v.unknown(), MAX_INQUIRY_BYTES)
    : await readJson(request, v.unknown(), MAX_INQUIRY_BYTES);
  if (!body.ok) {
    const { status } = body.response;
    return refused(status, status === 413 ? "long" : "form", ((await body.response.json()) as { error: string }).error);
  }
  const checked = v.safeParse(inquirySendSchema, body.data);
  if (!checked.success) {
    const reason = fieldReason(checked.issues);
    return refused(422, reason, NOT_SENT_REASONS[reason]);
  }
  const send: v.InferOutput<typeof inquirySendSchema> = checked.output;
  if (send[HONEYPOT_FIELD] !== "") return refused(422, "honeypot", INQUIRY_TEXTS.honeypot);
  if (!withinLinkLimit(send.subject, send.message)) return refused(422, "links", INQUIRY_TEXTS.tooManyLinks);
  const selection = send.selection ? snapshotSelection(send.selection) : null;
  if (send.selection && !selection) return refused(422, "selection", INQUIRY_TEXTS.unknownSelection);
  const db = await database();
  const limit = await countInquiry(db, address, { perWindow: perWindow(), windowMs: INQUIRY_WINDOW_MS });
  if (!limit.allowed) {
    return refused(429, "too-often", INQUIRY_TEXTS.tooOften(Math.ceil(limit.retryAfterSeconds / 60)), {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const now = new Date();
  const kept = await recordInquiry(
    db,
    {
      kind: selection?.kind ?? "contact",
      name: send.name,
      email: send.email,
      subject: send.subject || DEFAULT_SUBJECT,
      message: send.message || DEFAULT_MESSAGE,
      selection,
    },
    { now, site: mailSite(), retainedAfter: retainedAfter(now) },
  );
  return { sent: true, ...kept };
}

/**
 * POST /api/inquiries: a visitor's message, quote or order, sent through the site. JSON gets 201
 * `{ reference, copy }` or a refusal; a plain form gets a redirect (303) to /contact/sent/{reference}
 * or to /contact/not-sent/{reason}, the page that says why.
 */
export async function postInquiry(request: Request): Promise<Response> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const plainForm = type.startsWith("application/x-www-form-urlencoded");
  const outcome = await receive(request, plainForm);
  if (plainForm) {
    const location = outcome.sent ? `/contact/sent/${outcome.reference}` : `/contact/not-sent/${outcome.reason}`;
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
  }
  if (!outcome.sent) return refuse(outcome.status, outcome.sentence, outcome.headers);
  return answer(inquirySentSchema, { reference: outcome.reference, copy: outcome.copy }, { status: 201 });
}

const NO_INQUIRY = "This inquiry does not exist (it may have been deleted).";

/** GET /api/studio/inquiries: every inquiry, newest first, with the unread count. */
export async function listStudioInquiries(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const { rows, unread } = await listInquiries(access.db, retainedAfter(new Date()));
  return answer(inquiryListSchema, {
    unread,
    inquiries: rows.map(({ readAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      unread: readAt === null,
    })),
  });
}

async function detail(db: Awaited<ReturnType<typeof database>>, id: number, read: boolean) {
  const inquiry = await inquiryById(db, id, { read });
  if (!inquiry) return refuse(404, NO_INQUIRY);
  return answer(inquiryDetailSchema, {
    ...inquiry,
    createdAt: inquiry.createdAt.toISOString(),
    replies: inquiry.replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  });
}

/** GET /api/studio/inquiries/{id}: one inquiry whole; opening it marks it read. */
export async function getStudioInquiry(request: Request, inquiryId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const id = positiveId(inquiryId);
  if (id === null) return refuse(404, NO_INQUIRY);
  return detail(access.db, id, true);
}

/** PATCH /api/studio/inquiries/{id} `{ status?, notes? }`: the studio's status and notes. */
export async function patchStudioInquiry(request: Request, inquiryId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const id = positiveId(inquiryId);
  if (id === null) return refuse(404, NO_INQUIRY);
  const body = await readJson(request, inquiryChangeSchema, 16 * 1024);
  if (!body.ok) return body.response;
  if (!(await changeInquiry(access.db, id, body.data))) return refuse(404, NO_INQUIRY);
  return detail(access.db, id, false);
}

/** POST /api/studio/inquiries/{id}/replies `{ text }`: a reply mailed to the visitor, in their thread. */
export async function postInquiryReply(request: Request, inquiryId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const id = positiveId(inquiryId);
  if (id === null) return refuse(404, NO_INQUIRY);
  const body = await readJson(request, inquiryReplySchema, 16 * 1024);
  if (!body.ok) return body.response;
  const mail = mailSite();
  if (!mail) {
    return refuse(409, "Replies go out by mail, and this server has no mail set up (SMTP_URL and MAIL_FROM).");
  }
  if (!(await replyToInquiry(access.db, id, body.data.text, mail))) return refuse(404, NO_INQUIRY);
  return detail(access.db, id, false);
}

/** DELETE /api/studio/inquiries/{id}: forgets the inquiry, its replies and its mail (a person asked to be forgotten). */
export async function deleteStudioInquiry(request: Request, inquiryId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const id = positiveId(inquiryId);
  if (id === null || !(await deleteInquiry(access.db, id))) return refuse(404, NO_INQUIRY);
  return noContent();
}

/** GET /api/studio/inquiries/export: every inquiry as CSV, with the selection and its totals as sent. */
export async function exportStudioInquiries(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  const rows = await inquiriesForExport(access.db);
  const csv = toCsv(
    [
      "Reference",
      "Received",
      "Kind",
      "Status",
      "Name",
      "Email",
      "Subject",
      "Message",
      "Selection",
      "Subtotal (CAD)",
      "Notes",
    ],
    rows.map((row) => [
      row.reference,
      row.createdAt.toISOString(),
      row.kind,
      row.status,
      row.name,
      row.email,
      row.subject,
      row.message,
      row.selection?.items
        .map((item) => `${item.name}${item.price === null ? "" : ` ${item.price.toFixed(2)}`}`)
        .join("; ") ?? "",
      row.selection?.subtotal ?? null,
      row.notes,
    ]),
  );
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
