"use client";

import { useState } from "react";
import { ORDER_REQUEST_ERROR, ORDER_REQUEST_KEY } from "@/src/features/cart/constants";
import { QUOTE_PARSE_ERROR, QUOTE_STORAGE_KEY } from "@/src/features/quote/constants";
import { useStoredValue } from "@/src/lib/use-stored-value";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input, Textarea } from "@/src/ui/text-field";
import { composeOrderMessage, composeQuoteMessage, mailtoHref, type Message } from "./compose-message";
import { DEFAULT_MESSAGE, DEFAULT_SUBJECT } from "./constants";
import { CopyAddress } from "./copy-address";
import { SelectionSummary } from "./selection-summary";

// The schemas (and valibot) are fetched as the form hydrates, not with the page.
const loadQuoteSchema = () => import("@/src/features/quote/quote-request").then((module) => module.quoteRequestSchema);
const loadOrderSchema = () => import("@/src/features/cart/order-request").then((module) => module.orderRequestSchema);

const headings = { quote: "VANTAROOM QUOTE", order: "ORDER REQUEST", plain: "GET IN TOUCH" } as const;

/**
 * The contact page's heading, selection summary and form. A saved VantaRoom quote takes
 * precedence over a saved order; either one prefills subject and message until the visitor edits them.
 */
export function ContactForm({ email }: { email: string }) {
  const [quote, clearQuote] = useStoredValue("session", QUOTE_STORAGE_KEY, loadQuoteSchema, QUOTE_PARSE_ERROR);
  const [order, clearOrder] = useStoredValue("session", ORDER_REQUEST_KEY, loadOrderSchema, ORDER_REQUEST_ERROR);
  const [edited, setEdited] = useState<Message | null>(null);

  const mode = quote ? "quote" : order ? "order" : "plain";
  const prefilled = quote
    ? composeQuoteMessage(quote)
    : order
      ? composeOrderMessage(order)
      : { subject: DEFAULT_SUBJECT, body: DEFAULT_MESSAGE };
  const { subject, body } = edited ?? prefilled;

  function clearSelection() {
    if (quote) clearQuote();
    else clearOrder();
    setEdited({ subject: "", body: "" });
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
      <form
        aria-label="Write to the studio"
        onSubmit={(event) => event.preventDefault()}
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
            value={subject}
            placeholder={DEFAULT_SUBJECT}
            onChange={(event) => setEdited({ subject: event.target.value, body })}
            className="w-full"
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="contact-message" className="eyebrow">
            Message
          </label>
          <Textarea
            id="contact-message"
            value={body}
            rows={mode === "plain" ? 6 : 12}
            placeholder={DEFAULT_MESSAGE}
            onChange={(event) => setEdited({ subject, body: event.target.value })}
            className="w-full resize-y leading-relaxed"
          />
        </div>
        <a href={mailtoHref(email, subject, body)} className={buttonStyles("primary", "lg")}>
          Email Us
        </a>
        <p className="text-xs text-subtext">
          This opens your own mail app with the message ready to send. Nothing is sent from this page.
        </p>
      </form>
    </div>
  );
}
