import { mix } from "../../colour";
import {
  browser,
  circle,
  fonts,
  g,
  glow,
  greek,
  line,
  path,
  rect,
  Scene,
  studioBackdrop,
  translate,
  vignette,
  type Box,
  ct,
} from "../../kit";
import { num, stopsAt } from "../../svg";
import { smooth } from "../../video";
import { CLIP_SIZE, pointer, type CollageClip } from "../kit";
import { monogram, TAMARACK } from "../tamarack";

/**
 * Web & Product clip — "Scrolling through a finished product page": Tamarack Outfitters' page for
 * a daypack, in a browser, scrolled the way a shopper reads it (flick, pause, flick) down to the
 * reviews and then smoothly back to the top, where the loop (and the poster) begins.
 */

const { width: W, height: H } = CLIP_SIZE.wide!;
const { navy: NAVY, gold: GOLD, rust: RUST, cream: CREAM, ink: INK } = TAMARACK;
const PAGE_W = 1200;
const PAGE_H = 2300;
const STONE = "#ece6da";

/** The daypack, front on: body, lid, pocket, straps and zips, `h` tall with its top-centre at (cx, y). */
function daypack(scene: Scene, cx: number, y: number, h: number, colour: string): string {
  const w = h * 0.68;
  const x = cx - w / 2;
  const body = scene.linear(
    [x, y, x + w, y],
    stopsAt([0, mix(colour, "#000000", 0.25)], [0.35, colour], [1, mix(colour, "#000000", 0.35)]),
  );
  return [
    path(
      `M${num(cx - w * 0.2)} ${num(y + h * 0.04)}C${num(cx - w * 0.2)} ${num(y - h * 0.09)} ${num(cx + w * 0.2)} ${num(y - h * 0.09)} ${num(cx + w * 0.2)} ${num(y + h * 0.04)}`,
      { stroke: "#2a2a2a", sw: h * 0.025 },
    ),
    rect(x, y + h * 0.04, w, h * 0.96, w * 0.22, { fill: body }),
    rect(x + w * 0.04, y + h * 0.04, w * 0.92, h * 0.3, w * 0.2, { fill: mix(colour, "#000000", 0.12) }),
    path(`M${num(x + w * 0.12)} ${num(y + h * 0.3)}H${num(x + w * 0.88)}`, {
      stroke: "#000",
      sw: h * 0.008,
      opacity: 0.35,
      dash: `${num(h * 0.012)} ${num(h * 0.01)}`,
    }),
    rect(x + w * 0.16, y + h * 0.52, w * 0.68, h * 0.38, w * 0.14, { fill: mix(colour, "#000000", 0.18) }),
    path(`M${num(x + w * 0.22)} ${num(y + h * 0.56)}H${num(x + w * 0.78)}`, { stroke: "#1c1c1c", sw: h * 0.01 }),
    rect(x + w * 0.7, y + h * 0.545, w * 0.05, h * 0.06, 2, { fill: GOLD }),
    monogram(cx, y + h * 0.43, h * 0.1, { disc: CREAM, peak: RUST, t: NAVY }),
    rect(x + w * 0.08, y + h * 0.38, w * 0.06, h * 0.5, 3, { fill: "#000", opacity: 0.22 }),
    rect(x + w * 0.86, y + h * 0.38, w * 0.06, h * 0.5, 3, { fill: "#000", opacity: 0.22 }),
  ].join("");
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${num(cx + Math.cos(a) * rr)} ${num(cy + Math.sin(a) * rr)}`;
  });
  return path(`M${pts.join("L")}Z`, { fill });
}

/** The whole page, PAGE_W units wide, from the header down to the footer. Drawn once per scene. */
function productPage(scene: Scene): string {
  const random = scene.random;
  const p: string[] = [rect(0, 0, PAGE_W, PAGE_H, 0, { fill: "#faf7f1" })];
  // Header.
  p.push(
    rect(0, 0, PAGE_W, 36, 0, { fill: NAVY }),
    ct("Free shipping across Canada over $99", PAGE_W / 2, 23, fonts.ui(10, 560), { fill: CREAM, anchor: "middle" }),
  );
  p.push(monogram(70, 84, 40), ct("TAMARACK", 100, 91, fonts.display(15, 760, 125, 0.16), { fill: NAVY }));
  ["Packs", "Apparel", "Camp", "Journal"].forEach((item, i) =>
    p.push(ct(item, 520 + i * 100, 90, fonts.ui(12, 540), { fill: INK, opacity: 0.75 })),
  );
  p.push(
    circle(1090, 84, 11, { stroke: INK, sw: 2 }),
    rect(1116, 74, 22, 20, 4, { stroke: INK, sw: 2 }),
    circle(1140, 72, 8, { fill: RUST }),
    ct("1", 1140, 76, fonts.ui(8, 700), { fill: "#fff", anchor: "middle" }),
  );
  p.push(line(0, 124, PAGE_W, 124, { stroke: INK, sw: 1, strokeOpacity: 0.08 }));
  // Gallery and buy box.
  p.push(ct("Packs  /  Daypacks", 60, 162, fonts.ui(11, 500), { fill: INK, opacity: 0.55 }));
  p.push(
    rect(60, 186, 600, 560, 18, { fill: STONE }),
    glow(scene, 360, 440, 320, "#ffffff", 0.7),
    daypack(scene, 360, 250, 430, "#2f4f46"),
  );
  p.push(
    ...[0, 1, 2, 3].map((i) =>
      rect(60 + i * 152, 766, 140, 110, 12, {
        fill: i === 0 ? STONE : "#efe9de",
        stroke: i === 0 ? NAVY : undefined,
        sw: 2,
      }),
    ),
  );
  p.push(
    ...[0, 1, 2, 3].map((i) =>
      daypack(scene, 130 + i * 152, 784, 76, ["#2f4f46", "#8c3b22", "#1f2a3f", "#b98a3a"][i] as string),
    ),
  );
  const bx = 720;
  p.push(ct("NEW FOR FALL", bx, 212, fonts.label(10, 700, 0.26), { fill: RUST }));
  p.push(
    ct("Ridgeline 28", bx, 272, fonts.display(46, 760, 100, -0.02), { fill: INK }),
    ct("Daypack", bx, 322, fonts.display(46, 760, 100, -0.02), { fill: INK }),
  );
  p.push(
    ...[0, 1, 2, 3, 4].map((i) => star(bx + 10 + i * 22, 358, 9, GOLD)),
    ct("4.8  ·  312 reviews", bx + 120, 363, fonts.ui(12, 560), { fill: INK, opacity: 0.7 }),
  );
  p.push(ct("$189", bx, 430, fonts.display(34, 700, 100, -0.01), { fill: INK }));
  p.push(greek(random, bx, 462, 400, 3, { h: 8, gap: 20, fill: INK, opacity: 0.22 }));
  p.push(ct("COLOUR  ·  Spruce", bx, 548, fonts.label(10, 700, 0.2), { fill: INK, opacity: 0.7 }));
  p.push(
    ...["#2f4f46", "#8c3b22", "#1f2a3f", "#b98a3a"].map((c, i) =>
      circle(bx + 20 + i * 50, 584, 17, { fill: c, stroke: i === 0 ? INK : "#fff", sw: i === 0 ? 2.5 : 3 }),
    ),
  );
  p.push(
    rect(bx, 632, 420, 64, 32, { fill: NAVY }),
    ct("Add to cart  ·  $189", bx + 210, 670, fonts.ui(14, 650), { fill: CREAM, anchor: "middle" }),
  );
  p.push(
    rect(bx, 710, 420, 64, 32, { stroke: NAVY, sw: 1.5 }),
    ct("Pick up in Calgary today", bx + 210, 748, fonts.ui(13, 600), { fill: NAVY, anchor: "middle" }),
  );
  p.push(ct("Lifetime repairs  ·  30-day returns", bx, 812, fonts.ui(11.5, 520), { fill: INK, opacity: 0.6 }));
  // Feature strip.
  const fy = 940;
  p.push(rect(0, fy, PAGE_W, 230, 0, { fill: NAVY }));
  ["Weatherproof", "Laptop sleeve", "1.1 kg light"].forEach((name, i) => {
    const fx = 100 + i * 360;
    p.push(
      circle(fx + 30, fy + 80, 30, { fill: GOLD, opacity: 0.95 }),
      ct(name, fx + 80, fy + 88, fonts.display(20, 700), { fill: CREAM }),
    );
    p.push(greek(random, fx, fy + 140, 280, 2, { h: 7, gap: 18, fill: CREAM, opacity: 0.3 }));
  });
  // Lifestyle banner: the pack on the trail at golden hour.
  const ly = 1220;
  const bannerClip = scene.clip(rect(60, ly, PAGE_W - 120, 470, 18));
  p.push(
    g(
      [
        rect(60, ly, PAGE_W - 120, 470, 0, { fill: scene.fade([0, ly, 0, ly + 470], "#f0b46a", "#fbe2b8") }),
        circle(820, ly + 190, 70, { fill: "#fff3d9" }),
        path(
          `M60 ${ly + 330}L260 ${ly + 170}L400 ${ly + 290}L560 ${ly + 130}L760 ${ly + 320}L920 ${ly + 220}L1140 ${ly + 340}V${ly + 470}H60Z`,
          { fill: "#8c6a86", opacity: 0.75 },
        ),
        path(`M60 ${ly + 390}L300 ${ly + 300}L520 ${ly + 380}L780 ${ly + 290}L1140 ${ly + 400}V${ly + 470}H60Z`, {
          fill: "#4c3e5c",
        }),
        ...[0, 1, 2, 3, 4, 5, 6].map((i) => path(`M${100 + i * 150} ${ly + 470}l22 -120l22 120Z`, { fill: "#2b2636" })),
      ],
      { clip: bannerClip },
    ),
  );
  p.push(ct("Built for the long way round.", 110, ly + 90, fonts.display(36, 760, 100, -0.02), { fill: NAVY }));
  // Specs.
  const sy = 1760;
  p.push(ct("Specs", 60, sy, fonts.display(30, 760), { fill: INK }));
  [
    ["Volume", "28 L"],
    ["Weight", "1.1 kg"],
    ["Fabric", "Recycled 420D, PU coated"],
    ["Laptop", "Up to 16 in"],
  ].forEach(([k, v], i) => {
    const ry = sy + 50 + i * 48;
    p.push(
      line(60, ry - 30, 560, ry - 30, { stroke: INK, sw: 1, strokeOpacity: 0.1 }),
      ct(k as string, 60, ry, fonts.ui(13, 600), { fill: INK }),
      ct(v as string, 560, ry, fonts.ui(13, 480), { fill: INK, opacity: 0.7, anchor: "end" }),
    );
  });
  // Reviews.
  p.push(ct("Reviews", 660, sy, fonts.display(30, 760), { fill: INK }));
  [0, 1].forEach((i) => {
    const ry = sy + 30 + i * 150;
    p.push(rect(660, ry, 480, 130, 16, { fill: "#fff", stroke: INK, sw: 1, strokeOpacity: 0.08 }));
    p.push(...[0, 1, 2, 3, 4].map((s) => star(684 + s * 18, ry + 30, 7, GOLD)));
    p.push(
      ct(
        ["Carried it up Ha Ling twice.", "Fits a 16 in laptop, easily."][i] as string,
        680,
        ry + 66,
        fonts.ui(14, 620),
        { fill: INK },
      ),
    );
    p.push(greek(random, 680, ry + 84, 420, 2, { h: 6, gap: 16, fill: INK, opacity: 0.22 }));
  });
  p.push(
    rect(0, 2140, PAGE_W, 160, 0, { fill: NAVY }),
    monogram(90, 2210, 54, { disc: CREAM, peak: RUST, t: NAVY }),
    ct("TAMARACK OUTFITTERS  ·  CALGARY", 140, 2216, fonts.label(11, 650, 0.3), { fill: CREAM }),
  );
  return p.join("");
}

/** Scroll position (page units) at loop phase t: three flicks down, a pause, then one glide home. */
export function scrollAt(t: number): number {
  const stops = [0, 560, 1120, 1560];
  const flick = (from: number, to: number, start: number, length: number) =>
    t < start ? null : t < start + length ? from + (to - from) * (1 - (1 - (t - start) / length) ** 3) : to;
  let y = 0;
  for (let i = 0; i < 3; i += 1) {
    const value = flick(stops[i] as number, stops[i + 1] as number, 0.12 + i * 0.16, 0.1);
    if (value !== null) y = value;
  }
  if (t >= 0.7) y = (stops[3] as number) * (1 - smooth((t - 0.7) / 0.24));
  return y;
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:web-and-product-3", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [W * 0.85, H * 0.1], warmth: 0.34, radius: W }));
  const box: Box = { x: 34, y: 26, w: W - 68, h: H - 26 };
  const scroll = scrollAt(t);
  scene.add(
    browser(scene, box, "tamarackoutfitters.ca/ridgeline-28", (view) => {
      const k = view.w / PAGE_W;
      const page = productPage(scene);
      return g(page, { transform: `${translate(view.x, view.y - scroll * k)} scale(${num(k, 5)})` });
    }),
  );
  // Scrollbar thumb, and the reader's pointer resting near the page's edge.
  const viewH = box.h - 30;
  const thumbH = (viewH * viewH) / (PAGE_H * (box.w / PAGE_W));
  const thumbY = box.y + 30 + (scroll / (PAGE_H - viewH / (box.w / PAGE_W))) * (viewH - thumbH);
  scene.add(rect(box.x + box.w - 7, thumbY, 4, thumbH, 2, { fill: "#000", opacity: 0.3 }));
  const px = 470 + 14 * Math.sin(Math.PI * 2 * t);
  const py = 250 + 10 * Math.sin(Math.PI * 4 * t);
  scene.add(pointer(px, py, 20), vignette(scene, 0.35));
  return scene.svg(label);
}

export const webAndProductClip: CollageClip = { shape: "wide", seconds: 4, crf: 21, frame };
