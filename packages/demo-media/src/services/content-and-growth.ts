import { siteData } from "../site-data";
import { can, COPPER, copperMark } from "./copperline";
import { IMAGE_SIZE, tick, type CollageImage } from "./kit";
import {
  circle,
  fitText,
  fonts,
  g,
  glow,
  line,
  path,
  rect,
  Scene,
  shadowRect,
  studioBackdrop,
  t,
  text,
  vignette,
} from "../kit";
import { num } from "../svg";

const palette = siteData("palette");

/** Content & Growth: Copperline Brewing's month of posts and the dashboard that follows the leads. */

const { copper: COPPER_C, teal: TEAL, cream: CREAM, hop: HOP, berry: BERRY, gold: GOLD, ink: INK } = COPPER;

/** A pint on a bar top, warm light behind: the "photo" posts. */
function pint(scene: Scene, x: number, y: number, s: number, beer: string): string {
  const cx = x + s / 2;
  const top = y + s * 0.24;
  const bottom = y + s * 0.86;
  const gw = s * 0.34;
  const glass = `M${num(cx - gw / 2)} ${num(top)}L${num(cx - gw * 0.4)} ${num(bottom)}H${num(cx + gw * 0.4)}L${num(cx + gw / 2)} ${num(top)}Z`;
  const liquid = scene.fade([0, top, 0, bottom], "#ffd48a", beer);
  return [
    rect(x, y, s, s, 0, { fill: scene.fade([x, y, x, y + s], "#3a2418", "#140d0a") }),
    glow(scene, x + s * 0.3, y + s * 0.3, s * 0.7, "#ffb060", 0.45),
    rect(x, y + s * 0.82, s, s * 0.18, 0, { fill: "#5a3520" }),
    path(glass, { fill: liquid }),
    rect(cx - gw / 2, top - s * 0.05, gw, s * 0.08, s * 0.03, { fill: "#fbf3e4" }),
    path(glass, { stroke: "#fff", sw: 1.5, opacity: 0.5 }),
    rect(cx - gw * 0.36, top + s * 0.06, gw * 0.08, s * 0.45, 2, { fill: "#fff", opacity: 0.3 }),
  ].join("");
}

/** The twelve posts of the month, each drawn into a square at (x, y) of side s. */
function post(scene: Scene, index: number, x: number, y: number, s: number): string {
  const clip = scene.clip(rect(x, y, s, s, 6));
  const k = s / 200;
  const parts: string[] = [];
  switch (index % 6) {
    case 0: {
      const bg = [TEAL, BERRY][Math.floor(index / 6)] as string;
      parts.push(
        rect(x, y, s, s, 0, { fill: bg }),
        circle(x + s * 0.5, y + s * 0.55, s * 0.36, { fill: "#fff", opacity: 0.08 }),
      );
      parts.push(can(scene, x + s / 2, y + s * 0.16, s * 0.72, index < 6 ? COPPER_C : GOLD, bg, "HAZY CHINOOK"));
      break;
    }
    case 1: {
      const bg = [GOLD, HOP][Math.floor(index / 6)] as string;
      parts.push(rect(x, y, s, s, 0, { fill: bg }));
      const lines = index < 6 ? ["Patio", "season", "is open."] : ["Fresh", "batch,", "cold tap."];
      lines.forEach((value, i) =>
        parts.push(
          fitText(
            value,
            x + 16 * k,
            y + (70 + 42 * i) * k,
            s - 36 * k,
            (cap) => fonts.display(cap, 800, 80, -0.02),
            34 * k,
            { fill: i === 2 ? BERRY : INK },
          ).markup,
        ),
      );
      parts.push(copperMark(x + s - 24 * k, y + s - 24 * k, 12 * k, INK, bg));
      break;
    }
    case 2: {
      parts.push(rect(x, y, s, s, 0, { fill: CREAM }));
      const bx = x + s - 72 * k;
      parts.push(
        rect(bx, y + 14 * k, 58 * k, 64 * k, 6 * k, { fill: BERRY }),
        t(index < 6 ? "TUE" : "SAT", bx + 29 * k, y + 36 * k, fonts.label(9 * k, 700, 0.1), {
          fill: CREAM,
          anchor: "middle",
        }),
        t(index < 6 ? "10" : "21", bx + 29 * k, y + 68 * k, fonts.display(24 * k, 800, 90), {
          fill: CREAM,
          anchor: "middle",
        }),
      );
      parts.push(
        fitText(
          index < 6 ? "TRIVIA" : "MUSIC",
          x + 16 * k,
          y + 128 * k,
          s - 32 * k,
          (cap) => fonts.display(cap, 800, 110, -0.01),
          30 * k,
          { fill: TEAL },
        ).markup,
      );
      parts.push(
        fitText(
          index < 6 ? "NIGHT" : "BINGO",
          x + 16 * k,
          y + 164 * k,
          s - 32 * k,
          (cap) => fonts.display(cap, 800, 110, -0.01),
          30 * k,
          { fill: TEAL },
        ).markup,
      );
      parts.push(t("7 PM  ·  TAPROOM", x + 16 * k, y + 186 * k, fonts.label(7.5 * k, 700, 0.2), { fill: COPPER_C }));
      break;
    }
    case 3:
      parts.push(pint(scene, x, y, s, index < 6 ? "#d9852c" : "#7a2a1c"));
      break;
    case 4: {
      parts.push(rect(x, y, s, s, 0, { fill: COPPER_C }));
      // A hop cone from overlapping bracts.
      const hx = x + s * 0.5;
      const hy = y + s * 0.42;
      for (let row = 0; row < 5; row += 1) {
        for (let i = 0; i < 4 - Math.abs(row - 1.5) * 0.8; i += 1) {
          const n = Math.round(4 - Math.abs(row - 1.5) * 0.8);
          const bx = hx + (i - (n - 1) / 2) * 20 * k;
          const by = hy - 40 * k + row * 20 * k;
          parts.push(
            path(
              `M${num(bx - 11 * k)} ${num(by)}Q${num(bx)} ${num(by + 24 * k)} ${num(bx + 11 * k)} ${num(by)}Q${num(bx)} ${num(by - 8 * k)} ${num(bx - 11 * k)} ${num(by)}Z`,
              { fill: row % 2 ? HOP : "#b7cc74", stroke: "#5d7232", sw: 1.2 * k },
            ),
          );
        }
      }
      parts.push(path(`M${num(hx)} ${num(hy - 52 * k)}q6 -14 18 -18`, { stroke: "#5d7232", sw: 3 * k, cap: "round" }));
      parts.push(
        t(index < 6 ? "NEW RELEASE" : "BACK ON TAP", x + s / 2, y + s - 36 * k, fonts.display(16 * k, 800, 110, 0.04), {
          fill: CREAM,
          anchor: "middle",
        }),
      );
      parts.push(
        t("Friday, from noon", x + s / 2, y + s - 18 * k, fonts.ui(8 * k, 560), {
          fill: CREAM,
          anchor: "middle",
          opacity: 0.85,
        }),
      );
      break;
    }
    default: {
      parts.push(rect(x, y, s, s, 0, { fill: INK }));
      parts.push(
        t(index < 6 ? "Hazy or" : "Which one", x + 16 * k, y + 62 * k, fonts.display(20 * k, 760, 100, -0.01), {
          fill: CREAM,
        }),
      );
      parts.push(
        t(index < 6 ? "West Coast?" : "next week?", x + 16 * k, y + 88 * k, fonts.display(20 * k, 760, 100, -0.01), {
          fill: CREAM,
        }),
      );
      const votes = index < 6 ? [0.64, 0.36] : [0.48, 0.52];
      votes.forEach((v, i) => {
        const by = y + (110 + i * 42) * k;
        parts.push(
          rect(x + 16 * k, by, s - 32 * k, 32 * k, 16 * k, { fill: "#2a2624" }),
          rect(x + 16 * k, by, (s - 32 * k) * v, 32 * k, 16 * k, { fill: i === 0 ? COPPER_C : GOLD }),
        );
        parts.push(
          t(`${Math.round(v * 100)}%`, x + s - 26 * k, by + 21 * k, fonts.ui(10 * k, 700), {
            fill: CREAM,
            anchor: "end",
          }),
        );
      });
    }
  }
  return g(parts, { clip });
}

/** 1 (4:5) — "Grid of branded social media posts for a month". */
function postsImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:content-and-growth-1", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [W * 0.85, H * 0.05], warmth: 0.3, radius: W }));
  scene.add(t("JUNE CONTENT PLAN", 90, 70, fonts.label(11, 700, 0.3), { fill: palette.accentGlow }));
  scene.add(t("Copperline Brewing", 90, 118, fonts.display(30, 760, 100, -0.02), { fill: palette.heading }));
  const chip = text("12 posts  ·  3 a week", 0, 0, fonts.ui(11, 560));
  scene.add(
    rect(710 - chip.width - 28, 90, chip.width + 28, 32, 16, { stroke: "#3a3a3f", sw: 1.2 }),
    t("12 posts  ·  3 a week", 710 - 14, 111, fonts.ui(11, 560), { fill: palette.text, anchor: "end" }),
  );
  const s = 200;
  const gap = 10;
  const x0 = (W - (3 * s + 2 * gap)) / 2;
  const y0 = 150;
  scene.add(shadowRect(scene, x0, y0, 3 * s + 2 * gap, 4 * s + 3 * gap, { blur: 40, opacity: 0.6, dy: 20 }));
  const dates = [
    "Jun 2",
    "Jun 4",
    "Jun 6",
    "Jun 9",
    "Jun 11",
    "Jun 13",
    "Jun 16",
    "Jun 18",
    "Jun 20",
    "Jun 23",
    "Jun 25",
    "Jun 27",
  ];
  for (let i = 0; i < 12; i += 1) {
    const x = x0 + (i % 3) * (s + gap);
    const y = y0 + Math.floor(i / 3) * (s + gap);
    scene.add(post(scene, i, x, y, s));
    const label = dates[i] as string;
    // Scheduled posts carry a green tick in their date pill; the rest are still in review.
    const scheduled = i < 7;
    const set = text(label, 0, 0, fonts.ui(9, 650));
    const pad = scheduled ? 22 : 0;
    scene.add(
      rect(x + 8, y + 8, set.width + 16 + pad, 20, 10, { fill: "#000", opacity: 0.6 }),
      t(label, x + 16 + pad, y + 22, fonts.ui(9, 650), { fill: "#fff" }),
    );
    if (scheduled) scene.add(circle(x + 22, y + 18, 7, { fill: "#3fae6a" }), tick(x + 22, y + 18, 7, "#fff", 1.6));
  }
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

const CHANNELS = [
  { name: "Search", colour: palette.accent },
  { name: "Social", colour: "#f2b450" },
  { name: "Email", colour: "#6fb3a8" },
  { name: "Paid", colour: "#8a7fd1" },
] as const;

/** 2 (square) — "Dashboard charting leads by channel". */
function dashboardImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.square;
  const scene = new Scene("shop:services:content-and-growth-2", W, H);
  const random = scene.random;
  const bg = "#111114";
  const panel = "#1a1a1f";
  const stroke = "#2a2a31";
  const ink = "#eeeae3";
  const muted = "#8d8a85";
  scene.add(rect(0, 0, W, H, 0, { fill: bg }), glow(scene, W * 0.7, 0, 700, palette.accent, 0.12));
  // Sidebar.
  scene.add(
    rect(0, 0, 190, H, 0, { fill: "#0c0c0e" }),
    copperMark(40, 44, 16, bg, COPPER_C),
    t("Copperline", 66, 49, fonts.ui(13, 650), { fill: ink }),
  );
  ["Overview", "Leads", "Campaigns", "Content", "Reports", "Settings"].forEach((item, i) => {
    const y = 110 + i * 42;
    if (i === 1)
      scene.add(
        rect(14, y - 22, 162, 34, 8, { fill: "#1f1f25" }),
        rect(14, y - 22, 3, 34, 1.5, { fill: palette.accent }),
      );
    scene.add(
      rect(30, y - 11, 12, 12, 3, { stroke: i === 1 ? palette.accent : muted, sw: 1.6 }),
      t(item, 54, y, fonts.ui(12, i === 1 ? 620 : 500), { fill: i === 1 ? ink : muted }),
    );
  });
  scene.add(
    rect(14, H - 84, 162, 62, 10, { fill: "#1a1a1f" }),
    t("Monthly report", 28, H - 56, fonts.ui(11, 620), { fill: ink }),
    t("Sent Mon, 8:00", 28, H - 38, fonts.ui(9.5, 500), { fill: muted }),
  );
  // Header.
  const mx = 220;
  const right = W - 30;
  scene.add(
    t("Leads by channel", mx, 60, fonts.display(26, 720, 100, -0.01), { fill: ink }),
    t("Last 12 weeks  ·  calls, bookings and forms", mx, 86, fonts.ui(11, 500), { fill: muted }),
  );
  scene.add(
    rect(right - 190, 38, 190, 36, 18, { fill: panel, stroke, sw: 1 }),
    t("Mar 3 – May 25", right - 95, 61, fonts.ui(11, 560), { fill: ink, anchor: "middle" }),
  );
  // KPIs.
  const kpis = [
    ["Qualified leads", "486", "+38%"],
    ["Cost per lead", "$21", "−24%"],
    ["Booked calls", "142", "+61%"],
  ];
  const kw = (right - mx - 32) / 3;
  kpis.forEach(([name, value, delta], i) => {
    const x = mx + i * (kw + 16);
    scene.add(rect(x, 112, kw, 100, 12, { fill: panel, stroke, sw: 1 }));
    scene.add(
      t(name as string, x + 18, 140, fonts.ui(11, 560), { fill: muted }),
      t(value as string, x + 18, 188, fonts.display(32, 720, 100, -0.01), { fill: ink }),
    );
    scene.add(
      rect(x + kw - 92, 124, 76, 26, 13, { fill: "#15321f" }),
      t(delta as string, x + kw - 54, 142, fonts.ui(11, 700), { fill: "#5fd08a", anchor: "middle" }),
    );
  });
  // Stacked bars by week.
  const chart = { x: mx, y: 232, w: right - mx, h: 420 };
  scene.add(rect(chart.x, chart.y, chart.w, chart.h, 12, { fill: panel, stroke, sw: 1 }));
  scene.add(t("Weekly leads", chart.x + 22, chart.y + 38, fonts.ui(12, 650), { fill: ink }));
  CHANNELS.forEach((c, i) =>
    scene.add(
      circle(chart.x + chart.w - 330 + i * 82, chart.y + 34, 5, { fill: c.colour }),
      t(c.name, chart.x + chart.w - 320 + i * 82, chart.y + 38, fonts.ui(10, 520), { fill: muted }),
    ),
  );
  const base = chart.y + chart.h - 44;
  const plotH = 300;
  for (let i = 0; i <= 4; i += 1)
    scene.add(
      line(chart.x + 50, base - (plotH * i) / 4, chart.x + chart.w - 22, base - (plotH * i) / 4, {
        stroke: "#fff",
        sw: 1,
        strokeOpacity: 0.05,
      }),
      t(String(i * 15), chart.x + 38, base - (plotH * i) / 4 + 4, fonts.ui(9, 500), { fill: muted, anchor: "end" }),
    );
  const weeks = 12;
  const bw = (chart.w - 86) / weeks;
  for (let w = 0; w < weeks; w += 1) {
    const growth = 0.45 + (0.55 * w) / (weeks - 1);
    let y = base;
    CHANNELS.forEach((c, i) => {
      const share = [0.38, 0.27, 0.17, 0.18][i] as number;
      const h = plotH * growth * share * random.range(0.85, 1.1);
      scene.add(
        rect(chart.x + 58 + w * bw, y - h, bw - 12, h - 2, 3, { fill: c.colour, opacity: w === weeks - 1 ? 1 : 0.85 }),
      );
      y -= h;
    });
    scene.add(
      t(`W${w + 1}`, chart.x + 58 + w * bw + (bw - 12) / 2, base + 24, fonts.ui(8.5, 500), {
        fill: muted,
        anchor: "middle",
      }),
    );
  }
  // Channel share donut, and the table behind it.
  const row = { y: chart.y + chart.h + 16, h: H - 30 - (chart.y + chart.h + 16) };
  const donut = { x: mx, w: 270 };
  scene.add(
    rect(donut.x, row.y, donut.w, row.h, 12, { fill: panel, stroke, sw: 1 }),
    t("Share this month", donut.x + 20, row.y + 34, fonts.ui(12, 650), { fill: ink }),
  );
  const dc = { x: donut.x + donut.w / 2, y: row.y + row.h / 2 + 18, r: 88 };
  let angle = -Math.PI / 2;
  const shares = [0.38, 0.27, 0.17, 0.18];
  CHANNELS.forEach((c, i) => {
    const sweep = (shares[i] as number) * Math.PI * 2;
    const a0 = angle + 0.03;
    const a1 = angle + sweep - 0.03;
    scene.add(
      path(
        `M${num(dc.x + dc.r * Math.cos(a0))} ${num(dc.y + dc.r * Math.sin(a0))}A${dc.r} ${dc.r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${num(dc.x + dc.r * Math.cos(a1))} ${num(dc.y + dc.r * Math.sin(a1))}`,
        { stroke: c.colour, sw: 24 },
      ),
    );
    angle += sweep;
  });
  scene.add(
    t("486", dc.x, dc.y + 10, fonts.display(28, 720), { fill: ink, anchor: "middle" }),
    t("leads", dc.x, dc.y + 32, fonts.ui(10, 500), { fill: muted, anchor: "middle" }),
  );
  const table = { x: donut.x + donut.w + 16, w: right - (donut.x + donut.w + 16) };
  scene.add(rect(table.x, row.y, table.w, row.h, 12, { fill: panel, stroke, sw: 1 }));
  const cols = [table.x + 22, table.x + 190, table.x + 280, table.x + table.w - 22];
  ["Channel", "Leads", "CPL", "Trend"].forEach((h, i) =>
    scene.add(
      t(h.toUpperCase(), cols[i] as number, row.y + 36, fonts.label(8, 700, 0.16), {
        fill: muted,
        anchor: i === 3 ? "end" : "start",
      }),
    ),
  );
  const cpl = ["$18", "$24", "$9", "$31"];
  CHANNELS.forEach((c, i) => {
    const y = row.y + 84 + i * 50;
    scene.add(
      line(table.x + 16, y - 30, table.x + table.w - 16, y - 30, { stroke: "#fff", sw: 1, strokeOpacity: 0.06 }),
    );
    scene.add(
      circle(cols[0] as number, y - 4, 5, { fill: c.colour }),
      t(c.name, (cols[0] as number) + 14, y, fonts.ui(11, 560), { fill: ink }),
    );
    scene.add(
      t(String(Math.round((shares[i] as number) * 486)), cols[1] as number, y, fonts.ui(11, 650), { fill: ink }),
      t(cpl[i] as string, cols[2] as number, y, fonts.ui(11, 560), { fill: ink, opacity: 0.8 }),
    );
    const spark = Array.from(
      { length: 8 },
      (_, k) => `${num((cols[3] as number) - 90 + k * 12.8)} ${num(y - 4 - k * 1.6 - random.range(-4, 4))}`,
    );
    scene.add(path(`M${spark.join("L")}`, { stroke: c.colour, sw: 2, cap: "round", join: "round" }));
  });
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

export const contentAndGrowthImages: Readonly<Record<string, CollageImage>> = {
  "content-and-growth-1": { shape: "portrait", draw: postsImage },
  "content-and-growth-2": { shape: "square", draw: dashboardImage },
};
