import type { RouteFigures } from "./figures";
import type { VersusFloor } from "./floor-comparison";
import { bytesToKb, formatFixed, formatRatio, formatScore, formatSigned, msToSeconds, NOT_MEASURED } from "./format";

export interface TableRow {
  path: string;
  figures: RouteFigures;
  /** The medians of the floor runs beside this route's runs. */
  floor: RouteFigures;
  versusFloor: VersusFloor;
}

/** The floor's own row: its medians over every floor run of the bench. */
export interface FloorRow {
  label: string;
  figures: RouteFigures;
}

const HEADER = [
  "Route",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "LCP (s)",
  "floor",
  "ratio",
  "TBT (ms)",
  "floor",
  "diff",
  "CLS",
  "JS (KB gzip)",
  "floor",
  "diff",
];

export const TABLE_LEGEND = [
  "floor: bench/floor, an empty App Router page of the same Next, React and Tailwind, audited just before every",
  "route run; a route's floor columns are the medians of those runs. ratio (LCP) and diff (TBT, JS) are medians",
  "over rounds of each route run against the floor run before it. JS: scripts requested before first paint.",
].join("\n");

function scoreCells(f: RouteFigures): string[] {
  return [formatScore(f.performance), formatScore(f.accessibility), formatScore(f.bestPractices), formatScore(f.seo)];
}

const lcp = (f: RouteFigures) => formatFixed(msToSeconds(f.lcpMs), 2);
const tbt = (f: RouteFigures) => formatFixed(f.tbtMs, 0);
const cls = (f: RouteFigures) => formatFixed(f.cls, 3);
const js = (f: RouteFigures) => formatFixed(bytesToKb(f.jsBytes), 1);

function routeCells({ path, figures, floor, versusFloor: vs }: TableRow): string[] {
  return [
    path,
    ...scoreCells(figures),
    lcp(figures),
    lcp(floor),
    formatRatio(vs.lcpRatio, 2),
    tbt(figures),
    tbt(floor),
    formatSigned(vs.tbtOverFloorMs, 0),
    cls(figures),
    js(figures),
    js(floor),
    formatSigned(bytesToKb(vs.jsOverFloorBytes), 1),
  ];
}

/** The floor compared with itself would only say 1.00x and +0, so those cells stay empty. */
function floorCells({ label, figures }: FloorRow): string[] {
  return [label, ...scoreCells(figures), lcp(figures), "", "", tbt(figures), "", "", cls(figures), js(figures), "", ""];
}

/**
 * A markdown table padded to column width, so it reads in a terminal and pastes into a PR unchanged: the
 * floor's own row first, then each route beside the floor runs of its rounds. Figures are right-aligned so
 * their decimals line up across routes.
 */
export function formatTable(floor: FloorRow, rows: readonly TableRow[]): string {
  const body = [floorCells(floor), ...rows.map(routeCells)];
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, 3, ...body.map((row) => (row[column] as string).length)),
  );
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(HEADER), rule, ...body.map(line)].join("\n");
}

function range(values: readonly number[], format: (value: number) => string, unit = ""): string {
  if (values.length === 0) return NOT_MEASURED;
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  return `${low === high ? low : `${low}–${high}`}${unit}`;
}

/**
 * How far the floor's runs spread. The floor never changes within a bench, so its spread is the
 * machine's own noise: a route's figure moving less than that between two benches is not news.
 */
export function formatFloorSpread(runs: readonly RouteFigures[]): string {
  const values = (figure: (f: RouteFigures) => number | null) =>
    runs.flatMap((run) => {
      const value = figure(run);
      return value === null ? [] : [value];
    });
  const noun = runs.length === 1 ? "run" : "runs";
  return (
    `Floor over its ${runs.length} ${noun}: Performance ${range(
      values((f) => f.performance),
      formatScore,
    )}, ` +
    `LCP ${range(
      values((f) => msToSeconds(f.lcpMs)),
      (v) => v.toFixed(2),
      " s",
    )}, ` +
    `TBT ${range(
      values((f) => f.tbtMs),
      (v) => v.toFixed(0),
      " ms",
    )}, ` +
    `JS ${range(
      values((f) => bytesToKb(f.jsBytes)),
      (v) => v.toFixed(1),
      " KB",
    )}`
  );
}

/** A file-name-safe name for a route's saved results; "/" would otherwise become an empty name. */
export function routeSlug(path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, "")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .toLowerCase();
  return slug === "" ? "home" : slug;
}
