import { siteData } from "../site-data";
import { num, svgDocument } from "../svg";
import { type } from "../typography";
import {
  FLOORS,
  FOOTPRINT,
  HOUSE,
  MINIMAP,
  RISERS,
  STAIRS,
  planToMinimap,
  polygonArea,
  polygonBounds,
  runEnds,
  wallRuns,
  type Floor,
  type Pt,
  type Rect,
  type WallRun,
} from "./house";

const palette = siteData("palette");

/**
 * One floor plan per storey, drawn from the same model as the tour frames and through the same
 * plan-to-minimap transform the waypoints use: dark ground, light walls, quiet furniture outlines,
 * the stairs and the front door picked out in the studio's orange.
 */

export const MINIMAP_MAX_BYTES = 40_000;

const WALL = palette.text;
const ROOM = "#161618";
const WET = "#131315";
const FURNITURE = "#222125";
const FURNITURE_LINE = "#333237";
const FINE_LINE = palette.subtext;

/** Plan feet to minimap pixels; the one transform shared with the waypoints (planToMinimap). */
function px(floor: number, x: number, y: number): [number, number] {
  const at = planToMinimap(floor, x, y);
  return [(at.x / 100) * MINIMAP.width, (at.y / 100) * MINIMAP.height];
}

const feet = (value: number) => value * MINIMAP.scale;

function rectPath(floor: number, [x0, y0, x1, y1]: Rect): string {
  const [ax, ay] = px(floor, x0, y0);
  const [bx, by] = px(floor, x1, y1);
  return `M${num(ax)} ${num(ay)}H${num(bx)}V${num(by)}H${num(ax)}Z`;
}

function polygonPath(floor: number, poly: readonly Pt[]): string {
  return `${poly
    .map(([x, y], i) => {
      const [sx, sy] = px(floor, x, y);
      return `${i === 0 ? "M" : "L"}${num(sx)} ${num(sy)}`;
    })
    .join("")}Z`;
}

/** A wall run's footprint (centre-line plus thickness), with square ends that close the corners. */
function runRect(run: WallRun, extend: boolean): Rect {
  const half = run.thickness / 2;
  const from = run.from - (extend && !run.jambFrom ? half : 0);
  const to = run.to + (extend && !run.jambTo ? half : 0);
  return run.axis === "h" ? [from, run.at - half, to, run.at + half] : [run.at - half, from, run.at + half, to];
}

function walls(floor: number): string {
  const runs = wallRuns(floor);
  const solid = runs.filter((run) => run.kind === "wall").map((run) => rectPath(floor, runRect(run, true)));
  const parts = [`<path d="${solid.join("")}" fill="${WALL}"/>`];
  for (const run of runs) {
    if (run.kind === "window") {
      // Glazing: the wall's outline with two fine lines for the glass.
      const [x0, y0, x1, y1] = runRect(run, false);
      parts.push(
        `<path d="${rectPath(floor, [x0, y0, x1, y1])}" fill="${palette.backgroundSecondary}" stroke="${WALL}" stroke-width="1"/>`,
      );
      const [a, b] = runEnds(run);
      const [ax, ay] = px(floor, a[0], a[1]);
      const [bx, by] = px(floor, b[0], b[1]);
      parts.push(
        `<path d="M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}" stroke="${palette.heading}" stroke-width="1.4"/>`,
      );
    } else if (run.kind === "opening" && run.opening?.door !== undefined) {
      parts.push(doorSwing(floor, run));
    }
  }
  return parts.join("");
}

/** A closed door: the leaf drawn open at 90 degrees and its swing, into the larger room. */
function doorSwing(floor: number, run: WallRun): string {
  const plan = HOUSE[floor] as Floor;
  const width = run.to - run.from;
  const front = run.axis === "h" && run.at === FOOTPRINT.y1;
  // Swing into the room whose centre lies on the side with more space; the front door opens inwards.
  const probe = (sign: number) => {
    const [mx, my] =
      run.axis === "h" ? [(run.from + run.to) / 2, run.at + sign] : [run.at + sign, (run.from + run.to) / 2];
    const room = plan.rooms.find((candidate) => {
      const [x0, y0, x1, y1] = polygonBounds(candidate.poly);
      return mx > x0 && mx < x1 && my > y0 && my < y1;
    });
    return room ? polygonArea(room.poly) : 0;
  };
  const side = front ? -1 : probe(1) >= probe(-1) ? 1 : -1;
  const hinge: Pt = run.axis === "h" ? [run.from, run.at] : [run.at, run.from];
  const tip: Pt = run.axis === "h" ? [run.from, run.at + side * width] : [run.at + side * width, run.from];
  const end: Pt = run.axis === "h" ? [run.to, run.at] : [run.at, run.to];
  const [hx, hy] = px(floor, hinge[0], hinge[1]);
  const [tx, ty] = px(floor, tip[0], tip[1]);
  const [ex, ey] = px(floor, end[0], end[1]);
  const r = feet(width);
  const sweep = (run.axis === "h" ? side > 0 : side < 0) ? 1 : 0;
  const colour = front ? palette.accent : FINE_LINE;
  return (
    `<path d="M${num(hx)} ${num(hy)}L${num(tx)} ${num(ty)}" stroke="${colour}" stroke-width="${front ? 2 : 1.2}"/>` +
    `<path d="M${num(tx)} ${num(ty)}A${num(r)} ${num(r)} 0 0 ${sweep} ${num(ex)} ${num(ey)}" fill="none" stroke="${colour}" stroke-width="0.8" stroke-dasharray="${front ? "none" : "2 2"}"/>`
  );
}

function furniture(floor: number): string {
  const plan = HOUSE[floor] as Floor;
  const parts: string[] = [];
  for (const rug of plan.rugs) {
    parts.push(`<path d="${rectPath(floor, rug.rect)}" fill="#1b1a1e" stroke="#2a292e" stroke-width="1"/>`);
  }
  for (const piece of plan.pieces) {
    // Only what stands on the floor or hangs low shows on a plan; pendants and wall cabinets don't.
    if (piece.z[0] > 3 || piece.finish === "fire" || piece.finish === "tv") continue;
    if (piece.shape === "box") {
      const [x0, y0, x1, y1] = piece.rect;
      if (x1 - x0 < 0.3 || y1 - y0 < 0.3) continue;
      parts.push(
        `<path d="${rectPath(floor, piece.rect)}" fill="${FURNITURE}" stroke="${FURNITURE_LINE}" stroke-width="1"/>`,
      );
    } else if (piece.r >= 0.3) {
      const [cx, cy] = px(floor, piece.c[0], piece.c[1]);
      parts.push(
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(feet(piece.r))}" fill="${FURNITURE}" stroke="${FURNITURE_LINE}" stroke-width="1"/>`,
      );
    }
  }
  return parts.join("");
}

function stairs(floor: number): string {
  const parts: string[] = [];
  const label = type({ family: "archivo", axes: { wght: 640, wdth: 100 }, cap: 6.5, tracking: 0.12 });
  for (const stair of STAIRS) {
    const up = stair.from === floor;
    if (!up && stair.from + 1 !== floor) continue;
    const [x0, y0, x1, y1] = stair.run;
    const treads = RISERS - 1;
    const colour = up ? palette.accent : FINE_LINE;
    const lines: string[] = [];
    for (let i = 0; i <= treads; i += 1) {
      const y = y0 + ((y1 - y0) * i) / treads;
      const [ax, ay] = px(floor, x0 + 0.25, y);
      const [bx] = px(floor, x1 - 0.25, y);
      lines.push(`M${num(ax)} ${num(ay)}H${num(bx)}`);
    }
    parts.push(
      `<path d="${lines.join("")}" stroke="${colour}" stroke-opacity="${up ? 0.55 : 0.45}" stroke-width="1"/>`,
    );
    // The walking line starts where this floor meets the flight and points the way it goes: up or down.
    const cx = (x0 + x1) / 2;
    const [bottomY, topY] = stair.ascent === "S" ? [y0 + 0.6, y1 - 0.5] : [y1 - 0.6, y0 + 0.5];
    const [sx, sy] = px(floor, cx, up ? bottomY : topY);
    const [ex, ey] = px(floor, cx, up ? topY : bottomY);
    const dir = Math.sign(ey - sy);
    parts.push(
      `<circle cx="${num(sx)}" cy="${num(sy)}" r="2.6" fill="${colour}"/>`,
      `<path d="M${num(sx)} ${num(sy)}L${num(ex)} ${num(ey)}" stroke="${colour}" stroke-width="1.6"/>`,
      `<path d="M${num(ex - 5)} ${num(ey - dir * 7)}L${num(ex)} ${num(ey)}L${num(ex + 5)} ${num(ey - dir * 7)}" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linejoin="round"/>`,
    );
    const [lx, ly] = px(floor, cx, (y0 + y1) / 2);
    const text = label.set(up ? "UP" : "DN", 0, 0, "middle");
    const w = text.bounds.x1 - text.bounds.x0 + 8;
    parts.push(
      `<rect x="${num(lx - w / 2)}" y="${num(ly - 8)}" width="${num(w)}" height="14" rx="3" fill="${palette.background}"/>`,
      `<path d="${label.set(up ? "UP" : "DN", lx, ly + 3.25, "middle").d}" fill="${colour}"/>`,
    );
  }
  return parts.join("");
}

function labels(floor: number): string {
  const plan = HOUSE[floor] as Floor;
  const name = type({ family: "archivo", axes: { wght: 600, wdth: 100 }, cap: 8, tracking: 0.09 });
  const size = type({ family: "inter", axes: { wght: 450 }, cap: 6.2, tracking: 0.02 });
  const parts: string[] = [];
  for (const room of plan.rooms) {
    if (room.label === false) continue;
    const [x0, y0, x1, y1] = polygonBounds(room.poly);
    // L-shaped rooms are labelled in their larger leg: the bounding-box centre may fall outside.
    const [cx, cy] = room.name === "Upper Hall" ? [26, 21.5] : [(x0 + x1) / 2, (y0 + y1) / 2];
    const [lx, ly] = px(floor, cx, cy);
    const title = name.set(room.name.toUpperCase(), lx, ly, "middle");
    if (title.bounds.x1 - title.bounds.x0 > feet(x1 - x0) - 10) continue;
    const dims = `${Math.round(x1 - x0)}' × ${Math.round(y1 - y0)}'`;
    const subtitle = size.set(dims, lx, ly + 13, "middle");
    const pad = 4;
    parts.push(
      `<rect x="${num(Math.min(title.bounds.x0, subtitle.bounds.x0) - pad)}" y="${num(title.bounds.y0 - pad)}" width="${num(Math.max(title.bounds.x1, subtitle.bounds.x1) - Math.min(title.bounds.x0, subtitle.bounds.x0) + 2 * pad)}" height="${num(subtitle.bounds.y1 - title.bounds.y0 + 2 * pad)}" rx="3" fill="${palette.background}" fill-opacity="0.72"/>`,
      `<path d="${title.d}" fill="${palette.heading}"/>`,
      `<path d="${subtitle.d}" fill="${FINE_LINE}"/>`,
    );
  }
  return parts.join("");
}

function titleBlock(floor: number): string {
  const heading = type({ family: "archivo", axes: { wght: 700, wdth: 100 }, cap: 11, tracking: 0.14 });
  const small = type({ family: "archivo", axes: { wght: 520, wdth: 100 }, cap: 7.5, tracking: 0.16 });
  const left = MINIMAP.originX - 5;
  const right = MINIMAP.width - left;
  const floorName = (FLOORS[floor] as string).toUpperCase();
  const title = heading.set(floorName, left, 36);
  const address = small.set("22 CHELSEA BAY  ·  CALGARY, AB", right, 35, "end");
  // A scale bar of ten feet and a north arrow along the bottom margin.
  const barY = MINIMAP.height - 26;
  const ten = feet(10);
  const ticks = [0, 5, 10].map((step) => {
    const x = left + (ten * step) / 10;
    return `M${num(x)} ${num(barY - 4)}V${num(barY + 4)}`;
  });
  const scaleLabel = small.set("10 FT", left + ten + 10, barY + 3);
  const [nx, ny] = [right - 6, barY];
  const north = small.set("N", nx, ny - 11, "middle");
  return [
    `<path d="${title.d}" fill="${palette.heading}"/>`,
    `<rect x="${num(title.bounds.x1 + 10)}" y="29" width="22" height="3" fill="${palette.accent}"/>`,
    `<path d="${address.d}" fill="${FINE_LINE}"/>`,
    `<path d="M${num(left)} ${num(barY)}H${num(left + ten)}${ticks.join("")}" stroke="${FINE_LINE}" stroke-width="1.2"/>`,
    `<path d="${scaleLabel.d}" fill="${FINE_LINE}"/>`,
    `<path d="M${num(nx)} ${num(ny - 6)}L${num(nx + 4)} ${num(ny + 4)}L${num(nx)} ${num(ny + 1.5)}L${num(nx - 4)} ${num(ny + 4)}Z" fill="${palette.heading}"/>`,
    `<path d="${north.d}" fill="${palette.heading}"/>`,
  ].join("");
}

/** The floor's plan as an SVG document of MINIMAP's size; text is already outlines. */
export function minimapSvg(floor: number): string {
  const plan = HOUSE[floor] as Floor;
  const outline = rectPath(floor, [FOOTPRINT.x0 - 0.3, FOOTPRINT.y0 - 0.3, FOOTPRINT.x1 + 0.3, FOOTPRINT.y1 + 0.3]);
  const rooms = plan.rooms
    .map((room) => {
      const wet = room.floor === "tile" && room.name !== "Front Entry";
      return `<path d="${polygonPath(floor, room.poly)}" fill="${wet ? WET : ROOM}"/>`;
    })
    .join("");
  const skylights = plan.skylights
    .map(
      (rect) =>
        `<path d="${rectPath(floor, rect)}" fill="none" stroke="${FINE_LINE}" stroke-width="1" stroke-dasharray="4 3"/>`,
    )
    .join("");
  return svgDocument({
    width: MINIMAP.width,
    height: MINIMAP.height,
    title: `22 Chelsea Bay, ${FLOORS[floor]} plan`,
    body: [
      `<rect width="${MINIMAP.width}" height="${MINIMAP.height}" fill="${palette.background}"/>`,
      `<path d="${outline}" fill="${palette.backgroundSecondary}"/>`,
      rooms,
      furniture(floor),
      stairs(floor),
      skylights,
      walls(floor),
      labels(floor),
      titleBlock(floor),
    ].join(""),
  });
}
