import { circle, ellipse, fonts, g, glow, path, rect, Scene, ct } from "../../kit";
import { num } from "../../svg";
import { smooth } from "../../video";
import { CLIP_SIZE, speaker, type CollageClip } from "../kit";
import { bison, LANG } from "../language";

/**
 * Indigenous Language & Education clip — "Animated illustration for a children's vocabulary lesson":
 * a bold prairie picture that lives (the sun's rays turn, clouds drift, a bird crosses, grass
 * sways, a fish leaps) while the lesson points at one thing at a time (sun, bison, bird, river)
 * with a listening bubble, the way a child taps each picture to hear a speaker say its word.
 * No words in the language are shown: the audio is the community's.
 */

const { width: W, height: H } = CLIP_SIZE.square!;
const TAU = Math.PI * 2;
const HORIZON = 360;

const SUBJECTS = [
  { name: "sun", x: 470, y: 170, r: 92 },
  { name: "bison", x: 250, y: 392, r: 96 },
  { name: "bird", x: 0, y: 0, r: 40 },
  { name: "river", x: 400, y: 540, r: 70 },
] as const;

/** Where the bird is: across the sky once a loop, wings beating four times. */
function birdAt(t: number): { x: number; y: number; flap: number } {
  return { x: -80 + (W + 160) * t, y: 190 + 24 * Math.sin(TAU * t), flap: Math.sin(TAU * 8 * t) };
}

function bird(x: number, y: number, flap: number, fill: string): string {
  const wing = 20 * flap;
  return (
    path(
      `M${num(x - 34)} ${num(y - wing)}Q${num(x - 15)} ${num(y - 6 - wing * 0.4)} ${num(x)} ${num(y + 3)}Q${num(x + 15)} ${num(y - 6 - wing * 0.4)} ${num(x + 34)} ${num(y - wing)}`,
      { stroke: fill, sw: 7, cap: "round", join: "round" },
    ) + circle(x, y + 4, 6, { fill })
  );
}

function cloud(x: number, y: number, s: number): string {
  return (
    [
      [0, 0, 26],
      [26, -10, 30],
      [54, 0, 24],
    ]
      .map(([dx, dy, r]) =>
        circle(x + (dx as number) * s, y + (dy as number) * s, (r as number) * s, { fill: "#fffaf0" }),
      )
      .join("") + rect(x - 24 * s, y, 102 * s, 24 * s, 12 * s, { fill: "#fffaf0" })
  );
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:indigenous-language-and-education-2", W, H);
  // Sky and sun.
  scene.add(rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, 0, HORIZON], "#bcd9d6", "#f6e3c0") }));
  const sun = SUBJECTS[0];
  scene.add(glow(scene, sun.x, sun.y, 200, "#fff1c9", 0.7));
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * TAU) / 12 + (TAU / 12) * t;
    const long = i % 2 === 0 ? 74 : 64;
    return `M${num(sun.x + Math.cos(a) * 52)} ${num(sun.y + Math.sin(a) * 52)}L${num(sun.x + Math.cos(a) * long)} ${num(sun.y + Math.sin(a) * long)}`;
  }).join("");
  scene.add(
    path(rays, { stroke: LANG.ochre, sw: 9, cap: "round" }),
    circle(sun.x, sun.y, 42, { fill: LANG.ochre }),
    circle(sun.x - 10, sun.y - 10, 14, { fill: "#e2b877" }),
  );
  // Clouds drifting right, wrapping off screen.
  for (const [x0, y, s] of [
    [60, 72, 1],
    [380, 44, 0.8],
    [760, 286, 0.6],
  ] as const) {
    const span = W + 260;
    const x = ((((x0 + span * t) % span) + span) % span) - 150;
    scene.add(cloud(x, y, s));
  }
  const b = birdAt(t);
  scene.add(bird(b.x, b.y, b.flap, LANG.ink));
  // Hills, prairie and the river.
  scene.add(
    path(
      `M0 ${HORIZON}C120 ${HORIZON - 60} 260 ${HORIZON - 30} 360 ${HORIZON - 50}S560 ${HORIZON - 70} ${W} ${HORIZON - 30}V${H}H0Z`,
      { fill: "#9fb37a" },
    ),
  );
  scene.add(
    path(`M0 ${HORIZON + 30}C160 ${HORIZON} 330 ${HORIZON + 40} ${W} ${HORIZON + 10}V${H}H0Z`, { fill: LANG.grass }),
  );
  const bob = Math.sin(TAU * 2 * t);
  const bis = SUBJECTS[1];
  scene.add(ellipse(bis.x, bis.y + 54, 70, 10, { fill: "#000", opacity: 0.12 }));
  scene.add(g(bison(0, 0, 2.1, LANG.clay), { transform: `translate(${num(bis.x)} ${num(bis.y + 2 * bob, 2)})` }));
  const river = SUBJECTS[3];
  scene.add(
    path(
      `M0 ${river.y - 30}C160 ${river.y - 70} 300 ${river.y + 10} ${W} ${river.y - 40}V${river.y + 30}C300 ${river.y + 70} 160 ${river.y} 0 ${river.y + 40}Z`,
      { fill: LANG.teal },
    ),
  );
  const ripple = ((t * 2) % 1) * 40;
  scene.add(
    path(`M${num(150 + ripple)} ${river.y - 22}q20 -10 40 0M${num(420 + ripple)} ${river.y - 8}q20 -10 40 0`, {
      stroke: "#9cc3bd",
      sw: 4,
      cap: "round",
    }),
  );
  // The fish leaps once a loop.
  // The fish leaps while the lesson points at the river.
  const leap = (t + 0.35) % 1;
  if (leap < 0.2) {
    const u = leap / 0.2;
    const fx = 330 + 120 * u;
    const fy = river.y - 10 - 120 * Math.sin(Math.PI * u);
    const angle = -60 + 120 * u;
    scene.add(
      g(path("M-22 0c8 -12 26 -12 34 0c-8 12 -26 12 -34 0ZM-22 0l-12 -10v20Z", { fill: LANG.ochre }), {
        transform: `translate(${num(fx)} ${num(fy)}) rotate(${num(angle)})`,
      }),
    );
  }
  // Grass in the foreground, swaying.
  const blades: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const x = 10 + i * 25;
    const sway = 6 * Math.sin(TAU * (t + i * 0.07));
    blades.push(`M${x} ${H}Q${num(x + sway / 2)} ${H - 40} ${num(x + sway)} ${H - 60 - (i % 3) * 14}`);
  }
  scene.add(path(blades.join(""), { stroke: "#5d7a3a", sw: 5, cap: "round" }));
  // The lesson: one picture at a time is ringed, with a listening bubble.
  // Shifted half a beat, so the poster (the first frame) shows the sun being pointed at.
  const lesson = (t + 0.125) % 1;
  const beat = Math.floor(lesson * 4);
  const local = lesson * 4 - beat;
  const pulse = smooth(local / 0.2) * (1 - smooth((local - 0.82) / 0.18));
  const s = SUBJECTS[beat] as (typeof SUBJECTS)[number];
  const at = s.name === "bird" ? { x: b.x, y: b.y } : { x: s.x, y: s.y };
  if (pulse > 0.01) {
    const ringR = s.r * (0.9 + 0.1 * Math.sin(TAU * 3 * local));
    scene.add(
      circle(at.x, at.y, ringR, { stroke: "#fffaf0", sw: 5, opacity: 0.9 * pulse, dash: "2 12", cap: "round" }),
    );
    const bx = Math.min(W - 100, Math.max(20, at.x + s.r * 0.5));
    const by = Math.max(20, at.y - s.r - 40);
    scene.add(
      g(
        [
          rect(bx, by, 84, 50, 25, { fill: "#fffaf0" }),
          path(`M${bx + 22} ${by + 46}l-6 16 18 -14Z`, { fill: "#fffaf0" }),
          speaker(bx + 30, by + 25, 22, LANG.teal),
          path(`M${bx + 56} ${by + 18}v14M${bx + 64} ${by + 13}v24M${bx + 72} ${by + 19}v12`, {
            stroke: LANG.teal,
            sw: 3.5,
            cap: "round",
            opacity: 0.4 + 0.6 * Math.abs(Math.sin(TAU * 4 * local)),
          }),
        ],
        { opacity: pulse, transform: `translate(0 ${num(8 * (1 - pulse), 2)})` },
      ),
    );
  }
  // Lesson chrome: progress through the four pictures.
  scene.add(
    rect(20, 20, 300, 40, 20, { fill: "#fffaf0", opacity: 0.92 }),
    ct("LESSON 2  ·  AROUND US", 40, 45, fonts.label(8.5, 700, 0.18), { fill: LANG.teal }),
  );
  for (let i = 0; i < 4; i += 1)
    scene.add(circle(248 + i * 20, 40, 6, { fill: i <= beat ? LANG.clay : "#fffaf0", stroke: LANG.clay, sw: 2 }));
  return scene.svg(label);
}

export const indigenousLanguageClip: CollageClip = { shape: "square", seconds: 4, crf: 23, frame };
