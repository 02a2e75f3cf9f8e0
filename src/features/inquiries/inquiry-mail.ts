import { formatCad } from "@/src/lib/money";
import type { InquirySelection } from "@/src/model/inquiry";
import type { QueuedMessage } from "@/src/model/mail";

/*
 * An inquiry's mails (docs/inquiries.md#mail), composed when they are queued: the studio's (reply-to
 * the visitor), the visitor's copy, and each reply from the inbox, threaded under the visitor's copy
 * by its Message-ID, which the reference names.
 */

export type InquiryForMail = {
  reference: string;
  kind: "contact" | "quote" | "order";
  name: string;
  email: string;
  subject: string;
  message: string;
  selection: InquirySelection | null;
};

export type MailSite = { name: string; url: string; studioEmail: string };

const host = (site: MailSite) => new URL(site.url).hostname || "localhost";
/** The visitor's thread: their copy's Message-ID, which replies answer. */
export const threadId = (reference: string, site: MailSite) => `<inquiry-${reference.toLowerCase()}@${host(site)}>`;

const kindLabel = { contact: "Message", quote: "VantaRoom quote request", order: "Order request" } as const;

/** The selection as lines of text, as the site showed it: prices and the bundle discount for an order. */
export function selectionLines(selection: InquirySelection | null): string[] {
  if (!selection) return [];
  const lines = [selection.kind === "quote" ? "Selected services:" : "Order:"];
  for (const item of selection.items) {
    if (selection.kind === "quote") {
      lines.push(
        `  ${item.type === "package" ? "Package" : "Add-on"}: ${item.name}${item.type === "addon" && item.details[0] ? ` (${item.details[0]})` : ""}`,
      );
      if (item.type === "package") lines.push(...item.details.map((detail) => `    - ${detail}`));
      continue;
    }
    const unit = item.details[0] ? ` (${item.details[0]})` : "";
    const price = item.price === null ? "" : `: ${formatCad(item.price)}`;
    const was = item.originalPrice === null ? "" : ` (bundle discount, was ${formatCad(item.originalPrice)})`;
    lines.push(`  - ${item.name}${unit}${price}${was}`);
  }
  if (selection.subtotal !== null) lines.push(`Subtotal: ${formatCad(selection.subtotal)}`);
  return lines;
}

const body = (inquiry: InquiryForMail) => [
  `Subject: ${inquiry.subject}`,
  "",
  inquiry.message,
  ...(inquiry.selection ? ["", ...selectionLines(inquiry.selection)] : []),
];

/** The studio's mail: who wrote, what, and the inbox link; a reply goes to the visitor. */
export function studioMail(inquiry: InquiryForMail, site: MailSite): QueuedMessage {
  return {
    to: site.studioEmail,
    replyTo: inquiry.email,
    subject: `${kindLabel[inquiry.kind]} ${inquiry.reference} from ${inquiry.name}: ${inquiry.subject}`,
    text: [
      `${inquiry.name} <${inquiry.email}> wrote through the site (reference ${inquiry.reference}).`,
      "",
      ...body(inquiry),
      "",
      `Open it in the studio inbox: ${site.url}/studio?inquiry=${encodeURIComponent(inquiry.reference)}`,
      "Replying to this mail writes to them directly.",
    ].join("\n"),
    messageId: `<inquiry-${inquiry.reference.toLowerCase()}.studio@${host(site)}>`,
  };
}

/** The visitor's copy: what they sent, with the reference; a reply goes to the studio. */
export function visitorCopy(inquiry: InquiryForMail, site: MailSite): QueuedMessage {
  return {
    to: inquiry.email,
    replyTo: site.studioEmail,
    subject: `We have your message (${inquiry.reference}): ${inquiry.subject}`,
    text: [
      `Hi ${inquiry.name},`,
      "",
      `Thanks for writing to ${site.name}. Your message reached us; we answer every message within one business day.`,
      `Your reference is ${inquiry.reference}. Here is what you sent:`,
      "",
      ...body(inquiry),
      "",
      `— ${site.name}, ${site.url}`,
    ].join("\n"),
    messageId: threadId(inquiry.reference, site),
  };
}

/** A reply from the inbox, in the visitor's thread. */
export function replyMail(inquiry: InquiryForMail, reply: { id: number; text: string }, site: MailSite): QueuedMessage {
  return {
    to: inquiry.email,
    replyTo: site.studioEmail,
    subject: `Re: ${inquiry.subject} [${inquiry.reference}]`,
    text: [
      reply.text,
      "",
      `— ${site.name}, ${site.url}`,
      "",
      `In reply to your message ${inquiry.reference}:`,
      ...inquiry.message.split("\n").map((line) => `> ${line}`),
    ].join("\n"),
    messageId: `<inquiry-${inquiry.reference.toLowerCase()}.reply-${reply.id}@${host(site)}>`,
    inReplyTo: threadId(inquiry.reference, site),
    references: threadId(inquiry.reference, site),
  };
}
