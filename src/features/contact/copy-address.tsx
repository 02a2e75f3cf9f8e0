"use client";

import { useTemporaryFlag } from "@/src/lib/use-temporary-flag";
import { COPIED_MS } from "./constants";

export function CopyAddress({ address }: { address: string }) {
  const [copied, showCopied] = useTemporaryFlag(COPIED_MS);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      showCopied();
    } catch (error) {
      console.warn("Could not copy the address to the clipboard", error);
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? "Copied" : "Copy"}
      className="shrink-0 rounded-full border border-outline px-4 py-2 text-sm font-semibold text-heading transition-colors hover:border-accent"
    >
      <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
    </button>
  );
}
