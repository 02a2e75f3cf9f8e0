"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { ORDER_REQUEST_ERROR, ORDER_REQUEST_KEY } from "@/src/features/cart/constants";
import type { OrderRequest } from "@/src/features/cart/order-request";
import {
  CONTACT_DRAFT_ERROR,
  CONTACT_DRAFT_KEY,
  DEFAULT_MESSAGE,
  DEFAULT_SUBJECT,
  HONEYPOT_FIELD,
  INQUIRY_TEXTS,
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SUBJECT_LENGTH,
} from "@/src/features/inquiries/constants";
import { SentLine } from "@/src/features/inquiries/send-outcome";
import { QUOTE_PARSE_ERROR, QUOTE_STORAGE_KEY } from "@/src/features/quote/constants";
import type { QuoteRequest } from "@/src/features/quote/quote-request";
import { writeStored } from "@/src/lib/storage";
import { useStoredValue } from "@/src/lib/use-stored-value";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input, Textarea } from "@/src/ui/text-field";
import { composeOrderMessage, composeQuoteMessage, mailtoHref } from "./compose-message";
import type { ContactDraft } from "./contact-draft";
import { CopyAddress } from "./copy-address";
import { SelectionSummary } from "./selection-summary";

// The schemas (and valibot) are fetched as the form hydrates, not with the page.
const loadQuoteSchema = () => import("@/src/features/quote/quote-request").then((module) => module.quoteRequestSchema);
const loadOrderSchema = () => import("@/src/features/cart/order-request").then((module) => module.orderRequestSchema);
const loadDraftSchema = () => import("./contact-draft").then((module) => module.contactDraftSchema);
// The inquiry route's calls, fetched when the visitor sends.
const loadInquiries = () => import("@/src/features/inquiries/api");

const headings = { quote: "VANTAROOM QUOTE", order: "ORDER REQUEST", plain: "GET IN TOUCH" } as const;

type Sending = { state: "idle" } | { state: "sending" } | { state: "refused"; sentence: string };
type Sent = { reference: string; copyTo: string | null };

/** The selection as the inquiry route knows it: names for a quote, ids for an order; it prices them itself. */
function selectionOf(quote: QuoteRequest | null, order: OrderRequest | null) {
  if (quote) return { kind: "quote" as const, items: quote.map(({ type, name }) => ({ type, name })) };
  if (order) return { kind: "order" as const, items: order.items.map(({ id }) => ({ id })) };
  return undefined;
}

/**
 * The contact page's heading, selection summary and form (docs/studio-site.md#contact,
 * docs/inquiries.md#the-form). A saved VantaRoom quote takes precedence over a saved order; either
 * one prefills subject and message until the visitor edits them. 'Email Us' opens the visitor's mail
 * app, as the specification says; 'Send through the site' sends it from here (a plain form post
 * without JavaScript), and what the visitor wrote is kept in this browser until the studio has it.
 */
export function ContactForm({ email }: { email: string }) {
  const [quote, clearQuote] = useStoredValue("session", QUOTE_STORAGE_KEY, loadQuoteSchema, QUOTE_PARSE_ERROR);
  const [order, clearOrder] = useStoredValue("session", ORDER_REQUEST_KEY, loadOrderSchema, ORDER_REQUEST_ERROR);
  const [draft, clearDraft] = useStoredValue("session", CONTACT_DRAFT_KEY, loadDraftSchema, CONTACT_DRAFT_ERROR);
  const [edited, setEdited] = useState<ContactDraft | null>(null);
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const [sent, setSent] = useState<Sent | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // Sent, the visitor is taken to what happened (the form they were in is gone).
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const mode = quote ? "quote" : order ? "order" : "plain";
  const prefilled = quote
    ? composeQuoteMessage(quote)
    : order
      ? composeOrderMessage(order)
      : { subject: DEFAULT_SUBJECT, body: DEFAULT_MESSAGE };
  const written: ContactDraft = edited ?? draft ?? { name: "", email: "" };
  const current = {
    name: written.name,
    email: written.email,
    subject: written.subject ?? prefilled.subject,
    message: written.message ?? prefilled.body,
  };

  function change(patch: Partial<ContactDraft>) {
    const next = { ...written, ...patch };
    setEdited(next);
    if (sending.state === "refused") setSending({ state: "idle" });
    writeStored("session", CONTACT_DRAFT_KEY, next);
  }

  function clearSelection() {
    if (quote) clearQuote();
    else clearOrder();
    change({ subject: "", message: "" });
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.state === "sending") return;
    setSending({ state: "sending" });
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    try {
      const { sendInquiry } = await loadInquiries();
      const answer = await sendInquiry({
        name: current.name,
        email: current.email,
        subject: current.subject,
        message: current.message,
        [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
        selection: selectionOf(quote, order),
      });
      if (!answer.ok) return setSending({ state: "refused", sentence: answer.error ?? INQUIRY_TEXTS.failed });
      setSent({ reference: answer.data.reference, copyTo: answer.data.copy ? current.email : null });
      setSending({ state: "idle" });
      setEdited(null);
      clearDraft();
      if (quote) clearQuote();
      if (order) clearOrder();
    } catch {
      setSending({ state: "refused", sentence: INQUIRY_TEXTS.failed });
    }
  }

  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
      <div className="flex flex-col gap-8">
        <h1 className="display text-[clamp(3rem,9vw,8.5rem)]">{headings[mode]}</h1>
        {quote ? (
          <SelectionSummary kind="quote" items={quote} onClear={clearSelection} />
        ) : order ? (
          <SelectionSummary kind="order" order={order} onClear={clearSelection} />
        ) : (
          <p className="max-w-md text-lg">
            Tell us what you are building. We answer every message within one business day, usually with a few good
            questions.
          </p>
        )}
      </div>
      {sent ? (
        <section
          aria-labelledby="sent-title"
          className="glow flex h-fit flex-col gap-5 rounded-3xl border border-accent/50 bg-background-secondary p-6 md:p-10"
        >
          <p className="eyebrow">Sent through the site</p>
          <h2 id="sent-title" ref={sentHeading} tabIndex={-1} className="display text-3xl outline-none md:text-4xl">
            Message sent.
          </h2>
          <p role="status" className="text-lg text-heading">
            <SentLine reference={sent.reference} />
          </p>
          <p>
            {INQUIRY_TEXTS.answerTime}
            {sent.copyTo ? ` ${INQUIRY_TEXTS.copy(sent.copyTo)}` : ""}
          </p>
          <button type="button" onClick={() => setSent(null)} className={`${buttonStyles("secondary")} self-start`}>
            {INQUIRY_TEXTS.writeAnother}
          </button>
        </section>
      ) : (
        <form
          aria-label="Write to the studio"
          method="post"
          action="/api/inquiries"
          onSubmit={(event) => void send(event)}
          className="flex h-fit flex-col gap-6 rounded-3xl border border-outline bg-background-secondary p-6 md:p-10"
        >
          <div className="flex flex-col gap-2">
            <label htmlFor="contact-to" className="eyebrow">
              To
            </label>
            <div className="flex items-center gap-3">
              <Input id="contact-to" readOnly value={email} className="w-full" />
              <CopyAddress address={email} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="contact-subject" className="eyebrow">
              Subject
            </label>
            <Input
              id="contact-subject"
              name="subject"
              value={current.subject}
              maxLength={MAX_SUBJECT_LENGTH}
              placeholder={DEFAULT_SUBJECT}
              onChange={(event) => change({ subject: event.target.value })}
              className="w-full"
            />
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="contact-message" className="eyebrow">
              Message
            </label>
            <Textarea
              id="contact-message"
              name="message"
              value={current.message}
              maxLength={MAX_MESSAGE_LENGTH}
              rows={mode === "plain" ? 6 : 12}
              placeholder={DEFAULT_MESSAGE}
              onChange={(event) => change({ message: event.target.value })}
              className="w-full resize-y leading-relaxed"
            />
          </div>
          <a href={mailtoHref(email, current.subject, current.message)} className={buttonStyles("primary", "lg")}>
            Email Us
          </a>
          <p className="text-xs text-subtext">
            This opens your own mail app with the message ready to send. Nothing is sent from this page.
          </p>
          <fieldset className="flex flex-col gap-5 border-t border-outline pt-6">
            <legend className="eyebrow float-left mb-5 w-full">Or send it through the site</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <div className="flex flex-col gap-2">
                <label htmlFor="contact-name" className="text-sm font-semibold text-heading">
                  Your name
                </label>
                <Input
                  id="contact-name"
                  name="name"
                  required
                  autoComplete="name"
                  maxLength={MAX_NAME_LENGTH}
                  value={current.name}
                  onChange={(event) => change({ name: event.target.value })}
                  className="w-full"
                />
              </div>
              <div className="flex flex-col gap-2">
                <label htmlFor="contact-email" className="text-sm font-semibold text-heading">
                  Your email, for our reply
                </label>
                <Input
                  id="contact-email"
                  name="email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={MAX_EMAIL_LENGTH}
                  value={current.email}
                  onChange={(event) => change({ email: event.target.value })}
                  className="w-full"
                />
              </div>
            </div>
            {/* A field a person never sees or fills; form-filling robots do. */}
            <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">Leave this empty</label>
              <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {sending.state === "refused" ? (
              <p
                role="alert"
                className="rounded-xl border border-accent/60 bg-background px-4 py-3 text-sm text-heading"
              >
                {sending.sentence}
              </p>
            ) : null}
            <button
              type="submit"
              disabled={sending.state === "sending"}
              aria-busy={sending.state === "sending"}
              className={buttonStyles("secondary", "lg")}
            >
              {sending.state === "sending" ? INQUIRY_TEXTS.sending : INQUIRY_TEXTS.send}
            </button>
            <p className="text-xs text-subtext">
              The studio gets it at once and replies to the address above
              {mode === "plain" ? "" : "; your selection goes with it, as shown"}.
            </p>
          </fieldset>
        </form>
      )}
    </div>
  );
}
