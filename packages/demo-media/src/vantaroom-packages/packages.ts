import { circle, fonts, g, rect, Scene, shadowRect, t, text, type Box } from "../kit";
import { num } from "../svg";
import { droneTwilight, dayExterior, twilightExterior } from "./exterior";
import { card, cardLabel, chip, PACKAGE_SHOT, playButton, thumb } from "./kit";
import { PLAN_ASPECT, plan2D, plan3D, planPadding } from "./plans";
import { bedroom, kitchen, livingRoom } from "./rooms";

/**
 * One picture per VantaRoom package, richer with each tier: the starter's bright HDR living room
 * with its 2D plan, up to the elite bundle's drone view of the house at dusk with the 3D plan,
 * the tour and the video render floating over it. Every overlay is something the package delivers.
 */

const { width: W, height: H } = PACKAGE_SHOT;

/** Chips in a row from the top-left corner. */
function chipRow(values: readonly string[], y = 26): string {
  let x = 28;
  return values
    .map((value) => {
      const c = chip(x, y, value);
      x += c.width + 10;
      return c.markup;
    })
    .join("");
}

const CARD_PAD = 16;
const CAPTION = 22;

/** How tall a card of width `w` must be to hold a 2D plan of the given style under its caption. */
function planCardHeight(w: number, style: "standard" | "enhanced"): number {
  const pad = planPadding(style);
  return CARD_PAD * 2 + CAPTION + (w - CARD_PAD * 2 - pad * 2) / PLAN_ASPECT + pad * 2;
}

/** A plan on a white card, with a caption. */
function planCard(scene: Scene, box: Box, caption: string, draw: (inner: Box) => string): string {
  return card(scene, box, (inner) =>
    [
      cardLabel(inner.x + 2, inner.y + 12, caption),
      draw({ x: inner.x, y: inner.y + CAPTION, w: inner.w, h: inner.h - CAPTION }),
    ].join(""),
  );
}

/** Prints fanned in a stack, the top one a photograph: a set of photos delivered. */
function printStack(scene: Scene, x: number, y: number, w: number, count: string, draws: readonly (() => string)[]) {
  const h = w * (2 / 3);
  const parts: string[] = [];
  draws.forEach((draw, i) => {
    const angle = (i - (draws.length - 1)) * 5;
    const px = x + i * 10;
    const py = y - i * 4;
    parts.push(
      g(
        [
          shadowRect(scene, px, py, w, h, { blur: 16, opacity: 0.5, dy: 10 }),
          rect(px - 6, py - 6, w + 12, h + 12, 3, { fill: "#fbfaf7" }),
          thumb(scene, { x: px, y: py, w, h }, draw, { radius: 1 }),
        ],
        { transform: `rotate(${num(angle)} ${num(px + w / 2)} ${num(py + h / 2)})` },
      ),
    );
  });
  const last = draws.length - 1;
  const bx = x + last * 10 + w - 22;
  const by = y - last * 4 - 20;
  parts.push(
    circle(bx, by, 32, { fill: "#ff5a1f" }),
    t(count, bx, by + 8, fonts.display(22, 800, 96, -0.02), { fill: "#ffffff", anchor: "middle" }),
  );
  return parts.join("");
}

/** A grid of listing photos on a white card, as the online gallery delivers them. */
function galleryCard(scene: Scene, box: Box, caption: string, draws: readonly (() => string)[]) {
  return card(scene, box, (inner) => {
    const cols = 3;
    const gap = 6;
    const top = inner.y + 24;
    const cw = (inner.w - gap * (cols - 1)) / cols;
    const ch = cw * (2 / 3);
    const parts: string[] = [cardLabel(inner.x + 2, inner.y + 12, caption)];
    draws.forEach((draw, i) => {
      const cx = inner.x + (i % cols) * (cw + gap);
      const cy = top + Math.floor(i / cols) * (ch + gap);
      parts.push(thumb(scene, { x: cx, y: cy, w: cw, h: ch }, draw, { radius: 4 }));
    });
    return parts.join("");
  });
}

/** The interactive tour: the living room as a panorama with hotspots, a minimap and room tabs. */
function tourCard(scene: Scene, box: Box): string {
  const { x, y, w, h } = box;
  const clip = scene.clip(rect(x, y, w, h, 14));
  const barH = 46;
  const parts: string[] = [
    thumb(scene, { x, y, w, h: h - barH }, () => livingRoom(scene), { radius: 0, zoom: 1.15, fx: 0.5, fy: 0.6 }),
  ];
  // Hotspots on the floor, leading through the room.
  for (const [fx, fy, r] of [
    [0.5, 0.82, 16],
    [0.36, 0.66, 11],
    [0.7, 0.62, 9],
  ] as const) {
    const hx = x + w * fx;
    const hy = y + (h - barH) * fy;
    parts.push(
      `<ellipse cx="${num(hx)}" cy="${num(hy)}" rx="${num(r * 1.6)}" ry="${num(r * 0.6)}" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-width="2"/>`,
      `<ellipse cx="${num(hx)}" cy="${num(hy)}" rx="${num(r * 0.55)}" ry="${num(r * 0.22)}" fill="#ffffff"/>`,
    );
  }
  // Minimap: the plan in a corner, with where the viewer stands.
  const mm = { x: x + w - 128, y: y + 12, w: 116, h: 74 };
  parts.push(
    rect(mm.x, mm.y, mm.w, mm.h, 8, { fill: "#fbfaf7", opacity: 0.95 }),
    plan2D(scene, { x: mm.x + 2, y: mm.y + 2, w: mm.w - 4, h: mm.h - 4 }, "standard", { labels: false }),
    circle(mm.x + mm.w * 0.7, mm.y + mm.h * 0.62, 5, { fill: "#ff5a1f", stroke: "#ffffff", sw: 1.5 }),
  );
  // The tab bar.
  const by = y + h - barH;
  parts.push(rect(x, by, w, barH, 0, { fill: "#0b0b0c", opacity: 0.92 }));
  let tx = x + 16;
  ["Living", "Kitchen", "Primary", "Exterior"].forEach((name, i) => {
    const set = text(name, 0, 0, fonts.ui(10, 650));
    if (i === 0) parts.push(rect(tx - 10, by + 11, set.width + 20, 24, 12, { fill: "#ff5a1f" }));
    parts.push(t(name, tx, by + 28, fonts.ui(10, 650), { fill: "#ffffff", opacity: i === 0 ? 1 : 0.7 }));
    tx += set.width + 26;
  });
  parts.push(t("360°", x + w - 16, by + 29, fonts.display(12, 800, 100), { fill: "#ffffff", anchor: "end" }));
  return [
    shadowRect(scene, x, y, w, h, { blur: 34, opacity: 0.6, dy: 20 }),
    g(parts, { clip }),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 14, { stroke: "#ffffff", sw: 1, strokeOpacity: 0.25 }),
  ].join("");
}

/** The 3D video render: a frame of the fly-through with a play button and a scrubber. */
function videoCard(scene: Scene, box: Box): string {
  const { x, y, w, h } = box;
  const clip = scene.clip(rect(x, y, w, h, 14));
  const barY = y + h - 40;
  return [
    shadowRect(scene, x, y, w, h, { blur: 30, opacity: 0.6, dy: 18 }),
    g(
      [
        rect(x, y, w, h, 0, { fill: "#0b0b0c" }),
        thumb(scene, { x, y: y + 12, w, h: barY - y - 12 }, () => kitchen(scene), {
          radius: 0,
          zoom: 1.3,
          fx: 0.45,
          fy: 0.5,
        }),
        playButton(x + w / 2, y + 12 + (barY - y - 12) / 2, 28),
        rect(x, barY - 3, w, 3, 0, { fill: "#ffffff", opacity: 0.25 }),
        rect(x, barY - 3, w * 0.38, 3, 0, { fill: "#ff5a1f" }),
        circle(x + w * 0.38, barY - 1.5, 5, { fill: "#ffffff" }),
        t("3D VIDEO RENDER", x + 14, barY + 25, fonts.label(9, 800, 0.2), { fill: "#ffffff" }),
        t("0:18 / 0:48", x + w - 14, barY + 25, fonts.ui(9.5, 600), { fill: "#ffffff", anchor: "end", opacity: 0.75 }),
      ],
      { clip },
    ),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 14, { stroke: "#ffffff", sw: 1, strokeOpacity: 0.3 }),
  ].join("");
}

function essential(label: string): string {
  const scene = new Scene("shop:vantaroom-essential-mls-boost", W, H);
  scene.add(
    livingRoom(scene),
    chipRow(["25 HDR PHOTOS", "2D FLOOR PLAN"]),
    planCard(
      scene,
      { x: 792, y: 722 - planCardHeight(380, "standard"), w: 380, h: planCardHeight(380, "standard") },
      "FLOOR PLAN  ·  MAIN",
      (inner) => plan2D(scene, inner, "standard"),
    ),
    printStack(scene, 52, 596, 150, "25", [() => kitchen(scene), () => bedroom(scene), () => dayExterior(scene)]),
  );
  return scene.svg(label);
}

function pro(label: string): string {
  const scene = new Scene("shop:vantaroom-pro-listing-package", W, H);
  const rooms = [() => dayExterior(scene), () => livingRoom(scene), () => kitchen(scene), () => bedroom(scene)];
  scene.add(
    kitchen(scene),
    chipRow(["40 PHOTOS", "5 HDR ENHANCEMENTS"]),
    galleryCard(scene, { x: 800, y: 26, w: 372, h: 282 }, "ONLINE GALLERY  ·  40", [
      ...rooms,
      () => thumb(scene, { x: 0, y: 0, w: W, h: H }, () => kitchen(scene), { radius: 0, zoom: 1.8, fx: 0.5, fy: 0.45 }),
      () =>
        thumb(scene, { x: 0, y: 0, w: W, h: H }, () => livingRoom(scene), { radius: 0, zoom: 1.8, fx: 0.52, fy: 0.6 }),
      () =>
        thumb(scene, { x: 0, y: 0, w: W, h: H }, () => dayExterior(scene), { radius: 0, zoom: 2, fx: 0.4, fy: 0.55 }),
      () => thumb(scene, { x: 0, y: 0, w: W, h: H }, () => bedroom(scene), { radius: 0, zoom: 1.7, fx: 0.5, fy: 0.6 }),
      () => thumb(scene, { x: 0, y: 0, w: W, h: H }, () => kitchen(scene), { radius: 0, zoom: 2.2, fx: 0.2, fy: 0.5 }),
    ]),
    planCard(
      scene,
      { x: 28, y: 722 - planCardHeight(420, "enhanced"), w: 420, h: planCardHeight(420, "enhanced") },
      "ENHANCED FLOOR PLAN",
      (inner) => plan2D(scene, inner, "enhanced"),
    ),
  );
  return scene.svg(label);
}

function premium(label: string): string {
  const scene = new Scene("shop:vantaroom-premium-visualization", W, H);
  scene.add(
    twilightExterior(scene),
    chipRow(["TWILIGHT PHOTO", "DETAILED 3D PLAN", "50 PHOTOS"]),
    planCard(scene, { x: 784, y: 420, w: 388, h: 302 }, "3D FLOOR PLAN  ·  MAIN", (inner) => plan3D(scene, inner)),
  );
  return scene.svg(label);
}

function elite(label: string): string {
  const scene = new Scene("shop:vantaroom-elite-bundle", W, H);
  scene.add(
    droneTwilight(scene),
    chipRow(["DRONE", "70+ PHOTOS", "VIRTUAL STAGING"]),
    planCard(scene, { x: 842, y: 96, w: 330, h: 250 }, "3D FLOOR PLAN", (inner) =>
      plan3D(scene, inner, { labels: false }),
    ),
    tourCard(scene, { x: 28, y: 452, w: 380, h: 270 }),
    videoCard(scene, { x: 28, y: 96, w: 300, h: 190 }),
  );
  return scene.svg(label);
}

export interface PackageDesign {
  title: string;
  draw(label: string): string;
}

/** The designs, keyed like the site's VantaRoom packages. */
export const packageDesigns: Readonly<Record<string, PackageDesign>> = {
  "essential-mls-boost": {
    title: "a bright HDR photo of a living room, with its 2D floor plan and a stack of listing photos",
    draw: essential,
  },
  "pro-listing-package": {
    title: "a bright kitchen photo with the online gallery of listing photos and an enhanced 2D floor plan",
    draw: pro,
  },
  "premium-visualization": {
    title: "a contemporary home photographed at twilight, with its detailed 3D floor plan",
    draw: premium,
  },
  "elite-bundle": {
    title:
      "a drone view of a luxury home and pool at twilight, with its 3D floor plan, interactive tour and video render",
    draw: elite,
  },
};
