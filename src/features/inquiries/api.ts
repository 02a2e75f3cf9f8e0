import * as v from "valibot";
import { callApi, callOrThrow, noContentSchema } from "@/src/lib/api-client";
import { text } from "@/src/lib/schema";
import { inquirySelectionSchema } from "@/src/model/inquiry";
import { HONEYPOT_FIELD, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_SUBJECT_LENGTH } from "./constants";

/*
 * The inquiry routes (app/api/inquiries, app/api/studio/inquiries): every request and answer shape,
 * which the handlers (server/inquiry-routes.ts) read and build their answers with, and the calls the
 * contact page and the studio inbox make. The contact page loads this module when the visitor sends,
 * never with its first paint.
 */

/** What the visitor picked, by what the site knows it by: the server prices and describes it itself. */
const selectionRequestSchema = v.variant("kind", [
  v.object({
    kind: v.literal("quote"),
    items: v.pipe(
      v.array(v.object({ type: v.picklist(["package", "addon"]), name: text(200) })),
      v.minLength(1),
      v.maxLength(30),
    ),
  }),
  v.object({
    kind: v.literal("order"),
    items: v.pipe(v.array(v.object({ id: text(80) })), v.minLength(1), v.maxLength(50)),
  }),
]);

export type SelectionRequest = v.InferInput<typeof selectionRequestSchema>;

/**
 * POST /api/inquiries: a message sent through the site, as JSON (the page's script) or as a plain
 * form (application/x-www-form-urlencoded, without JavaScript; no selection then). `website` is the
 * honeypot: a person leaves it empty.
 */
export const inquirySendSchema = v.object({
  name: text(MAX_NAME_LENGTH),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("must not be empty"),
    v.maxLength(MAX_EMAIL_LENGTH),
    v.email("must be an email address"),
  ),
  subject: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_SUBJECT_LENGTH)), ""),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_MESSAGE_LENGTH)), ""),
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(500)), ""),
  selection: v.optional(selectionRequestSchema),
});

export type InquirySend = v.InferInput<typeof inquirySendSchema>;

/** …its answer: the reference the visitor may quote, and whether a copy is on its way to them. */
export const inquirySentSchema = v.object({ reference: v.string(), copy: v.boolean() });

const statusSchema = v.picklist(["new", "replied", "won", "lost"]);
export type InquiryStatus = v.InferOutput<typeof statusSchema>;
const kindSchema = v.picklist(["contact", "quote", "order"]);

/** GET /api/studio/inquiries: every inquiry, newest first, and how many the studio has not opened. */
export const inquiryListSchema = v.object({
  inquiries: v.array(
    v.object({
      id: v.number(),
      reference: v.string(),
      kind: kindSchema,
      name: v.string(),
      email: v.string(),
      subject: v.string(),
      status: statusSchema,
      createdAt: v.string(),
      unread: v.boolean(),
    }),
  ),
  unread: v.number(),
});
export type InquiryLine = v.InferOutput<typeof inquiryListSchema>["inquiries"][number];

/** GET /api/studio/inquiries/{id}: one inquiry whole, with the studio's replies (opening it reads it). */
export const inquiryDetailSchema = v.object({
  id: v.number(),
  reference: v.string(),
  kind: kindSchema,
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  selection: v.nullable(inquirySelectionSchema),
  status: statusSchema,
  notes: v.string(),
  createdAt: v.string(),
  replies: v.array(v.object({ id: v.number(), text: v.string(), createdAt: v.string() })),
});
export type InquiryDetail = v.InferOutput<typeof inquiryDetailSchema>;

/** PATCH /api/studio/inquiries/{id}: the studio's status and notes. */
export const inquiryChangeSchema = v.object({
  status: v.optional(statusSchema),
  notes: v.optional(v.pipe(v.string(), v.maxLength(MAX_MESSAGE_LENGTH))),
});

/** POST /api/studio/inquiries/{id}/replies: the studio's reply, mailed to the visitor. */
export const inquiryReplySchema = v.object({ text: text(MAX_MESSAGE_LENGTH) });

export async function sendInquiry(body: InquirySend) {
  return callApi("/api/inquiries", inquirySentSchema, { method: "POST", body, timeoutMs: 15_000 });
}

const inquiryPath = (id: number) => `/api/studio/inquiries/${id}`;

export async function fetchInquiries() {
  return callOrThrow("/api/studio/inquiries", inquiryListSchema);
}

export async function fetchInquiry(id: number) {
  return callOrThrow(inquiryPath(id), inquiryDetailSchema);
}

export async function changeInquiry(id: number, change: v.InferInput<typeof inquiryChangeSchema>) {
  return callOrThrow(inquiryPath(id), inquiryDetailSchema, { method: "PATCH", body: change });
}

export async function replyToInquiry(id: number, reply: string) {
  const body: v.InferInput<typeof inquiryReplySchema> = { text: reply };
  return callOrThrow(`${inquiryPath(id)}/replies`, inquiryDetailSchema, { method: "POST", body });
}

export async function deleteInquiry(id: number) {
  await callOrThrow(inquiryPath(id), noContentSchema, { method: "DELETE" });
}

/** GET /api/studio/inquiries/export: every inquiry as CSV (a link, not a call). */
export const INQUIRIES_EXPORT_URL = "/api/studio/inquiries/export";
