import { expose, mix } from "../colour";
import { Scene } from "../kit";
import { createPrng } from "../prng";
import { siteData } from "../site-data";
import { stops, type Shade, stopsAt } from "../svg";
import { num } from "../svg";
import { smooth } from "../video";
import { Camera, type Lens, type V3 } from "./camera";
import { planeX, planeY, planeZ } from "../space";

const palette = siteData("palette");

/**
 * The VantaRoom hero reel: a twilight living room on a hill above Calgary, floor-to-ceiling glass
 * onto the downtown towers and the Rockies at dusk. The camera drifts on a slow ellipse (a gimbal
 * move, not a cut), the city twinkles, and once per loop a VantaRoom scan passes through the room:
 * a sheet of the studio's orange light crosses from left to right, tracing the room's profile and
 * leaving a wireframe that fades behind it. The left of the frame is the dark walnut wall, so the
 * headline the page sets there keeps its contrast.
 *
 * Every motion is periodic in the loop (whole cycles), and the scan is dark for the first and last
 * part of it, so the last frame leads into the first and the poster (frame 0) is the quiet room.
 */

export const VANTAROOM_REEL = { width: 1280, height: 720, fps: 24, seconds: 10 } as const;
export const VANTAROOM_REEL_FRAMES = VANTAROOM_REEL.fps * VANTAROOM_REEL.seconds;

const { width: W, height: H } = VANTAROOM_REEL;
const TAU = Math.PI * 2;

/** The room, in feet: x across, y up, z towards the camera; the glass wall is at z = BACK. */
const ROOM = { left: -12, right: 15, ceiling: 10, back: -22, near: 8 } as const;
/** Where the glass starts: left of it is solid walnut wall. */
const GLASS_LEFT = -5;

export function reelPhase(frame: number): number {
  return (((frame % VANTAROOM_REEL_FRAMES) + VANTAROOM_REEL_FRAMES) % VANTAROOM_REEL_FRAMES) / VANTAROOM_REEL_FRAMES;
}

/** The camera at loop phase t: an unhurried ellipse, breathing up and down twice, turning a touch. */
export function reelLens(t: number): Lens {
  const a = TAU * t;
  return {
    pos: [1.2 + 1.6 * Math.sin(a), 4.9 + 0.18 * Math.sin(2 * a), 4.2 - 1.4 * Math.cos(a)],
    yaw: 0.1 - 0.035 * Math.sin(a),
    focal: 700,
    cx: W / 2,
    cy: 372,
  };
}

/** Where the scan sheet is (world x) and how strongly it shows; strength 0 outside its pass. */
export function scanState(t: number): { x: number; strength: number } {
  const u = (t - 0.14) / 0.72;
  if (u <= 0 || u >= 1) return { x: ROOM.left, strength: 0 };
  const x = ROOM.left + (ROOM.right - ROOM.left) * smooth(u);
  const strength = smooth(u / 0.08) * (1 - smooth((u - 0.86) / 0.14));
  return { x, strength };
}

// ---- The view: sky, mountains, downtown -------------------------------------------------------

interface Tower {
  x: number;
  w: number;
  h: number;
  top: "flat" | "slant" | "stepped" | "spire" | "calgary" | "bow";
  tone: number;
  windows: { x: number; y: number; warm: boolean; cycle: number; phase: number }[];
}

/** Downtown, in picture units relative to the horizon (x from the view's centre, h up from it). */
const SKYLINE: Tower[] = (() => {
  const random = createPrng("vantaroom-reel:skyline");
  const towers: Tower[] = [];
  const specs: [number, number, number, Tower["top"]][] = [
    [-250, 26, 70, "flat"],
    [-215, 30, 98, "slant"],
    [-180, 22, 84, "flat"],
    [-150, 34, 150, "stepped"],
    [-112, 26, 118, "flat"],
    [-82, 38, 190, "bow"],
    [-40, 30, 214, "slant"],
    [-6, 26, 160, "stepped"],
    [24, 30, 176, "flat"],
    [58, 26, 128, "slant"],
    [86, 14, 250, "calgary"],
    [112, 30, 104, "flat"],
    [146, 24, 138, "stepped"],
    [176, 32, 92, "flat"],
    [212, 22, 74, "slant"],
    [246, 30, 58, "flat"],
    [-290, 30, 44, "flat"],
    [284, 26, 40, "flat"],
  ];
  for (const [x, w, h, top] of specs) {
    const windows: Tower["windows"] = [];
    if (top !== "calgary") {
      for (let wy = 8; wy < h - 10; wy += 7) {
        for (let wx = 4; wx < w - 3; wx += 5) {
          if (random.next() < 0.42) continue;
          windows.push({
            x: x - w / 2 + wx,
            y: wy,
            warm: random.next() < 0.7,
            cycle: random.next() < 0.12 ? 1 + Math.floor(random.next() * 3) : 0,
            phase: random.next(),
          });
        }
      }
    }
    towers.push({ x, w, h, top, tone: random.range(0, 1), windows });
  }
  return towers.sort((a, b) => a.h - b.h);
})();

/** The city's low lights spread along the horizon, twinkling. */
const CITY_LIGHTS = (() => {
  const random = createPrng("vantaroom-reel:city");
  return Array.from({ length: 420 }, () => {
    const x = random.range(-900, 900);
    const depth = random.next();
    return {
      x,
      y: 12 + depth * depth * 80,
      r: 0.6 + depth * 1.4,
      warm: random.next() < 0.75,
      cycle: random.next() < 0.3 ? 1 + Math.floor(random.next() * 3) : 0,
      phase: random.next(),
    };
  });
})();

function ridge(seed: string, base: number, amplitude: number, step: number): string {
  const random = createPrng(seed);
  const points: string[] = [`M-1000 ${base + 200}`, `L-1000 ${num(base, 1)}`];
  let y = base - amplitude * 0.5;
  for (let x = -1000; x <= 1000; x += step) {
    y = Math.min(base, Math.max(base - amplitude, y + random.range(-1, 1) * amplitude * 0.35));
    points.push(`L${x} ${num(y, 1)}`);
  }
  points.push(`L1000 ${base + 200}Z`);
  return points.join("");
}

const FAR_RANGE = ridge("vantaroom-reel:rockies-far", -4, 64, 18);
const NEAR_RANGE = ridge("vantaroom-reel:rockies-near", 4, 30, 26);

/** The view through the glass, drawn about the horizon, shifted as the camera turns (it is at infinity). */
function view(photo: Scene, t: number, lens: Lens): string {
  const shift = -lens.focal * Math.tan(lens.yaw);
  const hx = lens.cx + shift;
  const hy = lens.cy + 32;
  const parts: string[] = [];
  parts.push(
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${photo.linear([0, 0, 0, hy + 40], stops("#0a1230", "#15234d", "#2c3a72", "#5b4f7e", "#b8706a", "#f0a368"))}"/>`,
  );
  parts.push(photo.pool(hx - 180, hy - 10, 520, 110, "#ffb46e", 0.35));
  const stars = createPrng("vantaroom-reel:stars");
  for (let i = 0; i < 40; i += 1) {
    const twinkle = 0.5 + 0.5 * Math.sin(TAU * (2 * t + stars.next()));
    parts.push(
      `<circle cx="${num(hx + stars.range(-900, 900), 1)}" cy="${num(stars.range(10, hy - 200), 1)}" r="${num(stars.range(0.5, 1.1), 2)}" fill="#ffffff" fill-opacity="${num(0.25 + 0.35 * twinkle, 2)}"/>`,
    );
  }
  parts.push(
    `<g transform="translate(${num(hx, 2)} ${num(hy, 2)})">`,
    `<path d="${FAR_RANGE}" fill="${photo.linear([0, -60, 0, 10], stops("#4c4d7e", "#363b66"))}"/>`,
    `<path d="${NEAR_RANGE}" fill="#252a4c"/>`,
    `<rect x="-1000" y="8" width="2000" height="200" fill="${photo.linear([0, 8, 0, 120], stops("#1b1f3a", "#11142a"))}"/>`,
  );
  // Towers, lit windows, then the city's lights at their feet; downtown is a few kilometres off.
  parts.push(`<g transform="translate(-60 10) scale(0.56)">`);
  const warm: string[] = [];
  const cool: string[] = [];
  for (const tower of SKYLINE) {
    const x0 = tower.x - tower.w / 2;
    const x1 = tower.x + tower.w / 2;
    const body = mix("#1a2040", "#2a3158", tower.tone);
    let d: string;
    if (tower.top === "calgary") {
      // Calgary Tower: a slender shaft, the flared observation deck, the beacon.
      const h = tower.h;
      d = `M${x0 + 3} 12L${x0 + 4} ${-h + 40}L${x0 - 2} ${-h + 30}L${x0 - 2} ${-h + 22}L${x1 + 2} ${-h + 22}L${x1 + 2} ${-h + 30}L${x1 - 4} ${-h + 40}L${x1 - 3} 12Z`;
      parts.push(`<path d="${d}" fill="${body}"/>`);
      parts.push(
        `<rect x="${x0 - 2}" y="${-h + 24}" width="${tower.w + 4}" height="3" fill="#ffcf8a" fill-opacity="0.85"/>`,
      );
      parts.push(
        `<path d="M${tower.x - 1.5} ${-h + 22}L${tower.x} ${-h + 8}L${tower.x + 1.5} ${-h + 22}Z" fill="${body}"/>`,
      );
      const beacon = 0.5 + 0.5 * Math.cos(TAU * 5 * t);
      parts.push(
        `<circle cx="${tower.x}" cy="${-h + 7}" r="1.8" fill="#ff4a3a" fill-opacity="${num(0.35 + 0.65 * beacon, 2)}"/>`,
      );
      parts.push(photo.pool(tower.x, -h + 7, 10, 10, "#ff5a3a", 0.4 * beacon));
      continue;
    }
    if (tower.top === "slant") d = `M${x0} 12V${-tower.h + 16}L${x1} ${-tower.h}V12Z`;
    else if (tower.top === "stepped")
      d = `M${x0} 12V${-tower.h + 14}H${x0 + 4}V${-tower.h + 6}H${x1 - 4}V${-tower.h + 14}H${x1}V12Z`;
    else if (tower.top === "bow")
      d = `M${x0} 12V${-tower.h + 10}Q${tower.x} ${-tower.h - 8} ${x1} ${-tower.h + 10}V12Z`;
    else d = `M${x0} 12V${-tower.h}H${x1}V12Z`;
    parts.push(`<path d="${d}" fill="${body}"/>`);
    // The lit side of each tower, towards the afterglow.
    parts.push(`<path d="M${x0} 12V${-tower.h + 16}H${x0 + tower.w * 0.35}V12Z" fill="#8a6a8a" fill-opacity="0.12"/>`);
    for (const win of tower.windows) {
      const on = win.cycle === 0 ? 1 : 0.5 + 0.5 * Math.cos(TAU * (win.cycle * t + win.phase));
      if (on < 0.25) continue;
      (win.warm ? warm : cool).push(`M${num(win.x, 1)} ${num(-win.y, 1)}h2v1.6h-2Z`);
    }
    if (tower.top !== "bow" && tower.h > 120)
      parts.push(
        `<circle cx="${tower.x}" cy="${-tower.h - 2}" r="1.2" fill="#ff4a3a" fill-opacity="${num(0.4 + 0.6 * (0.5 + 0.5 * Math.cos(TAU * (3 * t + tower.tone))), 2)}"/>`,
      );
  }
  parts.push(
    `<path d="${warm.join("")}" fill="#ffd08a" fill-opacity="0.85"/>`,
    `<path d="${cool.join("")}" fill="#cfe0ff" fill-opacity="0.6"/>`,
  );
  parts.push(`</g>`);
  const lights: string[] = [];
  const lightsCool: string[] = [];
  for (const light of CITY_LIGHTS) {
    const on = light.cycle === 0 ? 1 : 0.55 + 0.45 * Math.cos(TAU * (light.cycle * t + light.phase));
    const r = light.r * (0.75 + 0.25 * on);
    const d = `M${num(light.x - r, 1)} ${num(light.y, 1)}a${num(r, 2)} ${num(r, 2)} 0 1 0 ${num(2 * r, 2)} 0a${num(r, 2)} ${num(r, 2)} 0 1 0 ${num(-2 * r, 2)} 0`;
    (light.warm ? lights : lightsCool).push(d);
  }
  parts.push(
    `<path d="${lights.join("")}" fill="#ffc37a" fill-opacity="0.8"/>`,
    `<path d="${lightsCool.join("")}" fill="#dbe6ff" fill-opacity="0.55"/>`,
  );
  parts.push(photo.pool(0, 20, 700, 60, "#ff9e5a", 0.18));
  parts.push(`</g>`);
  return parts.join("");
}

// ---- The room ---------------------------------------------------------------------------------

interface Block {
  p0: V3;
  p1: V3;
  colour: string;
}

/** Furniture as boxes: a low sofa facing the glass, a coffee table, a side table and lamp. */
const FURNITURE: Block[] = [
  { p0: [-3.5, 0.4, -14.5], p1: [8.5, 1.6, -11.5], colour: "#2a2622" },
  { p0: [-3.5, 1.6, -11.9], p1: [8.5, 2.9, -11.1], colour: "#24201d" },
  { p0: [-3.9, 0.4, -14.5], p1: [-3.1, 2.2, -11.1], colour: "#26221f" },
  { p0: [8.1, 0.4, -14.5], p1: [8.9, 2.2, -11.1], colour: "#26221f" },
  { p0: [0.5, 0, -9.6], p1: [4.5, 1.0, -7.8], colour: "#2e241d" },
  { p0: [11, 0, -15], p1: [12.6, 2.0, -13.4], colour: "#31261e" },
];

/** The faces of a box the camera sees, as world polygons with their normal axis, far to near. */
function boxFaces(block: Block, eye: V3): { points: V3[]; side: "top" | "front" | "left" | "right" | "back" }[] {
  const [x0, y0, z0] = block.p0;
  const [x1, y1, z1] = block.p1;
  const faces: { points: V3[]; side: "top" | "front" | "left" | "right" | "back" }[] = [];
  if (eye[2] < z0)
    faces.push({
      side: "back",
      points: planeZ([x0, x1], [y0, y1], z0),
    });
  if (eye[0] < x0)
    faces.push({
      side: "left",
      points: [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
    });
  if (eye[0] > x1)
    faces.push({
      side: "right",
      points: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
    });
  if (eye[1] > y1)
    faces.push({
      side: "top",
      points: planeY([x0, x1], y1, [z0, z1]),
    });
  if (eye[2] > z1)
    faces.push({
      side: "front",
      points: planeZ([x0, x1], [y0, y1], z1),
    });
  return faces;
}

/** The edges of the room and its furniture, for the scan's wireframe. */
function wireframe(cam: Camera): string {
  const { left, right, ceiling, back, near } = ROOM;
  const lines: string[] = [
    cam.d(planeZ([left, right], [0, ceiling], back)),
    cam.line([left, 0, back], [left, 0, near]),
    cam.line([right, 0, back], [right, 0, near]),
    cam.line([left, ceiling, back], [left, ceiling, near]),
    cam.line([right, ceiling, back], [right, ceiling, near]),
  ];
  for (let x = GLASS_LEFT; x <= right; x += 5) lines.push(cam.line([x, 0, back], [x, ceiling, back]));
  for (let z = back + 4; z < near; z += 4) lines.push(cam.line([left, 0, z], [right, 0, z]));
  for (const block of FURNITURE) {
    const [x0, y0, z0] = block.p0;
    const [x1, y1, z1] = block.p1;
    lines.push(cam.d(planeY([x0, x1], y1, [z0, z1])), cam.d(planeZ([x0, x1], [y0, y1], z1)));
  }
  return lines.join("");
}

/** Where the scan sheet cuts the room and the furniture: its glowing profile. */
function scanProfile(cam: Camera, x: number): string {
  const { ceiling, back, near } = ROOM;
  const lines: string[] = [
    cam.d(
      [
        [x, 0, near],
        [x, 0, back],
        [x, ceiling, back],
        [x, ceiling, near],
      ],
      false,
    ),
  ];
  for (const block of FURNITURE) {
    const [x0, y0, z0] = block.p0;
    const [x1, y1, z1] = block.p1;
    if (x < x0 || x > x1) continue;
    lines.push(cam.d(planeX(x, [y0, y1], [z0, z1])));
  }
  return lines.join("");
}

function room(photo: Scene, cam: Camera): string {
  const { left, right, ceiling, back, near } = ROOM;
  const parts: string[] = [];
  const pos = cam.lens.pos;
  const grad = (a: V3, b: V3, colours: readonly Shade[]) => {
    const [x1, y1] = cam.p(a);
    const [x2, y2] = cam.p(b);
    return photo.linear([x1, y1, x2, y2], stops(...colours));
  };
  // The glass wall's mullions and its solid left part.
  const mullions: string[] = [];
  for (let x = GLASS_LEFT; x <= right; x += 5) mullions.push(cam.d(planeZ([x - 0.12, x + 0.12], [0, ceiling], back)));
  mullions.push(cam.d(planeZ([GLASS_LEFT, right], [0, 0.5], back)));
  mullions.push(cam.d(planeZ([GLASS_LEFT, right], [ceiling - 0.4, ceiling], back)));
  parts.push(`<path d="${mullions.join("")}" fill="#07080c"/>`);
  // Faint reflections of the room's lamps on the glass.
  const [gx, gy] = cam.p([10.5, 3.6, back]);
  parts.push(photo.pool(gx, gy, 60, 60, "#ffcf95", 0.22));
  parts.push(
    `<path d="${cam.d(planeZ([left, GLASS_LEFT], [0, ceiling], back))}" fill="${grad([left, 5, back], [GLASS_LEFT, 5, back], ["#1b1512", "#241b15"])}"/>`,
  );
  // Ceiling, walls and the floor.
  parts.push(
    `<path d="${cam.d(planeY([left, right], ceiling, [back, near]))}" fill="${grad([0, ceiling, back], [0, ceiling, pos[2] - 2], ["#2a2420", "#15120f", "#0c0a09"])}"/>`,
    `<path d="${cam.d([
      [right, 0, back],
      [right, 0, near],
      [right, ceiling, near],
      [right, ceiling, back],
    ])}" fill="${grad([right, 5, back], [right, 5, pos[2]], ["#2b2521", "#161210"])}"/>`,
  );
  // The walnut wall on the left: slats, warm where the lamp light reaches.
  parts.push(
    `<path d="${cam.d([
      [left, 0, back],
      [left, 0, near],
      [left, ceiling, near],
      [left, ceiling, back],
    ])}" fill="${grad([left, 5, back], [left, 5, pos[2]], ["#2b1d14", "#170f0a", "#0b0705"])}"/>`,
  );
  const slats: string[] = [];
  for (let z = back + 0.6; z < near; z += 0.6) slats.push(cam.line([left + 0.01, 0.3, z], [left + 0.01, ceiling, z]));
  parts.push(`<path d="${slats.join("")}" stroke="#000000" stroke-opacity="0.45" stroke-width="1.2" fill="none"/>`);
  parts.push(
    `<path d="${cam.d(planeY([left, right], 0, [back, near]))}" fill="${grad([0, 0, back], [0, 0, pos[2] - 1], ["#2b211a", "#1a130e", "#0f0b08"])}"/>`,
  );
  // The glossy floor mirrors the glass: dusk sky and the city's lights, smeared.
  const mirror = (p: V3): V3 => [p[0], -p[1], p[2]];
  const reflection: V3[] = planeZ([GLASS_LEFT, right], [0, 5], back);
  const [, ry0] = cam.p([0, 0, back]);
  const [, ry1] = cam.p([0, -5, back]);
  parts.push(
    `<path d="${cam.d(reflection.map(mirror))}" fill="${photo.linear([0, ry0, 0, ry1], stops(["#f0a368", 0.22], ["#5b4f7e", 0.1], ["#15234d", 0]))}"/>`,
  );
  const streaks: string[] = [];
  const random = createPrng("vantaroom-reel:streaks");
  for (let i = 0; i < 26; i += 1) {
    const x = random.range(GLASS_LEFT + 0.5, right - 0.5);
    streaks.push(cam.line([x, -0.1, back], [x, -random.range(0.8, 2.2), back]));
  }
  parts.push(`<path d="${streaks.join("")}" stroke="#ffc37a" stroke-opacity="0.16" stroke-width="2" fill="none"/>`);
  // Rug under the furniture.
  parts.push(`<path d="${cam.d(planeY([-6, 11], 0.02, [-17, -5]))}" fill="#1f1a17"/>`);
  // Pot lights: small warm points with a soft spill down the walls.
  for (const [x, z] of [
    [-8, -16],
    [-8, -6],
    [2, -16],
    [12, -16],
    [12, -6],
  ] as const) {
    const [lx, ly] = cam.p([x, ceiling - 0.01, z]);
    const k = cam.scaleAt([x, ceiling, z]);
    parts.push(
      `<ellipse cx="${num(lx, 1)}" cy="${num(ly, 1)}" rx="${num(k * 0.28, 1)}" ry="${num(k * 0.09, 1)}" fill="#ffe7c2"/>`,
    );
    parts.push(photo.pool(lx, ly + k * 0.2, k * 1.6, k * 0.8, "#ffd49a", 0.35));
  }
  // A warm pool of lamp light on the floor and the right wall.
  const [px, py] = cam.p([11.8, 0, -14]);
  const kp = cam.scaleAt([11.8, 0, -14]);
  parts.push(photo.pool(px, py, kp * 7, kp * 2.2, "#ffb36a", 0.28));
  const [wx, wy] = cam.p([right, 4, -14]);
  parts.push(photo.pool(wx, wy, kp * 5, kp * 6, "#ffb36a", 0.2));
  // Furniture, far to near, each face shaded; rims lit by the window behind.
  const blocks = [...FURNITURE].sort((a, b) => a.p0[2] - b.p0[2]);
  for (const block of blocks) {
    const [x0, y0, z0] = block.p0;
    const [x1, y1, z1] = block.p1;
    // A soft contact shadow on the rug.
    const [cx0, cy0] = cam.p([x0 - 0.4, 0, z1 + 0.4]);
    const [cx1] = cam.p([x1 + 0.4, 0, z1 + 0.4]);
    if (y0 < 0.5) parts.push(photo.pool((cx0 + cx1) / 2, cy0, (cx1 - cx0) * 0.6, (cx1 - cx0) * 0.06, "#000000", 0.5));
    for (const face of boxFaces(block, pos)) {
      if (face.side === "top") {
        // Tops catch the dusk from the glass: brighter towards the back edge.
        parts.push(
          `<path d="${cam.d(face.points)}" fill="${grad([x0, y1, z0], [x0, y1, z1], [expose(block.colour, 1.9), expose(block.colour, 1.2)])}"/>`,
        );
      } else {
        const k = face.side === "front" ? 0.85 : face.side === "back" ? 1 : 0.7;
        parts.push(
          `<path d="${cam.d(face.points)}" fill="${grad([x0, y1, z0], [x0, y0, z0], [expose(block.colour, k * 1.35), expose(block.colour, k * 0.7)])}"/>`,
        );
      }
    }
    parts.push(
      `<path d="${cam.line([x0, y1, z0], [x1, y1, z0])}" stroke="#f0a368" stroke-opacity="0.45" stroke-width="1.2" fill="none"/>`,
    );
  }
  // Seams between the sofa's back cushions.
  const seams = [0.5, 4.5].map((x) => cam.line([x, 1.7, -11.91], [x, 2.85, -11.91])).join("");
  parts.push(`<path d="${seams}" stroke="#000000" stroke-opacity="0.5" stroke-width="1.4" fill="none"/>`);
  // The floor lamp by the side table: a stem and a glowing shade.
  const [sx, sy] = cam.p([11.8, 2.0, -14.2]);
  const [tx, ty] = cam.p([11.8, 3.1, -14.2]);
  const ks = cam.scaleAt([11.8, 3, -14.2]);
  parts.push(`<path d="M${num(sx, 1)} ${num(sy, 1)}L${num(tx, 1)} ${num(ty, 1)}" stroke="#0c0a08" stroke-width="2"/>`);
  parts.push(
    `<path d="M${num(tx - ks * 0.7, 1)} ${num(ty + ks * 0.9, 1)}L${num(tx - ks * 0.5, 1)} ${num(ty, 1)}H${num(tx + ks * 0.5, 1)}L${num(tx + ks * 0.7, 1)} ${num(ty + ks * 0.9, 1)}Z" fill="${photo.linear([tx - ks, 0, tx + ks, 0], stops("#c98a4a", "#ffe0a8", "#c98a4a"))}"/>`,
  );
  parts.push(photo.pool(tx, ty + ks * 0.5, ks * 4, ks * 4, "#ffc27a", 0.5));
  // A plant by the glass, silhouetted.
  const [bx, by] = cam.p([13, 0, -19]);
  const kb = cam.scaleAt([13, 0, -19]);
  const leaves = createPrng("vantaroom-reel:plant");
  const fronds: string[] = [];
  for (let i = 0; i < 34; i += 1) {
    const a = leaves.range(-1.1, 1.1);
    const l = kb * leaves.range(2.2, 4.6);
    const ex = bx + Math.sin(a) * l;
    const ey = by - kb * 1.4 - Math.cos(a) * l;
    fronds.push(
      `M${num(bx, 1)} ${num(by - kb * 1.4, 1)}Q${num(bx + Math.sin(a) * l * 0.3, 1)} ${num(ey - l * 0.2, 1)} ${num(ex, 1)} ${num(ey + l * 0.15, 1)}`,
    );
  }
  parts.push(
    `<path d="M${num(bx - kb * 0.7, 1)} ${num(by, 1)}L${num(bx - kb * 0.8, 1)} ${num(by - kb * 1.5, 1)}H${num(bx + kb * 0.8, 1)}L${num(bx + kb * 0.7, 1)} ${num(by, 1)}Z" fill="#16110d"/>`,
  );
  parts.push(
    `<path d="${fronds.join("")}" stroke="#0d130e" stroke-width="${num(kb * 0.12, 1)}" stroke-linecap="round" fill="none"/>`,
  );
  return parts.join("");
}

/** The scan: a sheet of orange light, its profile, a trail of wireframe and sampled points. */
function scan(photo: Scene, cam: Camera, t: number): string {
  const { x, strength } = scanState(t);
  if (strength <= 0.001) return "";
  const { ceiling, back, near } = ROOM;
  const parts: string[] = [];
  const [sx] = cam.p([x, 0, back]);
  const [sxNear] = cam.p([x, 0, cam.lens.pos[2] - 3]);
  const edge = Math.max(sx, sxNear);
  const trail = photo.linear(
    [edge - 420, 0, edge, 0],
    stopsAt(
      [0, palette.accent, 0],
      [0.85, palette.accent, 0.35 * strength],
      [0.999, palette.accentGlow, 0.6 * strength],
      [1, palette.accent, 0],
    ),
  );
  parts.push(`<path d="${wireframe(cam)}" stroke="${trail}" stroke-width="1.1" fill="none"/>`);
  // The light sheet itself, faint, and its profile, bright with a halo.
  parts.push(
    `<path d="${cam.d([
      [x, 0, cam.lens.pos[2] - 2],
      [x, 0, back],
      [x, ceiling, back],
      [x, ceiling, cam.lens.pos[2] - 2],
    ])}" fill="${palette.accent}" fill-opacity="${num(0.07 * strength, 3)}"/>`,
  );
  const profile = scanProfile(cam, x);
  parts.push(
    `<path d="${profile}" stroke="${palette.accent}" stroke-opacity="${num(0.18 * strength, 3)}" stroke-width="14" stroke-linejoin="round" fill="none"/>`,
    `<path d="${profile}" stroke="${palette.accentGlow}" stroke-opacity="${num(0.9 * strength, 3)}" stroke-width="2" stroke-linejoin="round" fill="none"/>`,
  );
  // Points the scanner has just measured, scattered behind the sheet.
  const random = createPrng("vantaroom-reel:points");
  const dots: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const behind = random.next() * 2.2;
    const px = x - behind;
    const z = random.range(back, near - 2);
    const onFloor = random.next() < 0.7;
    const point: V3 = onFloor ? [px, 0, z] : [px, random.range(0, ceiling), back];
    if (cam.depth(point) < 1) continue;
    const [dx, dy] = cam.p(point);
    const r = 1.1;
    dots.push(`M${num(dx - r, 1)} ${num(dy, 1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`);
  }
  parts.push(`<path d="${dots.join("")}" fill="${palette.accentGlow}" fill-opacity="${num(0.55 * strength, 3)}"/>`);
  return parts.join("");
}

/** One frame of the reel as SVG. */
export function vantaroomReelFrameSvg(frame: number): string {
  const t = reelPhase(frame);
  const lens = reelLens(t);
  const cam = new Camera(lens);
  const photo = new Scene("vantaroom:vantaroom-reel", W, H);
  const { back, ceiling, right } = ROOM;
  const glass = cam.d(planeZ([GLASS_LEFT, right], [0, ceiling], back));
  const clip = photo.clip(`<path d="${glass}"/>`);
  photo.add(`<rect width="${W}" height="${H}" fill="#0b0908"/>`);
  photo.add(`<g clip-path="${clip}">${view(photo, t, lens)}</g>`);
  photo.add(room(photo, cam));
  photo.add(scan(photo, cam, t));
  // Darker towards the left, where the headline sits, and a lens vignette.
  photo.add(
    `<rect width="${W}" height="${H}" fill="${photo.linear(
      [0, 0, W, 0],
      stopsAt([0, "#000", 0.45], [0.45, "#000", 0.12], [1, "#000", 0]),
    )}"/>`,
  );
  photo.add(
    `<rect width="${W}" height="${H}" fill="${photo.radial({ cx: W / 2, cy: H / 2, r: Math.hypot(W, H) / 2 }, stopsAt([0.6, "#000", 0], [1, "#000", 0.5]))}"/>`,
  );
  return photo.svg("VantaRoom: a twilight living room above Calgary, scanned in 3D");
}
