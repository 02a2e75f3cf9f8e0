import type { RouteFigures } from "./figures";
import { bytesToKb, formatFixed, formatRatio, formatScore, formatSigned, msToSeconds, NOT_MEASURED } from "./format";
import type { Versus } from "./references";

export interface TableRow {
  path: string;
  figures: RouteFigures;
  versus: Versus;
}

/** A reference's own row: its medians over its runs. */
export interface ReferenceRow {
  label: string;
  figures: RouteFigures;
}

const HEADER = [
  "Route",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "LCP s",
  "x floor",
  "x no-JS",
  "FCP s",
  "TBT ms",
  "+floor",
  "CLS",
  "JS KB",
  "+floor",
];

export const TABLE_LEGEND = [
  "floor: bench/floor, an empty App Router page of the same Next, React and Tailwind; no-JS: the route's own HTML",
  "with every script and script preload removed. Both are audited in every round beside the route, at the CPU",
  "setting of the route's table; x floor and x no-JS (LCP) and +floor (TBT, JS) are medians over rounds of the",
  "route's run against the references' runs of that round and setting. JS: scripts requested before first paint,",
  "KB as transferred (Brotli).",
].join("\n");

const scoreCells = (f: RouteFigures): string[] => [
  formatScore(f.performance),
  formatScore(f.accessibility),
  formatScore(f.bestPractices),
  formatScore(f.seo),
];

const seconds = (ms: number | null) => formatFixed(msToSeconds(ms), 2);
const tbt = (f: RouteFigures) => formatFixed(f.tbtMs, 0);
const cls = (f: RouteFigures) => formatFixed(f.cls, 3);
const js = (f: RouteFigures) => formatFixed(bytesToKb(f.jsBytes), 1);

function routeCells({ path, figures, versus }: TableRow): string[] {
  return [
    path,
    ...scoreCells(figures),
    seconds(figures.lcpMs),
    formatRatio(versus.lcpVsFloor, 2),
    formatRatio(versus.lcpVsNoJs, 2),
    seconds(figures.fcpMs),
    tbt(figures),
    formatSigned(versus.tbtOverFloorMs, 0),
    cls(figures),
    js(figures),
    formatSigned(bytesToKb(versus.jsOverFloorBytes), 1),
  ];
}

/** The floor compared with itself would only say 1.00x and +0, so those cells stay empty. */
function floorCells({ label, figures }: ReferenceRow): string[] {
  return [
    label,
    ...scoreCells(figures),
    seconds(figures.lcpMs),
    "",
    "",
    seconds(figures.fcpMs),
    tbt(figures),
    "",
    cls(figures),
    js(figures),
    "",
  ];
}

/**
 * A markdown table padded to column width, so it reads the same in a terminal and in the report file;
 * the first column left-aligned, figures right-aligned so their decimals line up.
 */
function markdownTable(header: readonly string[], body: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...body.map((row) => (row[column] as string).length)),
  );
  const line = (row: readonly string[]): string =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [line(header), rule, ...body.map(line)].join("\n");
}

/** The floor's own row (its medians over every run of the bench) first, then each route. */
export function formatTable(floor: ReferenceRow, rows: readonly TableRow[]): string {
  return markdownTable(HEADER, [floorCells(floor), ...rows.map(routeCells)]);
}

/** A reference page and every run of it in the bench. */
export interface ReferenceRuns {
  label: string;
  runs: readonly RouteFigures[];
}

const SPREAD_HEADER = ["Reference", "runs", "Perf", "LCP s", "FCP s", "TBT ms", "CLS", "JS KB"];

function range(
  runs: readonly RouteFigures[],
  figure: (f: RouteFigures) => number | null,
  format: (v: number) => string,
) {
  const values = runs.flatMap((run) => {
    const value = figure(run);
    return value === null ? [] : [value];
  });
  if (values.length === 0) return NOT_MEASURED;
  const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
  const spread = low === high ? low : `${low}–${high}`;
  const unmeasured = runs.length - values.length;
  return unmeasured === 0 ? spread : `${spread} (${unmeasured} ${NOT_MEASURED})`;
}

/**
 * How far each reference's runs spread, lowest to highest, and in how many of them Lighthouse could not
 * measure the figure. A reference never changes within a bench, so its spread is the machine's own noise:
 * a route's figure moving less than that between two benches is not news, and a floor without a TBT means
 * the run measured the machine.
 */
export function formatReferenceSpread(references: readonly ReferenceRuns[]): string {
  return markdownTable(
    SPREAD_HEADER,
    references.map(({ label, runs }) => [
      label,
      String(runs.length),
      range(runs, (f) => f.performance, formatScore),
      range(
        runs,
        (f) => msToSeconds(f.lcpMs),
        (v) => v.toFixed(2),
      ),
      range(
        runs,
        (f) => msToSeconds(f.fcpMs),
        (v) => v.toFixed(2),
      ),
      range(
        runs,
        (f) => f.tbtMs,
        (v) => v.toFixed(0),
      ),
      range(
        runs,
        (f) => f.cls,
        (v) => v.toFixed(3),
      ),
      range(
        runs,
        (f) => bytesToKb(f.jsBytes),
        (v) => v.toFixed(1),
      ),
    ]),
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
