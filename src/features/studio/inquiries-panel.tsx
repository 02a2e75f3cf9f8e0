"use client";

import { useEffect, useRef, useState } from "react";
import { fetchInquiries, INQUIRIES_EXPORT_URL, type InquiryLine } from "@/src/features/inquiries/api";
import { failureMessage } from "@/src/lib/api-client";
import { buttonStyles } from "@/src/ui/button-styles";
import { Spinner } from "@/src/ui/spinner";
import { KIND_LABELS, STATUS_LABELS } from "./inquiry-labels";
import { InquiryView } from "./inquiry-view";
import { formatSavedTime } from "./saved-time";

/**
 * The inquiries sent through the site, newest first (docs/inquiries.md#in-the-inbox): unread ones
 * marked, each opened whole with its selection, notes, status and replies. `openReference` opens one
 * at once (the studio's mail links to /studio?inquiry=…).
 */
export function InquiriesPanel({
  openReference,
  onUnreadChange,
}: {
  openReference: string | null;
  onUnreadChange: (unread: number) => void;
}) {
  const [lines, setLines] = useState<InquiryLine[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const unread = useRef(0);
  /** Bumped to load the list again (back from an inquiry, whose status or reading changed it). */
  const [loads, setLoads] = useState(0);
  const cameFrom = useRef<number | null>(null);
  /** The inquiry the address named, opened once the list has come. */
  const wanted = useRef(openReference);

  useEffect(() => {
    let live = true;
    fetchInquiries().then(
      (answer) => {
        if (!live) return;
        setLines(answer.inquiries);
        setProblem(null);
        const found = answer.inquiries.find((line) => line.reference === wanted.current);
        wanted.current = null;
        unread.current = answer.unread - (found?.unread ? 1 : 0);
        onUnreadChange(unread.current);
        if (found) setOpen(found.id);
      },
      (error: unknown) => live && setProblem(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [loads, onUnreadChange]);

  /** Opening an inquiry reads it: the tab's count drops now, not when the list comes back. */
  function openLine(line: InquiryLine) {
    if (line.unread) {
      unread.current = Math.max(0, unread.current - 1);
      onUnreadChange(unread.current);
    }
    setOpen(line.id);
  }

  if (open !== null) {
    return (
      <InquiryView
        id={open}
        onBack={(deleted) => {
          cameFrom.current = deleted ? null : open;
          setOpen(null);
          setLoads((count) => count + 1);
        }}
      />
    );
  }

  return (
    <section aria-labelledby="inquiries-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="inquiries-title" className="display text-3xl">
            Inquiries
          </h2>
          <p className="mt-1 text-sm text-subtext">
            Messages, VantaRoom quotes and shop orders sent through the site, newest first.
          </p>
        </div>
        {lines && lines.length > 0 ? (
          <a href={INQUIRIES_EXPORT_URL} download className={buttonStyles("secondary", "sm")}>
            Export CSV
          </a>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}
      {lines === null && !problem ? <Spinner label="Loading inquiries…" /> : null}
      {lines && lines.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-outline p-10 text-center text-subtext">
          No inquiries yet. Messages, quotes and orders sent through the contact page arrive here, and by mail.
        </p>
      ) : null}
      {lines && lines.length > 0 ? (
        <ul className="flex flex-col divide-y divide-outline rounded-2xl border border-outline bg-background-secondary">
          {lines.map((line) => (
            <li
              key={line.id}
              className="grid gap-2 p-4 md:grid-cols-[auto_1.2fr_2fr_auto_auto] md:items-center md:gap-4"
            >
              <span
                aria-hidden
                className={`hidden size-2.5 rounded-full md:block ${line.unread ? "bg-accent" : "bg-transparent"}`}
              />
              <div className="min-w-0">
                <p className="truncate font-semibold text-heading">
                  {line.name}
                  {line.unread ? <span className="sr-only"> (unread)</span> : null}
                </p>
                <p className="truncate text-xs text-subtext">
                  {line.reference} · {formatSavedTime(line.createdAt)}
                </p>
              </div>
              <p className={`truncate text-sm ${line.unread ? "font-semibold text-heading" : ""}`}>
                <span className="mr-2 rounded-full border border-outline px-2 py-0.5 text-xs text-subtext">
                  {KIND_LABELS[line.kind]}
                </span>
                {line.subject}
              </p>
              <span className="text-xs font-semibold tracking-wide text-subtext uppercase">
                {STATUS_LABELS[line.status]}
              </span>
              <button
                type="button"
                onClick={() => openLine(line)}
                ref={(button) => {
                  if (button && cameFrom.current === line.id) {
                    cameFrom.current = null;
                    button.focus();
                  }
                }}
                aria-label={`Open the inquiry from ${line.name}, ${line.reference}`}
                className={buttonStyles(line.unread ? "primary" : "secondary", "sm")}
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
