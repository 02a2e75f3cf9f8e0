"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import {
  changeInquiry,
  deleteInquiry,
  fetchInquiry,
  replyToInquiry,
  type InquiryDetail,
  type InquiryStatus,
} from "@/src/features/inquiries/api";
import { failureMessage } from "@/src/lib/api-client";
import { formatCad } from "@/src/lib/money";
import { buttonStyles } from "@/src/ui/button-styles";
import { Spinner } from "@/src/ui/spinner";
import { Textarea } from "@/src/ui/text-field";
import { KIND_LABELS, STATUS_LABELS } from "./inquiry-labels";
import { formatSavedTime } from "./saved-time";

/**
 * One inquiry in the inbox: who wrote and what, the selection and its totals as sent, the status,
 * the studio's notes, the replies mailed to the visitor, and Delete (a person may ask to be forgotten).
 */
export function InquiryView({ id, onBack }: { id: number; onBack: (deleted: boolean) => void }) {
  const [inquiry, setInquiry] = useState<InquiryDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    let live = true;
    fetchInquiry(id).then(
      (loaded) => {
        if (!live) return;
        setInquiry(loaded);
        setNotes(loaded.notes);
      },
      (error: unknown) => live && setProblem(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  // Loaded, the studio is taken to the inquiry's heading (the list it came from is gone).
  const loaded = inquiry !== null;
  useEffect(() => {
    if (loaded) title.current?.focus();
  }, [loaded]);

  async function act(action: () => Promise<InquiryDetail | void>, done?: string) {
    setBusy(true);
    setSaved(null);
    try {
      const next = await action();
      if (next) setInquiry(next);
      setProblem(null);
      if (done) setSaved(done);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    void act(async () => {
      const next = await replyToInquiry(id, reply);
      setReply("");
      return next;
    }, "Reply sent: it is on its way to them by mail.");
  };

  const remove = () => {
    if (!inquiry) return;
    const question = `Delete the inquiry from ${inquiry.name} (${inquiry.reference})? It, its notes, its replies and any mail about it are gone for good.`;
    if (!window.confirm(question)) return;
    void act(async () => {
      await deleteInquiry(id);
      onBack(true);
    });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-6">
      <button
        type="button"
        onClick={() => onBack(false)}
        className="self-start text-sm font-semibold underline underline-offset-8"
      >
        ← All inquiries
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}
      {!inquiry && !problem ? <Spinner label="Loading the inquiry…" /> : null}
      {inquiry ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <div>
              <p className="eyebrow">
                {KIND_LABELS[inquiry.kind]} · {inquiry.reference} · {formatSavedTime(inquiry.createdAt)}
              </p>
              <h2
                id={`${ids}-title`}
                ref={title}
                tabIndex={-1}
                className="display mt-3 text-3xl outline-none md:text-4xl"
              >
                {inquiry.name}
              </h2>
              <a href={`mailto:${inquiry.email}`} className="text-sm underline decoration-accent underline-offset-4">
                {inquiry.email}
              </a>
            </div>
            <div className="rounded-2xl border border-outline bg-background-secondary p-5">
              <h3 className="font-semibold text-heading">{inquiry.subject}</h3>
              <p className="mt-3 text-sm leading-relaxed whitespace-pre-wrap">{inquiry.message}</p>
            </div>
            {inquiry.selection ? <Selection selection={inquiry.selection} /> : null}
            <section aria-labelledby={`${ids}-replies`} className="flex flex-col gap-3">
              <h3 id={`${ids}-replies`} className="eyebrow">
                Replies ({inquiry.replies.length})
              </h3>
              {inquiry.replies.map((entry) => (
                <div key={entry.id} className="border-l-2 border-accent pl-4 text-sm">
                  <p className="text-xs text-subtext">Sent {formatSavedTime(entry.createdAt)}</p>
                  <p className="mt-1 whitespace-pre-wrap">{entry.text}</p>
                </div>
              ))}
              <form onSubmit={sendReply} className="flex flex-col gap-2">
                <label htmlFor={`${ids}-reply`} className="text-sm font-semibold text-heading">
                  Reply to {inquiry.name} by mail
                </label>
                <Textarea
                  id={`${ids}-reply`}
                  value={reply}
                  rows={5}
                  maxLength={5000}
                  onChange={(event) => setReply(event.target.value)}
                  compact
                  className="w-full text-sm"
                />
                <button
                  type="submit"
                  disabled={busy || !reply.trim()}
                  className={`${buttonStyles("primary", "sm")} self-start`}
                >
                  Send reply
                </button>
              </form>
            </section>
          </div>
          <aside aria-label="The studio's notes" className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="eyebrow mb-2">Status</legend>
              <div className="flex flex-wrap gap-2">
                {(Object.keys(STATUS_LABELS) as InquiryStatus[]).map((status) => (
                  <button
                    key={status}
                    type="button"
                    aria-pressed={inquiry.status === status}
                    disabled={busy}
                    onClick={() => void act(() => changeInquiry(id, { status }))}
                    className="rounded-full border border-outline px-4 py-2 text-sm font-semibold transition-colors hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background"
                  >
                    {STATUS_LABELS[status]}
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <label htmlFor={`${ids}-notes`} className="eyebrow">
                Notes
              </label>
              <Textarea
                id={`${ids}-notes`}
                value={notes}
                rows={6}
                maxLength={5000}
                onChange={(event) => setNotes(event.target.value)}
                compact
                className="w-full text-sm"
              />
              <button
                type="button"
                disabled={busy || notes === inquiry.notes}
                onClick={() => void act(() => changeInquiry(id, { notes }), "Notes saved.")}
                className={`${buttonStyles("secondary", "sm")} self-start`}
              >
                Save notes
              </button>
            </div>
            {saved ? (
              <p role="status" className="text-sm text-heading">
                {saved}
              </p>
            ) : null}
            <button
              type="button"
              disabled={busy}
              onClick={remove}
              className={`${buttonStyles("secondary", "sm")} self-start`}
            >
              Delete this inquiry
            </button>
          </aside>
        </div>
      ) : null}
    </section>
  );
}

function Selection({ selection }: { selection: NonNullable<InquiryDetail["selection"]> }) {
  return (
    <section aria-label="The selection as sent" className="rounded-2xl border border-outline p-5">
      <h3 className="eyebrow">{selection.kind === "quote" ? "Selected services" : "Order"}</h3>
      <ul className="mt-3 flex flex-col divide-y divide-outline text-sm">
        {selection.items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
            <span>
              <span className="font-semibold text-heading">{item.name}</span>
              {item.details.length > 0 && item.type !== "package" ? (
                <span className="text-subtext"> · {item.details.join(", ")}</span>
              ) : null}
              {item.type === "package" && item.details.length > 0 ? (
                <span className="mt-1 block text-xs text-subtext">{item.details.join(" · ")}</span>
              ) : null}
            </span>
            {item.price !== null ? (
              <span className="text-heading">
                {formatCad(item.price)}
                {item.originalPrice !== null ? (
                  <span className="ml-2 text-xs text-subtext">
                    Bundle discount, was {formatCad(item.originalPrice)}
                  </span>
                ) : null}
              </span>
            ) : (
              <span className="text-xs text-subtext">Custom quote</span>
            )}
          </li>
        ))}
      </ul>
      {selection.subtotal !== null ? (
        <p className="mt-3 flex justify-between border-t border-outline pt-3 text-sm font-semibold text-heading">
          <span>Subtotal</span>
          <span>{formatCad(selection.subtotal)}</span>
        </p>
      ) : null}
    </section>
  );
}
