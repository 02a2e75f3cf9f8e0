"use client";

/** The year as the visitor's clock has it, so a page built last December is not a year behind. */
export function CurrentYear() {
  return <span suppressHydrationWarning>{new Date().getFullYear()}</span>;
}
