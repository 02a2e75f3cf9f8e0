import { siteData } from "../site-data";
import { IMAGE_SIZE, tick, type CollageImage } from "./kit";
import { circle, fonts, g, glow, greek, line, path, rect, Scene, shadowRect, t, text, vignette } from "../kit";
import { num } from "../svg";

const palette = siteData("palette");

/**
 * AI & Automation, shown through an invented client: Summit Roofing, whose quote requests used to
 * be retyped by hand. The flow that replaced it, and the assistant that drafts the replies.
 */

const NODE = "#1b1b20";
const EDGE = "#2d2d35";
const INK = "#eeeae3";
const MUTED = "#8f8b86";
const GREEN = "#5fd08a";
const BLUE = "#6ea8ff";
const VIOLET = "#a78bfa";

/** A node on the automation canvas: icon tile, title, subtitle and whatever detail it shows. */
function node(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  icon: string,
  colour: string,
  kind: string,
  title: string,
  detail: string,
): string {
  return [
    shadowRect(scene, x, y, w, h, { blur: 24, opacity: 0.6, dy: 14 }),
    rect(x, y, w, h, 16, { fill: NODE, stroke: EDGE, sw: 1.2 }),
    rect(x + 18, y + 18, 44, 44, 12, { fill: colour, opacity: 0.16 }),
    icon,
    t(kind.toUpperCase(), x + 76, y + 34, fonts.label(7.5, 700, 0.22), { fill: colour }),
    t(title, x + 76, y + 56, fonts.ui(12, 640), { fill: INK }),
    detail,
    circle(x + w - 24, y + 30, 5, { fill: GREEN }),
  ].join("");
}

/** A connector: a vertical S-curve from (x1, y1) to (x2, y2), with a few pulses travelling along it. */
function connector(x1: number, y1: number, x2: number, y2: number, colour: string): string {
  const my = (y1 + y2) / 2;
  const d = `M${num(x1)} ${num(y1)}C${num(x1)} ${num(my)} ${num(x2)} ${num(my)} ${num(x2)} ${num(y2)}`;
  return (
    path(d, { stroke: colour, sw: 2.4, opacity: 0.65 }) +
    circle(x1, y1, 5, { fill: NODE, stroke: colour, sw: 2 }) +
    circle(x2, y2, 5, { fill: colour })
  );
}

/** 1 (4:5) — "Flow diagram connecting a web form, a CRM and an inbox". */
function flowImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:ai-and-automation-1", W, H);
  const random = scene.random;
  scene.add(rect(0, 0, W, H, 0, { fill: "#111114" }));
  // Dotted canvas.
  const dots: string[] = [];
  for (let y = 20; y < H; y += 28) for (let x = 20; x < W; x += 28) dots.push(`M${x} ${y}h0.01`);
  scene.add(
    path(dots.join(""), { stroke: "#fff", sw: 2.2, cap: "round", opacity: 0.07 }),
    glow(scene, W * 0.5, H * 0.42, 520, palette.accent, 0.14),
  );
  scene.add(
    t("AUTOMATION", 60, 72, fonts.label(10, 700, 0.3), { fill: palette.accentGlow }),
    t("Quote request to deal and reply", 60, 108, fonts.display(24, 720, 100, -0.01), { fill: INK }),
  );
  const live = text("Live  ·  214 runs this week", 0, 0, fonts.ui(9, 620));
  scene.add(
    rect(W - 60 - live.width - 40, 52, live.width + 40, 28, 14, { fill: "#15321f" }),
    circle(W - 60 - live.width - 22, 66, 4.5, { fill: GREEN }),
    t("Live  ·  214 runs this week", W - 74, 70, fonts.ui(9, 620), { fill: GREEN, anchor: "end" }),
  );
  // The diagram is laid out at 1:1, then enlarged a little to fill the card.
  const diagram: string[] = [];
  // 1. The web form.
  const n1 = { x: 190, y: 160, w: 420, h: 190 };
  const formIcon =
    rect(n1.x + 29, n1.y + 28, 22, 26, 3, { stroke: palette.accentGlow, sw: 2 }) +
    path(`M${n1.x + 34} ${n1.y + 37}h12M${n1.x + 34} ${n1.y + 44}h12M${n1.x + 34} ${n1.y + 51}h7`, {
      stroke: palette.accentGlow,
      sw: 1.8,
      cap: "round",
    });
  const formDetail = [
    ...["Name", "Email", "Address"].map(
      (f, i) =>
        rect(n1.x + 24, n1.y + 84 + i * 30, 210, 22, 6, { fill: "#25252b" }) +
        t(f, n1.x + 34, n1.y + 99 + i * 30, fonts.ui(9.5, 500), { fill: MUTED }),
    ),
    rect(n1.x + 250, n1.y + 84, 146, 82, 6, { fill: "#25252b" }),
    t("Roof leak over", n1.x + 260, n1.y + 102, fonts.ui(9.5, 500), { fill: MUTED }),
    t("the garage, need", n1.x + 260, n1.y + 117, fonts.ui(9.5, 500), { fill: MUTED }),
    t("a quote this week", n1.x + 260, n1.y + 132, fonts.ui(9.5, 500), { fill: MUTED }),
  ].join("");
  diagram.push(
    node(
      scene,
      n1.x,
      n1.y,
      n1.w,
      n1.h,
      formIcon,
      palette.accentGlow,
      "Trigger  ·  web form",
      "New quote request",
      formDetail,
    ),
  );
  // 2. The AI step.
  const n2 = { x: 190, y: 420, w: 420, h: 176 };
  const spark = (cx: number, cy: number, r: number) =>
    path(
      `M${num(cx)} ${num(cy - r)}Q${num(cx)} ${num(cy)} ${num(cx + r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy + r)}Q${num(cx)} ${num(cy)} ${num(cx - r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy - r)}Z`,
      { fill: VIOLET },
    );
  const fields = [
    ["Service", "Roof repair"],
    ["Urgency", "High"],
    ["Area", "NW Calgary"],
  ];
  const aiDetail = fields
    .map(([k, v], i) => {
      const x = n2.x + 24 + i * 128;
      return (
        rect(x, n2.y + 86, 118, 62, 10, { fill: "#24212f" }) +
        t(k as string, x + 12, n2.y + 108, fonts.ui(9, 560), { fill: MUTED }) +
        t(v as string, x + 12, n2.y + 132, fonts.ui(12, 650), { fill: INK })
      );
    })
    .join("");
  diagram.push(
    node(
      scene,
      n2.x,
      n2.y,
      n2.w,
      n2.h,
      spark(n2.x + 40, n2.y + 40, 13) + spark(n2.x + 52, n2.y + 28, 5),
      VIOLET,
      "AI step",
      "Read, classify and extract",
      aiDetail,
    ),
  );
  // 3a. CRM, 3b. Inbox.
  const n3 = { x: 60, y: 690, w: 330, h: 200 };
  const crmIcon =
    circle(n3.x + 40, n3.y + 35, 6, { stroke: BLUE, sw: 2 }) +
    path(`M${n3.x + 30} ${n3.y + 52}a10 8 0 0 1 20 0`, { stroke: BLUE, sw: 2 });
  const crmDetail = [
    rect(n3.x + 24, n3.y + 84, n3.w - 48, 92, 10, { fill: "#1f2430" }),
    t("Deal  ·  J. Okoye", n3.x + 40, n3.y + 110, fonts.ui(11.5, 650), { fill: INK }),
    t("$12,400  ·  Roof repair", n3.x + 40, n3.y + 130, fonts.ui(10, 520), { fill: MUTED }),
    rect(n3.x + 40, n3.y + 144, 86, 20, 10, { fill: BLUE, opacity: 0.2 }),
    t("New lead", n3.x + 83, n3.y + 158, fonts.ui(9, 650), { fill: BLUE, anchor: "middle" }),
  ].join("");
  diagram.push(node(scene, n3.x, n3.y, n3.w, n3.h, crmIcon, BLUE, "CRM", "Create deal", crmDetail));
  const n4 = { x: 410, y: 690, w: 330, h: 200 };
  const mailIcon =
    rect(n4.x + 28, n4.y + 30, 24, 18, 3, { stroke: GREEN, sw: 2 }) +
    path(`M${n4.x + 29} ${n4.y + 32}l11 8 11 -8`, { stroke: GREEN, sw: 2, join: "round" });
  const mailDetail = [
    rect(n4.x + 24, n4.y + 84, n4.w - 48, 92, 10, { fill: "#1c2a22" }),
    t("Draft reply", n4.x + 40, n4.y + 110, fonts.ui(11.5, 650), { fill: INK }),
    greek(random, n4.x + 40, n4.y + 124, n4.w - 90, 2, { h: 5, gap: 12, fill: INK, opacity: 0.25 }),
    rect(n4.x + 40, n4.y + 148, 120, 20, 10, { fill: palette.accent, opacity: 0.2 }),
    t("Waiting for review", n4.x + 100, n4.y + 162, fonts.ui(9, 650), { fill: palette.accentGlow, anchor: "middle" }),
  ].join("");
  diagram.push(node(scene, n4.x, n4.y, n4.w, n4.h, mailIcon, GREEN, "Inbox", "Draft, don't send", mailDetail));
  diagram.push(connector(400, n1.y + n1.h, 400, n2.y, palette.accentGlow));
  diagram.push(
    connector(340, n2.y + n2.h, n3.x + n3.w / 2, n3.y, VIOLET),
    connector(460, n2.y + n2.h, n4.x + n4.w / 2, n4.y, VIOLET),
  );
  scene.add(g(diagram, { transform: "translate(400 540) scale(1.1) translate(-400 -525)" }));
  scene.add(
    t("Saved this week: 6 h 40 min of retyping", W / 2, H - 26, fonts.ui(12, 560), { fill: MUTED, anchor: "middle" }),
  );
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

const PAPER = "#f7f5f1";
const LINE = "#e6e2db";
const DARK = "#1d1c1a";
const SOFT = "#6e6a64";

/** 3 (16:10) — "Chat assistant drafting a customer reply for review". */
function assistantImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.wide;
  const scene = new Scene("shop:services:ai-and-automation-3", W, H);
  scene.add(
    rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], "#1a1a1d", "#0b0b0c") }),
    glow(scene, W * 0.8, H * 0.1, 500, palette.accent, 0.2),
  );
  const win = { x: 40, y: 40, w: W - 80, h: H - 70 };
  scene.add(shadowRect(scene, win.x, win.y, win.w, win.h, { blur: 40, opacity: 0.7, dy: 20 }));
  scene.add(rect(win.x, win.y, win.w, win.h, 16, { fill: PAPER }));
  // Message list.
  const listW = 250;
  scene.add(
    rect(win.x, win.y, listW, win.h, 16, { fill: "#efece6" }),
    rect(win.x + listW - 16, win.y, 16, win.h, 0, { fill: "#efece6" }),
    line(win.x + listW, win.y, win.x + listW, win.y + win.h, { stroke: LINE, sw: 1 }),
  );
  scene.add(t("Inbox", win.x + 24, win.y + 42, fonts.display(15, 720), { fill: DARK }));
  const senders = [
    ["Jade Okoye", "Roof leak over the garage", true],
    ["Marcus Lee", "Re: invoice #4810", false],
    ["Priya Nair", "Gutter quote?", false],
    ["Tom Becker", "Thanks for today", false],
  ] as const;
  senders.forEach(([name, subject, active], i) => {
    const y = win.y + 70 + i * 74;
    if (active)
      scene.add(
        rect(win.x + 10, y, listW - 20, 64, 10, { fill: "#fff" }),
        rect(win.x + 10, y + 14, 3, 36, 1.5, { fill: palette.accent }),
      );
    scene.add(
      circle(win.x + 40, y + 32, 15, { fill: ["#d9b99b", "#9fb3c8", "#b5c9a8", "#c9a8b5"][i] as string }),
      t(name, win.x + 64, y + 28, fonts.ui(9, 650), { fill: DARK }),
      t(subject, win.x + 64, y + 46, fonts.ui(8, 480), { fill: SOFT }),
    );
  });
  // The customer's message.
  const mx = win.x + listW + 30;
  const mw = 330;
  scene.add(
    t("Roof leak over the garage", mx, win.y + 44, fonts.display(14, 700), { fill: DARK }),
    t("Jade Okoye  ·  today 8:12", mx, win.y + 66, fonts.ui(8, 500), { fill: SOFT }),
  );
  scene.add(rect(mx, win.y + 86, mw, 140, 12, { fill: "#fff", stroke: LINE, sw: 1 }));
  [
    "Hi, water came through the garage",
    "ceiling after last night's storm.",
    "Could someone look at it this",
    "week? We're in Tuxedo Park.",
    "Thanks, Jade",
  ].forEach((l, i) =>
    scene.add(t(l, mx + 18, win.y + 116 + i * 21, fonts.ui(8.5, 460), { fill: DARK, opacity: 0.85 })),
  );
  scene.add(
    rect(mx, win.y + win.h - 70, mw, 44, 22, { fill: "#fff", stroke: LINE, sw: 1 }),
    t("Waiting for your approval…", mx + 20, win.y + win.h - 43, fonts.ui(8.5, 480), { fill: SOFT }),
  );
  scene.add(
    rect(mx, win.y + 240, 150, 90, 8, { fill: scene.fade([mx, win.y + 240, mx, win.y + 330], "#b9c3c9", "#7d8a90") }),
    path(`M${mx} ${win.y + 300}l40 -26 30 18 40 -30 40 26v42h-150Z`, { fill: "#5c676d" }),
    t("photo_garage.jpg", mx + 162, win.y + 290, fonts.ui(8, 560), { fill: SOFT }),
  );
  // The assistant's panel with its draft.
  const ax = mx + mw + 24;
  const aw = win.x + win.w - ax - 20;
  scene.add(rect(ax, win.y + 20, aw, win.h - 40, 14, { fill: "#15151a" }));
  const sparkle = (cx: number, cy: number, r: number) =>
    path(
      `M${num(cx)} ${num(cy - r)}Q${num(cx)} ${num(cy)} ${num(cx + r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy + r)}Q${num(cx)} ${num(cy)} ${num(cx - r)} ${num(cy)}Q${num(cx)} ${num(cy)} ${num(cx)} ${num(cy - r)}Z`,
      { fill: palette.accentGlow },
    );
  scene.add(sparkle(ax + 30, win.y + 50, 10), t("Assistant", ax + 50, win.y + 55, fonts.ui(13, 650), { fill: INK }));
  const badge = text("Draft for review", 0, 0, fonts.ui(9.5, 650));
  scene.add(
    rect(ax + aw - badge.width - 40, win.y + 38, badge.width + 24, 24, 12, { fill: palette.accent, opacity: 0.18 }),
    t("Draft for review", ax + aw - 28, win.y + 54, fonts.ui(9.5, 650), { fill: palette.accentGlow, anchor: "end" }),
  );
  const draft = [
    "Hi Jade, sorry to hear about the leak.",
    "We can inspect on Thursday between",
    "9 and 11 am. Until then, a tarp over",
    "the garage roof will keep it dry.",
    "Does Thursday morning suit you?",
  ];
  scene.add(rect(ax + 16, win.y + 80, aw - 32, 150, 10, { fill: "#202027" }));
  draft.forEach((l, i) =>
    scene.add(t(l, ax + 32, win.y + 110 + i * 22, fonts.ui(8.5, 460), { fill: INK, opacity: 0.92 })),
  );
  scene.add(
    rect(ax + 32 + text(draft[4] as string, 0, 0, fonts.ui(8.5, 460)).width + 4, win.y + 110 + 4 * 22 - 11, 2, 13, 1, {
      fill: palette.accentGlow,
    }),
  );
  scene.add(t("CHECKED BEFORE DRAFTING", ax + 18, win.y + 262, fonts.label(7.5, 700, 0.22), { fill: MUTED }));
  [
    ["Tuxedo Park is in the service area", true],
    ["Crew free Thursday, 9 to 11 am", true],
    ["No price given: needs an inspection", false],
  ].forEach(([s, ok], i) => {
    const y = win.y + 290 + i * 26;
    scene.add(circle(ax + 28, y - 4, 8, { fill: ok ? "#15321f" : "#3a2412" }));
    scene.add(
      ok
        ? tick(ax + 28, y - 4, 8, GREEN, 1.8)
        : t("!", ax + 28, y, fonts.ui(8, 800), { fill: palette.accentGlow, anchor: "middle" }),
    );
    scene.add(t(s as string, ax + 44, y, fonts.ui(8.5, 500), { fill: INK, opacity: 0.85 }));
  });
  scene.add(t("SOURCES", ax + 18, win.y + 388, fonts.label(7.5, 700, 0.22), { fill: MUTED }));
  let sx = ax + 18;
  for (const s of ["Service area map", "Crew calendar", "Leak checklist"]) {
    const w = text(s, 0, 0, fonts.ui(7, 560)).width + 16;
    scene.add(
      rect(sx, win.y + 398, w, 22, 11, { stroke: EDGE, sw: 1.2 }),
      t(s, sx + 8, win.y + 413, fonts.ui(7, 560), { fill: INK, opacity: 0.8 }),
    );
    sx += w + 5;
  }
  const by = win.y + win.h - 84;
  scene.add(
    rect(ax + 18, by, 160, 40, 20, { fill: palette.accent }),
    tick(ax + 40, by + 20, 11, "#fff", 2.2),
    t("Approve & send", ax + 108, by + 25, fonts.ui(9, 650), { fill: "#fff", anchor: "middle" }),
  );
  scene.add(
    rect(ax + 188, by, 70, 40, 20, { stroke: "#3a3a42", sw: 1.4 }),
    t("Edit", ax + 223, by + 25, fonts.ui(9, 600), { fill: INK, anchor: "middle" }),
  );
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

export const aiAndAutomationImages: Readonly<Record<string, CollageImage>> = {
  "ai-and-automation-1": { shape: "portrait", draw: flowImage },
  "ai-and-automation-3": { shape: "wide", draw: assistantImage },
};
