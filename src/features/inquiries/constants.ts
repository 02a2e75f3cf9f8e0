/** Inquiries sent through the site (docs/inquiries.md): their limits, their texts and how long they are kept. */

import { groupThousands } from "@/src/lib/money";

/** The contact form's defaults (docs/studio-site.md#contact), which an empty subject or message falls back to. */
export const DEFAULT_SUBJECT = "New Inquiry";
export const DEFAULT_MESSAGE = "Hi, I have a question about your services. Thanks!";

/** The longest a visitor's name, address, subject and message may be. */
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;
/** A send's whole body: the fields above and a selection, with room to spare. */
export const MAX_INQUIRY_BYTES = 32 * 1024;
/** Links a message may hold: a person pastes one or two; spam carries dozens. */
export const MAX_LINKS = 3;
/** Inquiries one address may send in a window, and the window. */
export const INQUIRIES_PER_WINDOW = 5;
export const INQUIRY_WINDOW_MS = 10 * 60 * 1000;
/** Inquiries older than this many months are deleted (INQUIRY_RETENTION_MONTHS may change it). */
export const INQUIRY_RETENTION_MONTHS = 24;
/** The hidden field a person never fills and a form-filling robot does. */
export const HONEYPOT_FIELD = "website";
/** This browser's unsent message, kept through a reload (session storage). */
export const CONTACT_DRAFT_KEY = "contact_draft_v1";
export const CONTACT_DRAFT_ERROR = "Error parsing saved contact draft";

/** What a visitor is told, in a sentence each (docs/inquiries.md#refusals). */
export const INQUIRY_TEXTS = {
  send: "Send through the site",
  sending: "Sending…",
  sent: (reference: string) => `Sent. The studio has your message: reference ${reference}.`,
  copy: (email: string) => `A copy is on its way to ${email}.`,
  answerTime: "We answer every message within one business day.",
  writeAnother: "Write another message",
  honeypot: "This message looks automated (a hidden field was filled in), so it was not sent.",
  tooManyLinks: `Your message holds more than ${MAX_LINKS} links. Take some out and send it again.`,
  tooOften: (minutes: number) =>
    `Too many messages from your connection just now. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or use Email Us.`,
  unknownSelection: "Your selection names a service the studio does not offer any more. Remove it and send again.",
  failed: "Your message could not be sent just now. It is still here: try again in a moment, or use Email Us.",
  notSentBack: "Your message was not sent. Go back: your browser still holds what you wrote.",
} as const;

/** Why a send from a browser without JavaScript was not sent: the page it is sent back to says so. */
export const NOT_SENT_REASONS = {
  name: "Give your name: the studio needs to know who is writing.",
  email: "Give an email address we can reply to.",
  long: `Keep the subject to ${MAX_SUBJECT_LENGTH} characters and the message to ${groupThousands(MAX_MESSAGE_LENGTH)}.`,
  links: INQUIRY_TEXTS.tooManyLinks,
  honeypot: INQUIRY_TEXTS.honeypot,
  "too-often":
    "Too many messages from your connection just now. Wait a few minutes and send it again, or use Email Us.",
  selection: INQUIRY_TEXTS.unknownSelection,
  elsewhere: "Messages are sent from the contact page.",
  form: "The message could not be read. Send it again from the contact page.",
  failed: INQUIRY_TEXTS.failed,
} as const;

export type NotSentReason = keyof typeof NOT_SENT_REASONS;
