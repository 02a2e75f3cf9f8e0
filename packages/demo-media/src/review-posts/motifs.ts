import { g } from "../kit";
import { num } from "../svg";
import type { Motif, MotifKit } from "./motif-kit";
import { deskMotifs } from "./motifs-desk";
import { foodMotifs } from "./motifs-food";
import { homeMotifs } from "./motifs-home";
import { peopleMotifs } from "./motifs-people";
import { tradeMotifs } from "./motifs-trade";
import type { Post } from "./style";
import type { MotifId } from "./themes";

/**
 * The illustrated subjects, by id. Each is drawn in a 400-unit box; `placeMotif` scales it into a
 * post. Similar subjects share a drawing where one picture tells both stories.
 */
const drawings: Partial<Record<MotifId, Motif>> = {
  ...homeMotifs,
  ...tradeMotifs,
  ...foodMotifs,
  ...peopleMotifs,
  ...deskMotifs,
};

/** Where a subject stands: outdoors on a street or in a room or at a table. Scenes build their backdrop from it. */
export type Setting = "outdoor" | "indoor" | "table" | "desk";

export const SETTINGS: Readonly<Record<MotifId, Setting>> = {
  truck: "outdoor",
  boxes: "indoor",
  person: "indoor",
  house: "outdoor",
  skyline: "outdoor",
  curry: "table",
  thali: "table",
  naan: "table",
  roof: "outdoor",
  shingles: "outdoor",
  spray: "indoor",
  squeegee: "indoor",
  window: "outdoor",
  door: "outdoor",
  coffee: "table",
  croissant: "table",
  bun: "table",
  lumber: "outdoor",
  bricks: "outdoor",
  laptop: "desk",
  dashboard: "desk",
  mobile: "desk",
  sofa: "indoor",
  lamp: "indoor",
  swatches: "desk",
  furnace: "indoor",
  thermostat: "indoor",
  condenser: "outdoor",
  breeze: "outdoor",
  calendar: "desk",
  checklist: "desk",
  chat: "desk",
  landscape: "outdoor",
  waveform: "desk",
  book: "table",
  speech: "indoor",
};

export function settingOf(id: MotifId): Setting {
  return SETTINGS[id];
}

export function hasMotif(id: MotifId): boolean {
  return drawings[id] !== undefined;
}

/** Draws `id` with its 400-unit box's top-left at (x, y), `size` units square. */
export function placeMotif(post: Post, id: MotifId, x: number, y: number, size: number, ground?: string): string {
  const draw = drawings[id] ?? ((k: MotifKit) => `<circle cx="200" cy="200" r="180" fill="${k.c.secondary}"/>`);
  const kit: MotifKit = {
    scene: post.scene,
    c: post.theme.colors,
    ground: ground ?? post.colors.ground,
    random: post.random,
    variant: post.n,
  };
  return g(draw(kit), { transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 400, 4)})` });
}
