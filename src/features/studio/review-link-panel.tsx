"use client";

import { useId, useState, type FormEvent } from "react";
import { failureMessage } from "@/src/lib/api-client";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input } from "@/src/ui/text-field";
import { rotateLink, type LinkExpiry } from "./api";
import { linkExpiry, ReviewLink } from "./review-link";

/**
 * A client's review link in their page of the inbox, and giving them a new one: the old link then
 * stops working (the client is told it was replaced), optionally with a last day for the new one.
 * Every other client's link stays as it is.
 */
export function ReviewLinkPanel({
  client,
  link,
  onRotated,
}: {
  client: { id: string; name: string };
  link: { path: string; expiry: LinkExpiry | null };
  onRotated: () => void;
}) {
  const [current, setCurrent] = useState(link);
  const [expiresOn, setExpiresOn] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const dateId = useId();
  const expiry = linkExpiry(current.expiry);

  async function rotate(event: FormEvent) {
    event.preventDefault();
    const ending = expiresOn ? ` It will work through ${expiresOn}.` : "";
    if (!window.confirm(`Give ${client.name} a new review link? The link they have now stops working.${ending}`))
      return;
    setBusy(true);
    try {
      const rotated = await rotateLink(client.id, expiresOn || null);
      setCurrent({ path: rotated.link, expiry: rotated.expiry });
      setMessage({
        text: `New link made. Send it to ${client.name}: the old one no longer opens their review.`,
        problem: false,
      });
      setExpiresOn("");
      onRotated();
    } catch (error) {
      setMessage({ text: failureMessage(error), problem: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="review-link-title"
      className="flex flex-col gap-3 rounded-2xl border border-outline bg-background-secondary p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-link-title" className="text-lg font-semibold text-heading">
          Review link
        </h2>
        <p className="text-sm text-subtext">{expiry ?? "No expiry"}</p>
      </div>
      <ReviewLink name={client.name} path={current.path} />
      <form onSubmit={(event) => void rotate(event)} className="flex flex-wrap items-end gap-3">
        <label htmlFor={dateId} className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-heading">Last day of the new link (optional)</span>
          <Input
            id={dateId}
            type="date"
            value={expiresOn}
            onChange={(event) => setExpiresOn(event.target.value)}
            compact
            className="text-sm"
          />
        </label>
        <button type="submit" disabled={busy} className={buttonStyles("secondary", "sm")}>
          New link
          <span className="sr-only"> for {client.name}</span>
        </button>
      </form>
      <p className="text-xs text-subtext">
        A new link replaces this one at once: use it when a link went to the wrong person, or when a project ends.
      </p>
      {message ? (
        <p
          role={message.problem ? "alert" : "status"}
          className={`text-sm ${message.problem ? "text-accent-glow" : "text-heading"}`}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
