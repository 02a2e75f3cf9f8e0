import type { RouteFigures } from "./figures";
import { bytesToKb, formatFixed, formatScore, msToSeconds } from "./format";

export interface TableRow {
  path: string;
  figures: RouteFigures;
}

const HEADER = ["Route", "Perf", "A11y", "BP", "SEO", "LCP (s)", "TBT (ms)", "CLS", "JS first paint (KB gzip)"];

function cells({ path, figures: f }: TableRow): string[] {
  return [
    path,
    formatScore(f.performance),
    formatScore(f.accessibility),
    formatScore(f.bestPractices),
    formatScore(f.seo),
    formatFixed(msToSeconds(f.lcpMs), 2),
    formatFixed(f.tbtMs, 0),
    formatFixed(f.cls, 3),
    formatFixed(bytesToKb(f.jsBytes), 1),
  ];
}

/**
 * A markdown table padded to column width, so it reads in a terminal and pastes into a PR unchanged.
 * Figures are right-aligned so their decimals line up across routes.
 */
export function formatTable(rows: readonly TableRow[]): string {
  const body = rows.map(cells);
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, 3, ...body.map((row) => (row[column] as string).length)),
  );
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(HEADER), rule, ...body.map(line)].join("\n");
}

/** A file-name-safe name for a route's saved results; "/" would otherwise become an empty name. */
export function routeSlug(path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .toLowerCase();
  return slug === "" ? "home" : slug;
}
