import { num, stopsAt } from "../svg";
import { MOCKUP, stage, type PortfolioDesign } from "./design";
import {
  rect,
  circle,
  g,
  t,
  viewport,
  browser,
  phone,
  statusBar,
  arrow,
  textArrow,
  star,
  check,
  paragraph,
  textWidth,
  translate,
  Scene,
  type FontSpec,
  atOrigin,
} from "../kit";

/**
 * We Care Movers: a booking-first site, friendly and high-contrast, mobile first. The client's
 * colours are a deep navy, a moving-box yellow and a clear teal for actions.
 */
const C = {
  navy: "#0f1d3a",
  navyDeep: "#0a1428",
  yellow: "#ffc53d",
  teal: "#12b39a",
  white: "#ffffff",
  mist: "#e9eef6",
  ink: "#0f1d3a",
  muted: "#6a7893",
} as const;

const display = (cap: number): FontSpec => ({
  family: "archivo",
  wght: 800,
  wdth: 104,
  cap,
  tracking: -0.02,
});
const ui = (cap: number, wght = 500): FontSpec => ({ family: "inter", wght, opsz: 14, cap });

/** The client's logo: a packed box whose tape folds into a heart. */
function logo(x: number, y: number, size: number, withName = true, ink: string = C.white): string {
  const s = size / 32;
  const mark = g(
    rect(0, 0, 32, 32, 7, { fill: C.yellow }) +
      rect(14, 0, 4, 10, 0, { fill: C.navy, opacity: 0.85 }) +
      `<path d="M16 25C10 21 7.5 18 7.5 15.2A4.2 4.2 0 0 1 16 14A4.2 4.2 0 0 1 24.5 15.2C24.5 18 22 21 16 25Z" fill="${C.navy}"/>`,
    { transform: `translate(${num(x)} ${num(y)}) scale(${num(s, 4)})` },
  );
  return withName ? mark + t("We Care Movers", x + 42 * s, y + 22.5 * s, display(13 * s), { fill: ink }) : mark;
}

/** Foothills, the city and a loaded truck on the road: the hero illustration. */
function truckScene(scene: Scene, w: number, h: number): string {
  const sky = scene.linear([0, 0, 0, h], stopsAt([0, "#1b3a6b"], [0.7, "#3c6aa6"], [1, "#9cc3e8"]));
  const sun = scene.radial(
    { cx: w * 0.78, cy: h * 0.3, r: h * 0.55 },
    stopsAt([0, C.yellow, 0.85], [0.25, C.yellow, 0.25], [1, C.yellow, 0]),
  );
  const ridge = (base: number, amp: number, seed: number, fill: string) => {
    const points: string[] = [];
    for (let i = 0; i <= 24; i += 1) {
      const px = (w * i) / 24;
      const py = base - amp * (0.55 + 0.45 * Math.sin(i * 1.7 + seed) * Math.cos(i * 0.6 + seed * 2));
      points.push(`${num(px)} ${num(py)}`);
    }
    return `<path d="M0 ${num(h)}L${points.join("L")}L${num(w)} ${num(h)}Z" fill="${fill}"/>`;
  };
  // A skyline with the Calgary Tower's shaft and pod, low and simple.
  const skyline: string[] = [];
  const base = h * 0.72;
  const blocks = [0.08, 0.14, 0.1, 0.2, 0.12, 0.26, 0.16, 0.3, 0.18, 0.11, 0.22, 0.13];
  let bx = w * 0.06;
  blocks.forEach((bh, i) => {
    const bw = w * (0.028 + (i % 3) * 0.008);
    skyline.push(rect(bx, base - h * bh * 0.7, bw, h * bh * 0.7 + 2, 0, { fill: "#16305c" }));
    bx += bw + w * 0.004;
  });
  const tx = w * 0.33;
  skyline.push(rect(tx - w * 0.006, base - h * 0.42, w * 0.012, h * 0.42, 0, { fill: "#16305c" }));
  skyline.push(rect(tx - w * 0.018, base - h * 0.45, w * 0.036, h * 0.04, h * 0.01, { fill: "#16305c" }));
  skyline.push(rect(tx - w * 0.002, base - h * 0.49, w * 0.004, h * 0.04, 0, { fill: "#16305c" }));

  const road = h * 0.86;
  const tw = w * 0.5;
  const tX = w * 0.36;
  const cargoH = h * 0.3;
  const cargoY = road - cargoH - h * 0.06;
  const truck = [
    rect(tX, cargoY, tw * 0.7, cargoH, 6, { fill: C.white }),
    rect(tX, cargoY + cargoH - 10, tw * 0.7, 10, 0, { fill: "#dfe6f1" }),
    g(logo(0, 0, cargoH * 0.24, true, C.navy), { transform: translate(tX + tw * 0.05, cargoY + cargoH * 0.2) }),
    t("BOOKED IN THREE TAPS", tX + tw * 0.05, cargoY + cargoH * 0.62, ui(cargoH * 0.055, 600), { fill: C.muted }),
    t("WECAREMOVERS.CA", tX + tw * 0.05, cargoY + cargoH * 0.74, ui(cargoH * 0.055, 600), { fill: "#0b7f6d" }),
    `<path d="M${num(tX + tw * 0.71)} ${num(road - h * 0.06)}V${num(cargoY + cargoH * 0.28)}h${num(tw * 0.16)}l${num(tw * 0.12)} ${num(cargoH * 0.3)}V${num(road - h * 0.06)}Z" fill="${C.teal}"/>`,
    `<path d="M${num(tX + tw * 0.74)} ${num(cargoY + cargoH * 0.36)}h${num(tw * 0.12)}l${num(tw * 0.08)} ${num(cargoH * 0.2)}h-${num(tw * 0.2)}Z" fill="#bfe3ff" opacity="0.9"/>`,
    rect(tX - 4, road - h * 0.065, tw + 6, h * 0.03, 0, { fill: "#263552" }),
    ...[tX + tw * 0.14, tX + tw * 0.52, tX + tw * 0.86].map(
      (cx) =>
        circle(cx, road - h * 0.035, h * 0.052, { fill: "#111a2c" }) +
        circle(cx, road - h * 0.035, h * 0.022, { fill: "#8e9bb3" }),
    ),
  ];
  return [
    rect(0, 0, w, h, 0, { fill: sky }),
    rect(0, 0, w, h, 0, { fill: sun }),
    ridge(h * 0.62, h * 0.14, 1.2, "#2c5189"),
    ridge(h * 0.7, h * 0.1, 3.4, "#23457a"),
    ...skyline,
    rect(0, base, w, h - base, 0, { fill: "#1d3761" }),
    rect(0, road - h * 0.01, w, h - road + h * 0.01, 0, { fill: "#142443" }),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(i * w * 0.14 + w * 0.02, road + h * 0.05, w * 0.07, h * 0.012, 0, { fill: C.yellow, opacity: 0.7 }),
    ),
    ...truck,
  ].join("");
}

const STEPS = ["Move size", "Dates", "Postal codes"] as const;

/** The quote card: the three steps, the current one open. */
function quoteCard(w: number, step: 0 | 1 | 2, scale: number): string {
  const s = scale;
  const parts = [rect(0, 0, w, 330 * s, 18 * s, { fill: C.white })];
  parts.push(t(`STEP ${step + 1} OF 3`, 20 * s, 32 * s, ui(10 * s, 700), { fill: C.teal }));
  parts.push(
    t(
      ["How big is the move?", "When are you moving?", "Where from, where to?"][step] as string,
      20 * s,
      62 * s,
      display(17 * s),
      { fill: C.ink },
    ),
  );
  STEPS.forEach((_, i) =>
    parts.push(
      rect(20 * s + i * ((w - 40 * s) / 3), 78 * s, (w - 40 * s) / 3 - 6 * s, 5 * s, 2.5 * s, {
        fill: i <= step ? C.teal : "#dfe5ee",
      }),
    ),
  );
  if (step === 0) {
    const options = ["Studio", "1 bed", "2 bed", "3 bed", "House", "Office"];
    options.forEach((label, i) => {
      const cw = (w - 52 * s) / 3;
      const cx = 20 * s + (i % 3) * (cw + 6 * s);
      const cy = 104 * s + Math.floor(i / 3) * 62 * s;
      const on = label === "2 bed";
      parts.push(
        rect(cx, cy, cw, 54 * s, 12 * s, {
          fill: on ? "#e3f7f3" : "#f3f5f9",
          stroke: on ? C.teal : "#e0e5ee",
          sw: on ? 2 * s : 1 * s,
        }),
      );
      parts.push(
        t(label, cx + cw / 2, cy + 33 * s, ui(10.5 * s, on ? 700 : 600), {
          fill: on ? "#0b7f6d" : C.ink,
          anchor: "middle",
        }),
      );
    });
  } else if (step === 1) {
    const cw = (w - 40 * s) / 7;
    ["M", "T", "W", "T", "F", "S", "S"].forEach((d, i) =>
      parts.push(t(d, 20 * s + cw * (i + 0.5), 106 * s, ui(8 * s, 600), { fill: C.muted, anchor: "middle" })),
    );
    for (let day = 1; day <= 28; day += 1) {
      const col = (day + 2) % 7;
      const row = Math.floor((day + 2) / 7);
      const cx = 20 * s + cw * (col + 0.5);
      const cy = 126 * s + row * 27 * s;
      const picked = day === 14 || day === 15;
      if (picked) parts.push(circle(cx, cy - 4 * s, 11 * s, { fill: day === 14 ? C.teal : C.yellow }));
      parts.push(
        t(String(day), cx, cy, ui(8.5 * s, picked ? 700 : 500), {
          fill: picked ? (day === 14 ? C.white : C.ink) : C.ink,
          anchor: "middle",
        }),
      );
    }
  } else {
    ["From", "To"].forEach((label, i) => {
      const cy = 104 * s + i * 70 * s;
      parts.push(t(label.toUpperCase(), 20 * s, cy + 6 * s, ui(8.5 * s, 600), { fill: C.muted }));
      parts.push(
        rect(20 * s, cy + 14 * s, w - 40 * s, 40 * s, 10 * s, {
          fill: "#f3f5f9",
          stroke: i === 1 ? C.teal : "#e0e5ee",
          sw: 1.5 * s,
        }),
      );
      parts.push(
        t(i === 0 ? "T2E 3K9  ·  Calgary" : "T4B 0L6  ·  Airdrie", 34 * s, cy + 39 * s, ui(12 * s, 600), {
          fill: C.ink,
        }),
      );
    });
  }
  parts.push(rect(20 * s, 262 * s, w - 40 * s, 48 * s, 24 * s, { fill: C.yellow }));
  parts.push(
    textArrow(
      ui(12 * s, 700),
      step === 2 ? "Send my quote request" : `Next: ${STEPS[step + 1]}`,
      w / 2,
      291 * s,
      C.ink,
    ),
  );
  return parts.join("");
}

/** The mobile home screen, or one quote step when `step` is given. */
function mobileScreen(w: number, h: number, step?: 0 | 1 | 2): string {
  const s = w / 390;
  const parts = [rect(0, 0, w, h, 0, { fill: C.navy }), statusBar(w, C.white)];
  parts.push(g(logo(0, 0, 30 * s), { transform: translate(22 * s, 60 * s) }));
  [0, 1, 2].forEach((i) =>
    parts.push(rect(w - 48 * s, 68 * s + i * 7 * s, 24 * s, 2.5 * s, 1.2 * s, { fill: C.white })),
  );
  if (step === undefined) {
    parts.push(t("Moving day,", 22 * s, 160 * s, display(34 * s), { fill: C.white }));
    parts.push(t("booked in", 22 * s, 208 * s, display(34 * s), { fill: C.white }));
    parts.push(t("three taps.", 22 * s, 256 * s, display(34 * s), { fill: C.yellow }));
    parts.push(t("Calgary · Airdrie · Cochrane · Okotoks", 22 * s, 290 * s, ui(11 * s, 500), { fill: "#b9c5dc" }));
    parts.push(g(quoteCard(w - 36 * s, 0, s), { transform: translate(18 * s, 318 * s) }));
    [0, 1, 2, 3, 4].forEach((i) => parts.push(star(30 * s + i * 15 * s, 686 * s, 6.5 * s, C.yellow)));
    parts.push(t("4.9 from 320 Google reviews", 108 * s, 690 * s, ui(10.5 * s, 500), { fill: "#b9c5dc" }));
  } else {
    parts.push(
      arrow(22 * s, 126 * s, 12 * s, "#b9c5dc", 1.8 * s, -1) +
        t("Back", 42 * s, 130 * s, ui(11 * s, 600), { fill: "#b9c5dc" }),
    );
    parts.push(t("Get your quote", 22 * s, 176 * s, display(26 * s), { fill: C.white }));
    parts.push(
      t("A crew lead replies tonight, even after six.", 22 * s, 204 * s, ui(11 * s, 500), { fill: "#b9c5dc" }),
    );
    parts.push(g(quoteCard(w - 36 * s, step, s), { transform: translate(18 * s, 232 * s) }));
    parts.push(rect(18 * s, 590 * s, w - 36 * s, 64 * s, 14 * s, { fill: "#16284d" }));
    parts.push(circle(46 * s, 622 * s, 14 * s, { fill: C.teal }));
    parts.push(t("DK", 46 * s, 626 * s, ui(10 * s, 700), { fill: C.white, anchor: "middle" }));
    parts.push(t("Dev, crew lead · North Calgary", 70 * s, 617 * s, ui(10.5 * s, 600), { fill: C.white }));
    parts.push(t("Usually replies within 20 minutes", 70 * s, 634 * s, ui(9.5 * s, 500), { fill: "#b9c5dc" }));
    ["Blankets and floor runners", "Beds taken apart and rebuilt", "No fuel or stair surcharges"].forEach((line, i) => {
      parts.push(check(30 * s, 686 * s + i * 30 * s, 8 * s, "#1f3a66", C.teal));
      parts.push(t(line, 48 * s, 690 * s + i * 30 * s, ui(10.5 * s, 500), { fill: "#c9d3e6" }));
    });
  }
  // The call and text bar stays at the foot of every screen: half the enquiries still want a person.
  const barY = h - 86 * s;
  parts.push(rect(0, barY, w, h - barY, 0, { fill: C.navyDeep }));
  parts.push(rect(0, barY, w, 1, 0, { fill: "#ffffff", opacity: 0.08 }));
  parts.push(
    rect(18 * s, barY + 16 * s, (w - 46 * s) / 2, 44 * s, 22 * s, { fill: "none", stroke: C.teal, sw: 1.5 * s }),
  );
  parts.push(
    t("Call us", 18 * s + (w - 46 * s) / 4, barY + 42.5 * s, ui(11 * s, 700), { fill: C.teal, anchor: "middle" }),
  );
  parts.push(rect(28 * s + (w - 46 * s) / 2, barY + 16 * s, (w - 46 * s) / 2, 44 * s, 22 * s, { fill: C.teal }));
  parts.push(
    t("Text a crew lead", 28 * s + (3 * (w - 46 * s)) / 4, barY + 42.5 * s, ui(11 * s, 700), {
      fill: C.white,
      anchor: "middle",
    }),
  );
  return parts.join("");
}

/** The desktop home page: navigation, headline beside the truck, quote card and proof points. */
function desktopHome(scene: Scene, w: number, h: number): string {
  const s = w / 1280;
  const parts = [rect(0, 0, w, h, 0, { fill: C.navy })];
  parts.push(g(logo(0, 0, 34 * s), { transform: translate(48 * s, 26 * s) }));
  let navX = 560 * s;
  for (const label of ["Services", "Service areas", "Reviews", "About"]) {
    parts.push(t(label, navX, 48 * s, ui(12 * s, 500), { fill: "#c9d3e6" }));
    navX += textWidth(ui(12 * s, 500), label) + 36 * s;
  }
  parts.push(rect(1040 * s, 22 * s, 192 * s, 40 * s, 20 * s, { fill: C.yellow }));
  parts.push(t("Get a free quote", 1136 * s, 47 * s, ui(12 * s, 700), { fill: C.ink, anchor: "middle" }));
  parts.push(t("CALGARY MOVERS SINCE 2012", 48 * s, 150 * s, ui(11 * s, 700), { fill: C.teal }));
  parts.push(t("Moving day,", 48 * s, 222 * s, display(58 * s), { fill: C.white }));
  parts.push(t("booked in", 48 * s, 292 * s, display(58 * s), { fill: C.white }));
  parts.push(t("three taps.", 48 * s, 362 * s, display(58 * s), { fill: C.yellow }));
  parts.push(
    paragraph(
      ui(14 * s, 400),
      "Tell us the size, the day and the postal codes. The right crew lead calls you back, evenings included.",
      { x: 48 * s, y: 414 * s, width: 470 * s, leading: 27 * s, fill: "#c9d3e6" },
    ).markup,
  );
  parts.push(rect(48 * s, 480 * s, 210 * s, 54 * s, 27 * s, { fill: C.yellow }));
  parts.push(textArrow(ui(13 * s, 700), "Start my quote", 153 * s, 512 * s, C.ink));
  parts.push(
    rect(272 * s, 480 * s, 190 * s, 54 * s, 27 * s, {
      fill: "none",
      stroke: "#c9d3e6",
      strokeOpacity: 0.5,
      sw: 1.5 * s,
    }),
  );
  parts.push(t("403-555-0142", 367 * s, 512 * s, ui(13 * s, 600), { fill: C.white, anchor: "middle" }));
  parts.push(
    viewport(scene, { x: 580 * s, y: 110 * s, w: 652 * s, h: 440 * s }, 22 * s, (vw, vh) => truckScene(scene, vw, vh)),
  );
  const proofs = [
    ["Evening quotes", "Requests route to a crew lead, not a voicemail."],
    ["Licensed & insured", "WCB covered, full-value protection."],
    ["Four service areas", "Calgary, Airdrie, Cochrane and Okotoks."],
  ];
  proofs.forEach(([title, body], i) => {
    const px = 48 * s + i * 400 * s;
    parts.push(rect(px, 592 * s, 384 * s, 110 * s, 16 * s, { fill: "#15264a" }));
    parts.push(check(px + 34 * s, 628 * s, 12 * s, C.teal, C.white));
    parts.push(t(title as string, px + 58 * s, 634 * s, ui(14 * s, 700), { fill: C.white }));
    parts.push(t(body as string, px + 24 * s, 676 * s, ui(11.5 * s, 400), { fill: "#b9c5dc" }));
  });
  return parts.join("");
}

/** A service-area page: the four towns on a simple road map, with the local crew and a speed score. */
function serviceAreaPage(scene: Scene, w: number, h: number): string {
  const s = w / 1280;
  const parts = [rect(0, 0, w, h, 0, { fill: C.mist })];
  parts.push(rect(0, 0, w, 84 * s, 0, { fill: C.navy }));
  parts.push(g(logo(0, 0, 32 * s), { transform: translate(48 * s, 26 * s) }));
  parts.push(t("Service areas  /  Airdrie", 560 * s, 48 * s, ui(12 * s, 500), { fill: "#c9d3e6" }));
  parts.push(t("SERVICE AREA", 48 * s, 150 * s, ui(11 * s, 700), { fill: "#0b7f6d" }));
  parts.push(t("Movers in Airdrie", 48 * s, 208 * s, display(46 * s), { fill: C.ink }));
  parts.push(
    paragraph(
      ui(13.5 * s, 400),
      "Local crews who know the QE2 at rush hour, the new builds in Cooper's Crossing and which condo elevators need booking.",
      { x: 48 * s, y: 252 * s, width: 500 * s, leading: 25 * s, fill: C.muted },
    ).markup,
  );
  const facts = [
    ["35 min", "from downtown"],
    ["2 crews", "north of the city"],
    ["$149/h", "two movers, a truck"],
  ];
  facts.forEach(([big, small], i) => {
    const fx = 48 * s + i * 172 * s;
    parts.push(rect(fx, 330 * s, 160 * s, 96 * s, 14 * s, { fill: C.white }));
    parts.push(t(big as string, fx + 18 * s, 374 * s, display(20 * s), { fill: C.ink }));
    parts.push(t(small as string, fx + 18 * s, 402 * s, ui(10.5 * s, 500), { fill: C.muted }));
  });
  parts.push(rect(48 * s, 456 * s, 240 * s, 54 * s, 27 * s, { fill: C.yellow }));
  parts.push(t("Quote an Airdrie move", 168 * s, 488 * s, ui(13 * s, 700), { fill: C.ink, anchor: "middle" }));
  // The map: Calgary in the middle, Airdrie north, Cochrane north-west, Okotoks south.
  parts.push(
    viewport(scene, { x: 620 * s, y: 120 * s, w: 612 * s, h: 560 * s }, 22 * s, (mw, mh) => {
      const m: string[] = [rect(0, 0, mw, mh, 0, { fill: "#dce6f2" })];
      m.push(
        `<path d="M${num(mw * 0.0)} ${num(mh * 0.62)}C${num(mw * 0.25)} ${num(mh * 0.55)} ${num(mw * 0.35)} ${num(mh * 0.7)} ${num(mw * 0.6)} ${num(mh * 0.6)}S${num(mw * 0.9)} ${num(mh * 0.75)} ${num(mw)} ${num(mh * 0.7)}" fill="none" stroke="#a9c6e8" stroke-width="${num(10 * s)}"/>`,
      );
      const towns = {
        calgary: [0.52, 0.56],
        airdrie: [0.56, 0.16],
        cochrane: [0.14, 0.36],
        okotoks: [0.5, 0.92],
      } as const;
      const at = (town: keyof typeof towns) => [towns[town][0] * mw, towns[town][1] * mh] as const;
      const roads: [keyof typeof towns, keyof typeof towns][] = [
        ["calgary", "airdrie"],
        ["calgary", "cochrane"],
        ["calgary", "okotoks"],
      ];
      roads.forEach(([a, b]) =>
        m.push(
          `<path d="M${num(at(a)[0])} ${num(at(a)[1])}L${num(at(b)[0])} ${num(at(b)[1])}" stroke="#ffffff" stroke-width="${num(9 * s)}" stroke-linecap="round"/>`,
        ),
      );
      m.push(
        `<path d="M${num(at("calgary")[0])} ${num(at("calgary")[1])}L${num(at("airdrie")[0])} ${num(at("airdrie")[1])}" stroke="${C.teal}" stroke-width="${num(5 * s)}" stroke-linecap="round" stroke-dasharray="${num(14 * s)} ${num(10 * s)}"/>`,
      );
      m.push(circle(at("calgary")[0], at("calgary")[1], 60 * s, { fill: "#c6d6ea" }));
      (Object.keys(towns) as (keyof typeof towns)[]).forEach((town) => {
        const [tx, ty] = at(town);
        const active = town === "airdrie";
        m.push(circle(tx, ty, (active ? 13 : 8) * s, { fill: active ? C.teal : C.navy, stroke: C.white, sw: 3 * s }));
        const label = town[0]?.toUpperCase() + town.slice(1);
        m.push(
          rect(tx + 18 * s, ty - 15 * s, (label.length * 8.5 + 22) * s, 30 * s, 15 * s, {
            fill: active ? C.navy : C.white,
          }),
        );
        m.push(t(label, tx + 29 * s, ty + 4.5 * s, ui(11.5 * s, 700), { fill: active ? C.white : C.ink }));
      });
      return m.join("");
    }),
  );
  return parts.join("");
}

export const weCareMoversDesign: PortfolioDesign = {
  card: {
    width: 960,
    height: 1200,
    title: "We Care Movers on a phone: “Moving day, booked in three taps.” above the first step of the quote form",
    draw(scene) {
      return [
        stage(scene, { tint: C.yellow, glowAt: [0.9, 0.05] }),
        browser(
          scene,
          { x: -260, y: 110, w: 1020, h: 660 },
          "wecaremovers.ca",
          atOrigin((w, h) => desktopHome(scene, w, h)),
        ),
        phone(
          scene,
          440,
          300,
          430,
          atOrigin((w, h) => mobileScreen(w, h)),
          { height: 880 },
        ),
      ].join("");
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title: "We Care Movers home page in a desktop browser: headline, quote button and an illustrated moving truck",
      draw(scene) {
        return [
          stage(scene, { tint: C.teal, glowAt: [0.1, 1] }),
          browser(
            scene,
            { x: 70, y: 70, w: 1060, h: 662 },
            "wecaremovers.ca",
            atOrigin((w, h) => desktopHome(scene, w, h)),
          ),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title: "The three-step quote form on three phones: move size, dates and postal codes",
      draw(scene) {
        const phones = ([0, 1, 2] as const).map((step, i) =>
          phone(
            scene,
            130 + i * 330,
            70,
            280,
            atOrigin((w, h) => mobileScreen(w, h, step)),
            { height: 590 },
          ),
        );
        const labels = STEPS.map((label, i) => {
          const cx = 270 + i * 330;
          return (
            circle(cx - 62, 718, 15, { fill: C.yellow }) +
            t(String(i + 1), cx - 62, 722.5, ui(12, 800), { fill: C.ink, anchor: "middle" }) +
            t(label, cx - 38, 724, ui(15, 600), { fill: "#e9eef6" })
          );
        });
        return [stage(scene, { tint: C.yellow, glowAt: [0.5, -0.1] }), ...phones, ...labels].join("");
      },
    },
    {
      ...MOCKUP,
      title:
        "The Airdrie service-area page with a map of Calgary, Airdrie, Cochrane and Okotoks, and a sub-second load time on a phone",
      draw(scene) {
        const score = (w: number, h: number) => {
          const s = w / 390;
          const parts = [rect(0, 0, w, h, 0, { fill: C.white }), statusBar(w, C.ink)];
          parts.push(t("Page speed, mobile", w / 2, 100 * s, ui(12 * s, 700), { fill: C.ink, anchor: "middle" }));
          parts.push(circle(w / 2, 250 * s, 105 * s, { fill: "none", stroke: "#e3f7f3", sw: 16 * s }));
          parts.push(
            `<circle cx="${num(w / 2)}" cy="${num(250 * s)}" r="${num(105 * s)}" fill="none" stroke="${C.teal}" stroke-width="${num(16 * s)}" stroke-linecap="round" stroke-dasharray="${num(2 * Math.PI * 105 * s * 0.98)} ${num(2 * Math.PI * 105 * s)}" transform="rotate(-90 ${num(w / 2)} ${num(250 * s)})"/>`,
          );
          parts.push(t("98", w / 2, 272 * s, display(60 * s), { fill: C.ink, anchor: "middle" }));
          const rows = [
            ["Largest paint", "0.8 s"],
            ["Blocking time", "20 ms"],
            ["Layout shift", "0"],
          ];
          rows.forEach(([k, v], i) => {
            const ry = 420 * s + i * 58 * s;
            parts.push(rect(28 * s, ry + 20 * s, w - 56 * s, 1, 0, { fill: "#e0e5ee" }));
            parts.push(circle(36 * s, ry - 4 * s, 5 * s, { fill: C.teal }));
            parts.push(t(k as string, 52 * s, ry, ui(12 * s, 500), { fill: C.muted }));
            parts.push(t(v as string, w - 28 * s, ry, ui(13 * s, 700), { fill: C.ink, anchor: "end" }));
          });
          // A filmstrip of the page arriving, frame by frame, over slow 4G.
          parts.push(t("LOADING, SLOW 4G", 28 * s, 610 * s, ui(9.5 * s, 700), { fill: C.muted }));
          [0.2, 0.4, 0.6, 0.8].forEach((time, i) => {
            const fw = (w - 56 * s - 3 * 8 * s) / 4;
            const fx = 28 * s + i * (fw + 8 * s);
            const fy = 624 * s;
            parts.push(rect(fx, fy, fw, 120 * s, 6 * s, { fill: i === 0 ? "#f3f5f9" : C.navy }));
            if (i >= 1) parts.push(rect(fx + 6 * s, fy + 10 * s, fw * 0.4, 5 * s, 2 * s, { fill: C.yellow }));
            if (i >= 2)
              [0, 1].forEach((row) =>
                parts.push(
                  rect(fx + 6 * s, fy + 26 * s + row * 12 * s, fw * (row ? 0.55 : 0.75), 7 * s, 2 * s, {
                    fill: C.white,
                  }),
                ),
              );
            if (i >= 3) parts.push(rect(fx + 6 * s, fy + 60 * s, fw - 12 * s, 44 * s, 5 * s, { fill: C.white }));
            parts.push(
              t(`${time} s`, fx + fw / 2, fy + 142 * s, ui(9 * s, 600), {
                fill: i === 3 ? "#0b7f6d" : C.muted,
                anchor: "middle",
              }),
            );
          });
          return parts.join("");
        };
        return [
          stage(scene, { tint: C.teal, glowAt: [0.95, 0.1] }),
          browser(
            scene,
            { x: 50, y: 60, w: 920, h: 600 },
            "wecaremovers.ca/airdrie",
            atOrigin((w, h) => serviceAreaPage(scene, w, h)),
          ),
          phone(scene, 880, 250, 260, atOrigin(score), { height: 530 }),
        ].join("");
      },
    },
  ],
};
