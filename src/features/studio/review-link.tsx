"use client";

import { useState } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input } from "@/src/ui/text-field";
import type { LinkExpiry } from "./api";

/** A client's review link as the studio hands it out: the full address, and a button that copies it. */
export function ReviewLink({ name, path }: { name: string; path: string }) {
  const [copied, setCopied] = useState(false);
  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).toString();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch (error) {
      console.warn("Could not copy the review link", error);
    }
  }
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Input readOnly value={url} aria-label={`Review link for ${name}`} compact className="min-w-0 flex-1 text-xs" />
      <button type="button" onClick={() => void copy()} className={buttonStyles("secondary", "sm")}>
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> the review link for {name}</span>
      </button>
    </div>
  );
}

/** "Works through Dec 31, 2026", "Expired Dec 31, 2026", or null for a link that never expires. */
export function linkExpiry(expiry: LinkExpiry | null, now = new Date()): string | null {
  if (!expiry) return null;
  // The server named the day; it is shown as it is, whatever time zone this browser is in.
  const lastDay = new Date(`${expiry.lastDay}T12:00:00Z`).toLocaleDateString("en-CA", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  return Date.parse(expiry.at) <= now.getTime() ? `Expired ${lastDay}` : `Works through ${lastDay}`;
}
