import { circle, fonts, g, glow, path, rect, Scene, shadowRect, vignette, ct } from "../../kit";
import { siteData } from "../../site-data";
import { num } from "../../svg";
import { smooth } from "../../video";
import { CLIP_SIZE, tick, type CollageClip } from "../kit";

const palette = siteData("palette");

/**
 * AI & Automation clip — "Automated report filling in on screen": Summit Roofing's Monday report
 * builds itself, figures counting up, bars growing, rows typing in, then it is sent and clears for
 * next week. The poster (and the loop's start) is the finished report.
 */

const { width: W, height: H } = CLIP_SIZE.square!;
const INK = "#1d1c1a";
const SOFT = "#77726b";
const LINE = "#e7e3dc";
const SKELETON = "#ebe7e0";

/** Where the report is at loop phase t: `u` runs from an empty page (0) to sent (0.7) and clears after 0.9. */
function phase(t: number): number {
  return (t + 0.72) % 1;
}

/** How far an element that starts at `start` and takes `length` has got. */
function progress(u: number, start: number, length: number): number {
  return smooth((u - start) / length);
}

/** Everything filled in fades back to placeholders after the report is sent, ready for next week. */
function shown(u: number): number {
  return 1 - smooth((u - 0.9) / 0.08);
}

const KPIS = [
  { name: "Quotes sent", value: 38, format: (v: number) => String(Math.round(v)) },
  { name: "Jobs booked", value: 21, format: (v: number) => String(Math.round(v)) },
  { name: "Revenue", value: 84.6, format: (v: number) => `$${v.toFixed(1)}K` },
];
const CREWS = [
  { name: "North", jobs: 7 },
  { name: "South", jobs: 5 },
  { name: "East", jobs: 4 },
  { name: "West", jobs: 3 },
  { name: "Repairs", jobs: 2 },
];
const ROWS = [
  { who: "Okoye residence", what: "Re-roof deposit", amount: "$4,200", status: "Reminder sent" },
  { who: "Bridgeland Dental", what: "Gutter guards", amount: "$1,180", status: "Paid today" },
  { who: "M. Lee", what: "Leak repair", amount: "$640", status: "Reminder sent" },
];

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:ai-and-automation-2", W, H);
  const u = phase(t);
  scene.add(
    rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], "#1a1a1e", "#0b0b0c") }),
    glow(scene, W * 0.85, 0, 520, palette.accent, 0.22),
  );
  const doc = { x: 56, y: 50, w: W - 112, h: H - 86 };
  scene.add(
    shadowRect(scene, doc.x, doc.y, doc.w, doc.h, { blur: 36, opacity: 0.7, dy: 20 }),
    rect(doc.x, doc.y, doc.w, doc.h, 14, { fill: "#faf8f4" }),
  );
  const x = doc.x + 30;
  const right = doc.x + doc.w - 30;
  scene.add(ct("WEEKLY OPERATIONS REPORT", x, doc.y + 42, fonts.label(8, 700, 0.26), { fill: palette.accent }));
  scene.add(ct("Summit Roofing  ·  week 22", x, doc.y + 72, fonts.display(18, 720, 100, -0.01), { fill: INK }));
  // The automation's status: building, then sent.
  const fade = shown(u);
  const built = progress(u, 0.02, 0.62) * fade;
  const sent = progress(u, 0.66, 0.06) * fade;
  const status = sent > 0.5 ? "Sent to 6 people" : "Building…";
  const sparkle = (cx: number, cy: number, r: number) =>
    path(
      `M${num(cx)} ${num(cy - r)}Q${num(cx)} ${num(cy)} ${num(cx + r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy + r)}Q${num(cx)} ${num(cy)} ${num(cx - r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy - r)}Z`,
      { fill: palette.accent },
    );
  scene.add(rect(right - 150, doc.y + 28, 150, 28, 14, { fill: sent > 0.5 ? "#e3f4e8" : "#fbeee6" }));
  scene.add(
    sent > 0.5
      ? circle(right - 134, doc.y + 42, 7, { fill: "#2f9e5b" }) + tick(right - 134, doc.y + 42, 7, "#fff", 1.6)
      : sparkle(right - 134, doc.y + 42, 7),
  );
  scene.add(ct(status, right - 120, doc.y + 46.5, fonts.ui(8.5, 650), { fill: sent > 0.5 ? "#217a45" : "#b4481c" }));
  scene.add(
    rect(x, doc.y + 92, right - x, 3, 1.5, { fill: LINE }),
    rect(x, doc.y + 92, (right - x) * built, 3, 1.5, { fill: palette.accent }),
  );
  // KPI tiles, counting up.
  const tileW = (right - x - 24) / 3;
  KPIS.forEach((kpi, i) => {
    const tx = x + i * (tileW + 12);
    const ty = doc.y + 116;
    const p = progress(u, 0.04 + i * 0.05, 0.16);
    scene.add(
      rect(tx, ty, tileW, 82, 10, { fill: "#fff", stroke: LINE, sw: 1 }),
      ct(kpi.name, tx + 14, ty + 26, fonts.ui(8, 560), { fill: SOFT }),
    );
    const visible = Math.min(1, p * 3) * fade;
    if (visible < 0.99) scene.add(rect(tx + 14, ty + 42, tileW * 0.5, 22, 6, { fill: SKELETON, opacity: 1 - visible }));
    if (visible > 0.01)
      scene.add(
        g(ct(kpi.format(kpi.value * p), tx + 14, ty + 64, fonts.display(22, 720, 100, -0.01), { fill: INK }), {
          opacity: visible,
        }),
      );
  });
  // Bars: jobs by crew.
  const cy = doc.y + 230;
  scene.add(ct("Jobs by crew", x, cy, fonts.ui(10, 650), { fill: INK }));
  const barW = right - x - 90;
  CREWS.forEach((crew, i) => {
    const by = cy + 18 + i * 26;
    const p = progress(u, 0.22 + i * 0.04, 0.14);
    scene.add(ct(crew.name, x, by + 13, fonts.ui(8, 520), { fill: SOFT }));
    scene.add(rect(x + 60, by + 2, barW, 14, 4, { fill: SKELETON }));
    if (p > 0.001 && fade > 0.01)
      scene.add(
        rect(x + 60, by + 2, Math.max(8, (barW * crew.jobs * p) / 7), 14, 4, {
          fill: i === 0 ? palette.accent : "#2b2a28",
          opacity: fade,
        }),
      );
    if (p > 0.6 && fade > 0.01)
      scene.add(
        g(ct(String(crew.jobs), x + 60 + (barW * crew.jobs) / 7 + 8, by + 13, fonts.ui(8, 650), { fill: INK }), {
          opacity: ((p - 0.6) / 0.4) * fade,
        }),
      );
  });
  // Rows: overdue invoices, typed in one after another.
  const ry = cy + 170;
  scene.add(ct("Invoices followed up", x, ry, fonts.ui(10, 650), { fill: INK }));
  ROWS.forEach((row, i) => {
    const y = ry + 16 + i * 38;
    const p = progress(u, 0.42 + i * 0.06, 0.1);
    scene.add(rect(x, y, right - x, 32, 8, { fill: "#fff", stroke: LINE, sw: 1 }));
    if (p < 0.02 || fade < 0.99)
      scene.add(
        g(
          [rect(x + 12, y + 11, 130, 10, 5, { fill: SKELETON }), rect(x + 170, y + 11, 90, 10, 5, { fill: SKELETON })],
          { opacity: p < 0.02 ? 1 : 1 - fade },
        ),
      );
    if (p < 0.02 || fade < 0.01) return;
    const reveal = scene.clip(rect(x, y, (right - x) * p, 32));
    const paid = row.status === "Paid today";
    scene.add(
      g(
        [
          ct(row.who, x + 12, y + 20, fonts.ui(8, 620), { fill: INK }),
          ct(row.what, x + 150, y + 20, fonts.ui(8, 480), { fill: SOFT }),
          ct(row.amount, x + 280, y + 20, fonts.ui(8, 650), { fill: INK }),
          rect(right - 110, y + 7, 100, 18, 9, { fill: paid ? "#e3f4e8" : "#fbeee6" }),
          ct(row.status, right - 60, y + 19.5, fonts.ui(7, 650), {
            fill: paid ? "#217a45" : "#b4481c",
            anchor: "middle",
          }),
        ],
        { clip: reveal, opacity: fade < 0.99 ? fade : undefined },
      ),
    );
  });
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

export const aiAndAutomationClip: CollageClip = { shape: "square", seconds: 4, crf: 21, frame };
