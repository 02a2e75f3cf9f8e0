import { once } from "@/src/lib/once";

// Built on first use: constructing a formatter loads locale data (see src/lib/once.ts).
const timeFormat = once(() => new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short" }));

/** When a review was saved, as the studio's inbox and review view show it ("Nov 23, 2026, 9:05 p.m."). */
export function formatSavedTime(iso: string): string {
  return timeFormat().format(new Date(iso));
}
