import { siteData } from "../site-data";
import { IMAGE_SIZE, pencil, type CollageImage } from "./kit";
import {
  circle,
  ellipse,
  fonts,
  g,
  glow,
  glowEllipse,
  greek,
  line,
  path,
  rect,
  rotate,
  Scene,
  shadowCircle,
  shadowRect,
  t,
  translate,
  vignette,
} from "../kit";
import { num, stopsAt } from "../svg";

const palette = siteData("palette");

/** Photo, Video & Animation: a product still, a rooftop shoot over downtown Calgary, and a storyboard. */

/** A cylinder plinth: side shaded left to right, lit top face. */
function plinth(
  scene: Scene,
  cx: number,
  topY: number,
  rx: number,
  height: number,
  tones: readonly [string, string, string],
): string {
  const ry = rx * 0.15;
  const side = scene.linear(
    [cx - rx, 0, cx + rx, 0],
    stopsAt([0, tones[2]], [0.3, tones[1]], [0.55, tones[0]], [1, tones[2]]),
  );
  return (
    path(
      `M${num(cx - rx)} ${num(topY)}V${num(topY + height)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(topY + height)}V${num(topY)}Z`,
      { fill: side },
    ) + ellipse(cx, topY, rx, ry, { fill: scene.fade([cx - rx, topY - ry, cx + rx, topY + ry], tones[0], tones[1]) })
  );
}

/** An octagonal softbox seen from the front, glowing, on a stand arm. */
function softbox(scene: Scene, cx: number, cy: number, r: number): string {
  const pts = Array.from({ length: 8 }, (_, i) => {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    return `${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
  });
  const inner = Array.from({ length: 8 }, (_, i) => {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    return `${num(cx + r * 0.9 * Math.cos(a))} ${num(cy + r * 0.9 * Math.sin(a))}`;
  });
  return [
    glow(scene, cx, cy, r * 2.4, "#ffd8b0", 0.35),
    path(`M${pts.join("L")}Z`, { fill: "#2a2a2e" }),
    path(`M${inner.join("L")}Z`, {
      fill: scene.radial({ cx, cy, r }, stopsAt([0, "#fffaf2"], [0.7, "#ffe9d0"], [1, "#f0c9a0"])),
    }),
  ].join("");
}

/** 1 (4:5) — "Product shot of a ceramic mug under studio lights". */
function mugImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:photo-video-and-animation-1", W, H);
  const random = scene.random;
  // A seamless sweep in slate, warmed by the key light from the upper left.
  scene.add(
    rect(0, 0, W, H, 0, {
      fill: scene.linear([0, 0, 0, H], stopsAt([0, "#141a20"], [0.6, "#2c3640"], [0.72, "#3a444d"], [1, "#1a2026"])),
    }),
  );
  scene.add(
    glow(scene, W * 0.18, H * 0.1, W * 1.1, palette.accent, 0.28),
    glow(scene, W * 0.56, H * 0.5, W * 0.5, "#ffe2c4", 0.22),
  );
  scene.add(softbox(scene, 40, 70, 150));
  // A strip light at the right edge, for the rim on the mug's far side.
  scene.add(glow(scene, W + 40, 420, 300, "#ffe2c4", 0.3));
  const cx = 390;
  const plTop = 730;
  scene.add(shadowCircle(scene, cx, plTop + 200, 250, { blur: 50, opacity: 0.6, dy: 0, squash: 0.16 }));
  scene.add(plinth(scene, cx, plTop, 230, 330, ["#e9e3da", "#b9b1a6", "#4d4843"]));
  // The mug.
  const bw = 270;
  const bh = 300;
  const x0 = cx - bw / 2;
  const ry = 30;
  const top = plTop - bh + 14;
  scene.add(glowEllipse(scene, cx + 24, plTop + 16, 190, 30, "#000", 0.6));
  const bodyPath = `M${num(x0)} ${num(top)}V${num(top + bh - ry)}A${num(bw / 2)} ${num(ry)} 0 0 0 ${num(x0 + bw)} ${num(top + bh - ry)}V${num(top)}Z`;
  const clip = scene.clip(path(bodyPath));
  const glaze = scene.linear(
    [x0, 0, x0 + bw, 0],
    stopsAt([0, "#8d877e"], [0.18, "#f4efe6"], [0.3, "#fbf8f2"], [0.62, "#ddd5c9"], [1, "#6d675f"]),
  );
  const clay = scene.linear(
    [x0, 0, x0 + bw, 0],
    stopsAt([0, "#6b4a33"], [0.25, "#c99b74"], [0.6, "#a87b58"], [1, "#4c3323"]),
  );
  // Handle behind on the right: a thick loop.
  const hx = x0 + bw - 6;
  scene.add(
    path(
      `M${num(hx)} ${num(top + 60)}C${num(hx + 140)} ${num(top + 40)} ${num(hx + 140)} ${num(top + 240)} ${num(hx)} ${num(top + 220)}`,
      { stroke: "#7d776e", sw: 34, cap: "round" },
    ),
  );
  scene.add(
    path(
      `M${num(hx)} ${num(top + 60)}C${num(hx + 140)} ${num(top + 40)} ${num(hx + 140)} ${num(top + 240)} ${num(hx)} ${num(top + 220)}`,
      { stroke: "#e8e1d6", sw: 22, cap: "round", transform: "translate(-3 -3)" },
    ),
  );
  const dip = Array.from(
    { length: 13 },
    (_, i) => `${num(x0 + (bw * i) / 12)} ${num(top + bh * 0.66 + 6 * Math.sin(i * 1.3) + (i % 3) * 2)}`,
  );
  const speckles = Array.from({ length: 140 }, () =>
    circle(random.range(x0, x0 + bw), random.range(top, top + bh * 0.7), random.range(0.6, 1.8), {
      fill: "#5a4636",
      opacity: random.range(0.35, 0.8),
    }),
  ).join("");
  scene.add(
    g(
      [
        rect(x0, top, bw, bh, 0, { fill: clay }),
        path(`M${num(x0)} ${num(top)}L${dip.join("L")}L${num(x0 + bw)} ${num(top)}Z`, { fill: glaze }),
        // The glaze pools thicker just above the dip line.
        path(`M${dip.join("L")}`, { stroke: "#c9bfb0", sw: 5, opacity: 0.7 }),
        speckles,
        // Softbox reflection: a tall soft highlight, and the strip's thin rim on the right.
        rect(x0 + bw * 0.2, top + 14, bw * 0.09, bh * 0.6, 10, { fill: "#fff", opacity: 0.55 }),
        rect(x0 + bw * 0.33, top + 14, bw * 0.03, bh * 0.55, 4, { fill: "#fff", opacity: 0.35 }),
        rect(x0 + bw * 0.93, top + 20, bw * 0.025, bh * 0.8, 3, { fill: "#fff4e6", opacity: 0.5 }),
      ],
      { clip },
    ),
  );
  // Rim and the inside of the mug.
  scene.add(ellipse(cx, top, bw / 2, ry, { fill: "#f1ebe1" }));
  scene.add(
    ellipse(cx, top + 3, bw / 2 - 9, ry - 5, {
      fill: scene.fade([0, top - ry, 0, top + ry], "#4a443d", "#cfc6b8"),
    }),
  );
  scene.add(
    t("STONEWARE  ·  SPECKLE GLAZE", 60, H - 60, fonts.label(10, 700, 0.3), { fill: "#f6f3ee", opacity: 0.75 }),
  );
  scene.add(
    t("f/8  ·  1/160  ·  ISO 100", W - 60, H - 60, fonts.label(10, 600, 0.2), {
      fill: "#f6f3ee",
      opacity: 0.5,
      anchor: "end",
    }),
  );
  scene.add(vignette(scene, 0.45));
  return scene.svg(label);
}

/** Downtown Calgary against the sunset, as silhouettes: the Calgary Tower, the Bow's curve and the core. */
function skyline(scene: Scene, W: number, ground: number): string {
  const random = scene.random;
  const parts: string[] = [];
  const far = "#3b2a4a";
  const near = "#1c1626";
  // The Rockies, faint, to the west behind the core.
  parts.push(
    path(
      `M0 ${ground - 150}L90 ${ground - 210}L150 ${ground - 175}L230 ${ground - 240}L300 ${ground - 190}L380 ${ground - 228}L470 ${ground - 170}L560 ${ground - 215}L650 ${ground - 165}L760 ${ground - 200}L860 ${ground - 150}L${W} ${ground - 185}V${ground}H0Z`,
      { fill: "#6a4a6e", opacity: 0.55 },
    ),
  );
  const towers: [number, number, number][] = [];
  for (let x = 20; x < W - 20;) {
    const w = random.range(34, 70);
    const h = random.range(50, 170) * (1 - Math.abs(x - W * 0.45) / W);
    towers.push([x, w, h]);
    x += w + random.range(-8, 6);
  }
  for (const [x, w, h] of towers) parts.push(rect(x, ground - h - 40, w, h + 40, 0, { fill: far }));
  // The Bow: a tall crescent with its diagonal bracing.
  const bx = 470;
  parts.push(
    path(
      `M${bx} ${ground}V${ground - 330}C${bx + 30} ${ground - 352} ${bx + 70} ${ground - 356} ${bx + 104} ${ground - 348}V${ground}Z`,
      { fill: near },
    ),
  );
  parts.push(
    path(Array.from({ length: 10 }, (_, i) => `M${bx + 4} ${ground - 30 - i * 30}l96 -30`).join(""), {
      stroke: "#5b4a6e",
      sw: 1,
      opacity: 0.5,
    }),
  );
  // The Calgary Tower: tapered shaft, flared pod, torch.
  const tx = 300;
  parts.push(path(`M${tx - 20} ${ground}L${tx - 12} ${ground - 300}H${tx + 12}L${tx + 20} ${ground}Z`, { fill: near }));
  parts.push(
    path(
      `M${tx - 14} ${ground - 296}L${tx - 38} ${ground - 318}V${ground - 348}H${tx + 38}V${ground - 318}L${tx + 14} ${ground - 296}Z`,
      { fill: near },
    ),
  );
  parts.push(rect(tx - 40, ground - 338, 80, 10, 0, { fill: "#ffb463", opacity: 0.75 }));
  parts.push(rect(tx - 4, ground - 380, 8, 34, 0, { fill: near }), glow(scene, tx, ground - 384, 26, "#ffb463", 0.6));
  // Nearer blocks with lit windows.
  for (const [x, w, h] of towers) {
    if (random.next() < 0.45) continue;
    const nh = h * random.range(0.45, 0.8);
    parts.push(rect(x + 6, ground - nh, w - 4, nh, 0, { fill: near }));
    for (let wy = ground - nh + 10; wy < ground - 8; wy += 12) {
      for (let wx = x + 12; wx < x + w - 8; wx += 10)
        if (random.next() < 0.22)
          parts.push(rect(wx, wy, 4, 5, 0, { fill: "#ffcf8a", opacity: random.range(0.4, 0.9) }));
    }
  }
  return parts.join("");
}

/** 3 (16:10) — "Camera operator framing a shot on a city rooftop". */
function rooftopImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.wide;
  const scene = new Scene("shop:services:photo-video-and-animation-3", W, H);
  scene.add(
    rect(0, 0, W, H, 0, {
      fill: scene.linear(
        [0, 0, 0, H],
        stopsAt([0, "#1d2040"], [0.38, "#6b3a6a"], [0.62, "#e0683a"], [0.74, "#ffb25e"], [1, "#ffd08a"]),
      ),
    }),
  );
  scene.add(glow(scene, 380, 500, 420, "#ffe0a0", 0.7));
  const ground = 520;
  scene.add(skyline(scene, W, ground));
  // The roof: a parapet, gravel deck and a vent box, lit from behind.
  scene.add(rect(0, ground, W, H - ground, 0, { fill: scene.fade([0, ground, 0, H], "#2a1c22", "#0d0a0d") }));
  scene.add(
    rect(0, ground - 4, W, 16, 0, { fill: "#120d12" }),
    rect(0, ground - 4, W, 2, 0, { fill: "#ffb463", opacity: 0.6 }),
  );
  scene.add(
    rect(60, ground + 18, 140, 70, 4, { fill: "#17111a" }),
    rect(60, ground + 18, 140, 2, 0, { fill: "#ffb463", opacity: 0.35 }),
  );
  // The operator and the camera on its tripod, in silhouette with a warm rim.
  const ink = "#0b080c";
  const rim = "#ffb463";
  const feet = 612;
  const px = 820;
  const figure = [
    // Legs.
    path(`M${px - 18} ${feet}L${px - 12} ${feet - 120}L${px + 6} ${feet - 120}L${px + 2} ${feet}Z`, { fill: ink }),
    path(`M${px + 10} ${feet}L${px + 2} ${feet - 120}L${px + 22} ${feet - 122}L${px + 34} ${feet}Z`, { fill: ink }),
    // Jacket.
    path(
      `M${px - 26} ${feet - 110}C${px - 34} ${feet - 170} ${px - 30} ${feet - 230} ${px - 8} ${feet - 244}H${px + 24}C${px + 40} ${feet - 230} ${px + 40} ${feet - 170} ${px + 32} ${feet - 110}Z`,
      { fill: ink },
    ),
    // Head with a beanie, turned to the viewfinder.
    circle(px + 4, feet - 268, 21, { fill: ink }),
    path(`M${px - 18} ${feet - 272}C${px - 16} ${feet - 300} ${px + 24} ${feet - 302} ${px + 26} ${feet - 272}Z`, {
      fill: ink,
    }),
    // Arms to the pan handle and the camera.
    path(`M${px - 10} ${feet - 230}C${px - 50} ${feet - 210} ${px - 80} ${feet - 214} ${px - 100} ${feet - 224}`, {
      stroke: ink,
      sw: 17,
      cap: "round",
    }),
    path(`M${px + 20} ${feet - 226}C${px + 6} ${feet - 190} ${px - 40} ${feet - 186} ${px - 70} ${feet - 196}`, {
      stroke: ink,
      sw: 16,
      cap: "round",
    }),
  ];
  const cam = { x: 660, y: feet - 250 };
  const tripod = [
    path(
      `M${cam.x + 40} ${cam.y + 40}L${cam.x - 10} ${feet}M${cam.x + 40} ${cam.y + 40}L${cam.x + 44} ${feet + 4}M${cam.x + 40} ${cam.y + 40}L${cam.x + 96} ${feet}`,
      { stroke: ink, sw: 6, cap: "round" },
    ),
    rect(cam.x + 28, cam.y + 30, 26, 14, 3, { fill: ink }),
  ];
  const camera = [
    rect(cam.x, cam.y, 84, 44, 6, { fill: ink }),
    rect(cam.x - 46, cam.y + 6, 50, 32, 4, { fill: ink }),
    rect(cam.x - 56, cam.y + 2, 12, 40, 3, { fill: ink }),
    rect(cam.x + 14, cam.y - 14, 44, 10, 4, { fill: ink }),
    path(`M${cam.x + 84} ${cam.y + 30}L${cam.x + 150} ${cam.y + 10}`, { stroke: ink, sw: 6, cap: "round" }),
    // The flip-out monitor, glowing with the framed skyline.
    rect(cam.x + 60, cam.y - 46, 60, 38, 3, { fill: ink }),
    rect(cam.x + 63, cam.y - 43, 54, 32, 2, { fill: scene.fade([0, cam.y - 43, 0, cam.y - 11], "#7a4a7a", "#ff9a50") }),
    path(`M${cam.x + 63} ${cam.y - 18}h10v-8h6v-6h4v14h8v-4h10v-3h6v7h12v8h-60Z`, { fill: "#1c1626" }),
    glow(scene, cam.x + 90, cam.y - 27, 50, "#ffb463", 0.3),
    circle(cam.x + 8, cam.y + 8, 3, { fill: "#ff3b30" }),
  ];
  scene.add(g([...tripod, ...camera, ...figure]));
  // Rim light along the figure's back edge and the lens barrel.
  scene.add(
    path(`M${px + 31} ${feet - 112}C${px + 38} ${feet - 170} ${px + 38} ${feet - 226} ${px + 24} ${feet - 242}`, {
      stroke: rim,
      sw: 2,
      opacity: 0.7,
      cap: "round",
    }),
    path(`M${px + 22} ${feet - 286}C${px + 26} ${feet - 276} ${px + 25} ${feet - 262} ${px + 20} ${feet - 254}`, {
      stroke: rim,
      sw: 2,
      opacity: 0.7,
      cap: "round",
    }),
    line(cam.x - 44, cam.y + 6, cam.x + 2, cam.y + 6, { stroke: rim, sw: 1.5, opacity: 0.6 }),
  );
  // Camera HUD at the frame's corners, as if seen through a second camera.
  const hud = "#ffffff";
  const c = 22;
  scene.add(
    path(
      `M30 ${30 + c}V30H${30 + c}M${W - 30 - c} 30H${W - 30}V${30 + c}M${W - 30} ${H - 30 - c}V${H - 30}H${W - 30 - c}M${30 + c} ${H - 30}H30V${H - 30 - c}`,
      { stroke: hud, sw: 2, opacity: 0.7 },
    ),
    circle(52, 54, 6, { fill: "#ff3b30" }),
    t("REC  00:00:12:08", 66, 59, fonts.ui(12, 650, 0.06), { fill: hud, opacity: 0.85 }),
    t("4K  ·  24 FPS  ·  GOLDEN HOUR", W - 52, 59, fonts.ui(11, 600, 0.08), {
      fill: hud,
      opacity: 0.75,
      anchor: "end",
    }),
    vignette(scene, 0.35),
  );
  return scene.svg(label);
}

const GRAPHITE = "#3c3a37";

/** One storyboard panel's drawing, inside a 16:9 box at (x, y). */
function panelSketch(scene: Scene, i: number, x: number, y: number, w: number, h: number): string {
  const tone = "#c9c3b8";
  const p: string[] = [rect(x, y, w, h, 0, { fill: "#f4f0e8" })];
  const cx = x + w / 2;
  switch (i) {
    case 0: // Wide: the city waking up.
      p.push(rect(x, y + h * 0.62, w, h * 0.38, 0, { fill: tone, opacity: 0.6 }));
      p.push(
        pencil(
          `M${x} ${y + h * 0.62}h${w * 0.1}v-${h * 0.2}h${w * 0.06}v${h * 0.1}h${w * 0.08}v-${h * 0.34}h${w * 0.05}v${h * 0.3}h${w * 0.12}v-${h * 0.15}h${w * 0.1}v${h * 0.2}h${w * 0.2}v-${h * 0.1}h${w * 0.29}`,
          GRAPHITE,
          1.3,
        ),
      );
      p.push(circle(x + w * 0.78, y + h * 0.3, h * 0.1, { stroke: GRAPHITE, sw: 1.2, opacity: 0.7 }));
      break;
    case 1: // Close-up: hands on the kettle valve.
      p.push(rect(x, y, w * 0.45, h, 0, { fill: tone, opacity: 0.5 }));
      p.push(
        pencil(
          `M${x + w * 0.1} ${y + h}C${x + w * 0.1} ${y + h * 0.3} ${x + w * 0.5} ${y + h * 0.1} ${x + w * 0.9} ${y + h * 0.25}`,
          GRAPHITE,
          1.4,
        ),
      );
      p.push(
        pencil(
          `M${x + w * 0.45} ${y + h * 0.9}c${w * 0.05} -${h * 0.3} ${w * 0.2} -${h * 0.4} ${w * 0.3} -${h * 0.35}l${w * 0.08} ${h * 0.1}`,
          GRAPHITE,
          1.6,
        ),
      );
      p.push(circle(x + w * 0.74, y + h * 0.52, h * 0.09, { stroke: GRAPHITE, sw: 1.4, opacity: 0.8 }));
      break;
    case 2: // The pour.
      p.push(
        pencil(
          `M${cx - w * 0.12} ${y + h * 0.35}L${cx - w * 0.09} ${y + h * 0.95}H${cx + w * 0.09}L${cx + w * 0.12} ${y + h * 0.35}`,
          GRAPHITE,
          1.4,
        ),
      );
      p.push(rect(cx - w * 0.1, y + h * 0.55, w * 0.2, h * 0.4, 0, { fill: "#e8a64a", opacity: 0.55 }));
      p.push(
        pencil(
          `M${cx + w * 0.3} ${y + h * 0.05}l-${w * 0.12} ${h * 0.14}M${cx + w * 0.18} ${y + h * 0.19}C${cx + w * 0.05} ${y + h * 0.3} ${cx} ${y + h * 0.4} ${cx} ${y + h * 0.55}`,
          GRAPHITE,
          1.4,
        ),
      );
      break;
    case 3: // The taproom, full.
      p.push(rect(x, y + h * 0.55, w, h * 0.45, 0, { fill: tone, opacity: 0.5 }));
      for (let k = 0; k < 7; k += 1)
        p.push(
          circle(x + w * (0.1 + k * 0.13), y + h * (0.42 + (k % 2) * 0.08), h * 0.07, {
            stroke: GRAPHITE,
            sw: 1.2,
            opacity: 0.7,
          }),
          pencil(`M${x + w * (0.04 + k * 0.13)} ${y + h}q${w * 0.06} -${h * 0.42} ${w * 0.12} 0`, GRAPHITE, 1.1, 0.6),
        );
      p.push(path(`M${x} ${y + h * 0.18}h${w}`, { stroke: GRAPHITE, sw: 1, opacity: 0.4, dash: "3 5" }));
      break;
    case 4: // The can on the bar, shallow focus.
      p.push(rect(x, y + h * 0.72, w, h * 0.28, 0, { fill: tone, opacity: 0.6 }));
      p.push(pencil(`M${cx - w * 0.08} ${y + h * 0.2}h${w * 0.16}v${h * 0.56}h-${w * 0.16}Z`, GRAPHITE, 1.5));
      p.push(rect(cx - w * 0.08, y + h * 0.42, w * 0.16, h * 0.16, 0, { fill: palette.accent, opacity: 0.5 }));
      p.push(
        circle(x + w * 0.2, y + h * 0.3, h * 0.08, { fill: tone, opacity: 0.7 }),
        circle(x + w * 0.85, y + h * 0.35, h * 0.1, { fill: tone, opacity: 0.6 }),
      );
      break;
    default: // End card.
      p.push(rect(x, y, w, h, 0, { fill: "#2b2a28" }));
      p.push(
        circle(cx, y + h * 0.42, h * 0.16, { stroke: "#f4f0e8", sw: 1.6 }),
        t("COPPERLINE", cx, y + h * 0.8, fonts.display(h * 0.1, 760, 110, 0.12), { fill: "#f4f0e8", anchor: "middle" }),
      );
  }
  p.push(rect(x, y, w, h, 0, { stroke: GRAPHITE, sw: 1.6 }));
  return p.join("");
}

/** 4 (3:4) — "Storyboard frames for a thirty-second brand film". */
function storyboardImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.tall;
  const scene = new Scene("shop:services:photo-video-and-animation-4", W, H);
  const random = scene.random;
  scene.add(
    rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], "#1d1b1a", "#0b0a0a") }),
    glow(scene, W * 0.2, 0, W, palette.accent, 0.2),
  );
  const sheet = { x: 50, y: 44, w: 650, h: 900 };
  const parts: string[] = [
    shadowRect(scene, sheet.x, sheet.y, sheet.w, sheet.h, { blur: 30, opacity: 0.7, dy: 20 }),
    rect(sheet.x, sheet.y, sheet.w, sheet.h, 2, {
      fill: scene.fade([sheet.x, sheet.y, sheet.x + sheet.w, sheet.y + sheet.h], "#faf7f1", "#e6e0d5"),
    }),
  ];
  const px = sheet.x + 36;
  parts.push(t("STORYBOARD  ·  V2", px, sheet.y + 52, fonts.label(9, 700, 0.3), { fill: palette.accent }));
  parts.push(
    t("“First Pour”  ·  30 s brand film", px, sheet.y + 86, fonts.display(22, 720, 100, -0.01), { fill: "#1b1a18" }),
  );
  parts.push(
    t("Copperline Brewing", sheet.x + sheet.w - 36, sheet.y + 52, fonts.ui(10, 560), {
      fill: "#1b1a18",
      opacity: 0.6,
      anchor: "end",
    }),
  );
  parts.push(
    line(px, sheet.y + 108, sheet.x + sheet.w - 36, sheet.y + 108, { stroke: "#1b1a18", sw: 1, strokeOpacity: 0.2 }),
  );
  const pw = (sheet.w - 72 - 24) / 2;
  const ph = pw * 0.5625;
  const shots = [
    ["01", "0:00–0:04", "WIDE  ·  city at dawn"],
    ["02", "0:04–0:09", "CU  ·  hands on the valve"],
    ["03", "0:09–0:15", "MACRO  ·  the first pour"],
    ["04", "0:15–0:22", "DOLLY  ·  taproom, full"],
    ["05", "0:22–0:27", "CU  ·  can on the bar"],
    ["06", "0:27–0:30", "END CARD  ·  logo"],
  ];
  shots.forEach(([n, time, note], i) => {
    const x = px + (i % 2) * (pw + 24);
    const y = sheet.y + 134 + Math.floor(i / 2) * (ph + 112);
    parts.push(panelSketch(scene, i, x, y, pw, ph));
    parts.push(
      t(n as string, x, y + ph + 24, fonts.display(14, 760), { fill: palette.accent }),
      t(time as string, x + pw, y + ph + 24, fonts.ui(9.5, 600), { fill: "#1b1a18", opacity: 0.6, anchor: "end" }),
    );
    parts.push(t(note as string, x, y + ph + 46, fonts.ui(10, 620), { fill: "#1b1a18" }));
    parts.push(greek(random, x, y + ph + 60, pw, 2, { h: 4, gap: 12, fill: "#1b1a18", opacity: 0.22 }));
  });
  // Camera-move arrows in marker.
  const arrow = (x: number, y: number, len: number, angle: number, labelText: string) =>
    g(
      [
        path(`M0 0H${len}M${len - 10} -7L${len} 0L${len - 10} 7`, {
          stroke: palette.accent,
          sw: 3,
          cap: "round",
          join: "round",
        }),
        t(labelText, 0, -10, fonts.italic(11, 700), { fill: palette.accent }),
      ],
      { transform: `${translate(x, y)} ${rotate(angle)}` },
    );
  parts.push(arrow(px + pw * 0.15, sheet.y + 134 + ph * 0.88, 90, 0, "pan"));
  parts.push(arrow(px + pw + 24 + pw * 0.3, sheet.y + 134 + (ph + 112) + ph * 0.15, 70, 0, "push in"));
  scene.add(g(parts, { transform: rotate(-2, W / 2, H / 2) }), vignette(scene, 0.4));
  return scene.svg(label);
}

export const photoVideoImages: Readonly<Record<string, CollageImage>> = {
  "photo-video-and-animation-1": { shape: "portrait", draw: mugImage },
  "photo-video-and-animation-3": { shape: "wide", draw: rooftopImage },
  "photo-video-and-animation-4": { shape: "tall", draw: storyboardImage },
};
