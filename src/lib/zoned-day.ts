/**
 * Calendar days in a time zone, without a date library: the moment a day (`YYYY-MM-DD`) begins
 * there, through Intl's offsets (twice, so a daylight-saving change on that day lands right).
 */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** When `day` (`YYYY-MM-DD`) begins in `timeZone`. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  let instant = midnightUtc - offsetMs(midnightUtc, timeZone);
  instant = midnightUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** When `day` ends in `timeZone` (the moment the next day begins). */
export function endOfDay(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return startOfDay(next, timeZone);
}

/** The day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}
