/**
 * The demo house at 22 Chelsea Bay, Calgary: one small model that the tour frames, the minimaps,
 * the camera poses and the waypoint file are all drawn from, so they can never disagree.
 *
 * Units are feet. Plan coordinates match the minimap: x grows to the east (right), y to the south
 * (down, towards the street), so the front door is on the bottom edge. Headings are degrees
 * clockwise from north ("up" on the minimap). Heights are measured from the floor of the storey.
 * Walls are described by the rooms they bound: every room edge is a wall unless an opening or a
 * window sits on it, and wall centre-lines run along the room edges.
 */

export const FLOORS = ["1st Floor", "2nd Floor", "3rd Floor"] as const;
export type FloorName = (typeof FLOORS)[number];

export const FRAME_COUNT = 529;
/** Floor-to-floor height; the stairs climb this in 16 risers. */
export const STOREY = 10;
export const CEILING = 9;
export const EYE = 5.1;
/** The footprint is the same on every floor, which keeps one plan-to-minimap transform for all. */
export const FOOTPRINT = { x0: 0, y0: 0, x1: 40, y1: 30 } as const;
export const EXTERIOR_WALL = 0.6;
export const INTERIOR_WALL = 0.4;

export type Pt = readonly [number, number];
export type Rect = readonly [x0: number, y0: number, x1: number, y1: number];
export type Facing = "N" | "E" | "S" | "W";
export type FloorFinish = "oak" | "tile" | "carpet";

export interface Room {
  name: string;
  /** Axis-aligned polygon along the wall centre-lines, clockwise. */
  poly: readonly Pt[];
  floor: FloorFinish;
  /** Paint colour of the walls facing into the room. */
  wall: string;
  /** Shown on the minimap; closets and stairs stay unnamed when too small. */
  label?: boolean;
}

/** A gap in a wall between two rooms (or the outside), with an optional header and door leaf. */
export interface Opening {
  a: Pt;
  b: Pt;
  /** Height of the header above the opening; null for an open plan with no header at all. */
  head: number | null;
  /** A closed door fills the opening up to `head`; its colour. */
  door?: string;
}

export interface Window {
  a: Pt;
  b: Pt;
  sill: number;
  head: number;
}

export type Finish =
  | "oak"
  | "walnut"
  | "fabric"
  | "linen"
  | "terracotta"
  | "mustard"
  | "cabinet"
  | "navy"
  | "quartz"
  | "steel"
  | "black"
  | "stone"
  | "fire"
  | "lamp"
  | "pendant"
  | "boucle"
  | "tv"
  | "plant"
  | "pot"
  | "leather";

export type Piece =
  | { name: string; shape: "box"; rect: Rect; z: readonly [number, number]; finish: Finish }
  | { name: string; shape: "cyl"; c: Pt; r: number; z: readonly [number, number]; finish: Finish };

export interface Rug {
  rect: Rect;
  colour: string;
  border: string;
}

/** Something flat on a wall face: the face on line a-b that looks towards `faces`. */
export interface Panel {
  a: Pt;
  b: Pt;
  faces: Facing;
  z: readonly [number, number];
  kind: "backsplash" | "art";
  /** Art only: the colours of the picture, from background to accent. */
  colours?: readonly string[];
}

export interface Floor {
  name: FloorName;
  rooms: readonly Room[];
  openings: readonly Opening[];
  windows: readonly Window[];
  pieces: readonly Piece[];
  rugs: readonly Rug[];
  panels: readonly Panel[];
  /** Glazed openings in the ceiling. */
  skylights: readonly Rect[];
}

/**
 * A straight flight from `from` to the floor above. `run` is its footprint; the treads climb
 * towards `ascent`. `landing` is where it arrives on the floor above: in the lower floor's frame
 * that area is drawn as a solid block with an open ceiling, so looking up the stairs from below
 * shows the same stairwell the upper floor has.
 */
export interface Stair {
  from: number;
  run: Rect;
  ascent: "N" | "S";
  landing: Rect;
}

const WALL = {
  warm: "#e9e4dc",
  foyer: "#e0d7ca",
  living: "#e6dfd4",
  kitchen: "#eeeae3",
  dining: "#dcd2c4",
  hall: "#e7e1d8",
  master: "#c8ccbe",
  bedroom: "#d9dccf",
  bath: "#e9ecea",
  loft: "#e4ddd2",
  office: "#cfd3d6",
} as const;

const rect = (x0: number, y0: number, x1: number, y1: number): Pt[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const room = (name: string, poly: Pt[], floor: FloorFinish, wall: string, label = true): Room => ({
  name,
  poly,
  floor,
  wall,
  label,
});

const box = (name: string, r: Rect, z0: number, z1: number, finish: Finish): Piece => ({
  name,
  shape: "box",
  rect: r,
  z: [z0, z1],
  finish,
});

const cyl = (name: string, cx: number, cy: number, r: number, z0: number, z1: number, finish: Finish): Piece => ({
  name,
  shape: "cyl",
  c: [cx, cy],
  r,
  z: [z0, z1],
  finish,
});

const WHITE_DOOR = "#f3f1ec";

/** Four chairs' worth of parts: a seat, a back on the side away from the table, and two sled legs. */
function chair(name: string, cx: number, cy: number, facing: Facing): Piece[] {
  const half = 0.85;
  const depth = 0.85;
  const horizontal = facing === "N" || facing === "S";
  const seat: Rect = horizontal
    ? [cx - half, cy - depth, cx + half, cy + depth]
    : [cx - depth, cy - half, cx + depth, cy + half];
  const [x0, y0, x1, y1] = seat;
  const back: Rect =
    facing === "N"
      ? [x0, y1 - 0.18, x1, y1]
      : facing === "S"
        ? [x0, y0, x1, y0 + 0.18]
        : facing === "E"
          ? [x0, y0, x0 + 0.18, y1]
          : [x1 - 0.18, y0, x1, y1];
  const legA: Rect = horizontal ? [x0 + 0.05, y0 + 0.1, x0 + 0.2, y1 - 0.1] : [x0 + 0.1, y0 + 0.05, x1 - 0.1, y0 + 0.2];
  const legB: Rect = horizontal ? [x1 - 0.2, y0 + 0.1, x1 - 0.05, y1 - 0.1] : [x0 + 0.1, y1 - 0.2, x1 - 0.1, y1 - 0.05];
  return [
    box(`${name} seat`, seat, 1.45, 1.6, "leather"),
    box(`${name} back`, back, 1.6, 3.0, "black"),
    box(`${name} leg`, legA, 0, 1.45, "black"),
    box(`${name} leg`, legB, 0, 1.45, "black"),
  ];
}

const firstFloor: Floor = {
  name: "1st Floor",
  rooms: [
    room("Kitchen", rect(0, 0, 18, 13), "oak", WALL.kitchen),
    room("Dining Area", rect(18, 0, 40, 13), "oak", WALL.dining),
    room("Living Room", rect(0, 13, 16, 30), "oak", WALL.living),
    room("Hall", rect(16, 13, 33, 19), "oak", WALL.hall),
    room("Front Entry", rect(16, 19, 27, 30), "tile", WALL.foyer),
    room("Closet", rect(27, 19, 33, 24), "oak", WALL.warm, false),
    room("Powder", rect(27, 24, 33, 30), "tile", WALL.bath),
    room("Pantry", rect(33, 13, 36.5, 30), "oak", WALL.warm, false),
    room("Stairs", rect(36.5, 13, 40, 30), "oak", WALL.warm, false),
  ],
  openings: [
    { a: [19.7, 30], b: [22.7, 30], head: 7, door: "#24211f" },
    { a: [16, 20], b: [16, 25.5], head: 8 },
    { a: [17, 19], b: [26, 19], head: null },
    { a: [16, 13.5], b: [16, 18.5], head: null },
    { a: [5, 13], b: [13, 13], head: 8 },
    { a: [18, 1.5], b: [18, 12.5], head: null },
    { a: [19, 13], b: [32, 13], head: null },
    { a: [36.7, 13], b: [39.8, 13], head: CEILING },
    { a: [33.5, 13], b: [36, 13], head: 7, door: WHITE_DOOR },
    { a: [28, 19], b: [30.6, 19], head: 7, door: WHITE_DOOR },
    { a: [27, 25.5], b: [27, 28.1], head: 7, door: WHITE_DOOR },
  ],
  windows: [
    { a: [6, 0], b: [10.5, 0], sill: 3.4, head: 7 },
    { a: [0, 3], b: [0, 7.5], sill: 3.4, head: 7 },
    { a: [21, 0], b: [27, 0], sill: 0.05, head: 7.5 },
    { a: [30, 0], b: [36, 0], sill: 2.2, head: 7.5 },
    { a: [40, 3.5], b: [40, 9.5], sill: 2.2, head: 7.5 },
    { a: [3, 30], b: [13, 30], sill: 1.5, head: 7.5 },
    { a: [0, 15.5], b: [0, 18.3], sill: 1.5, head: 7.5 },
    { a: [0, 24.7], b: [0, 27.5], sill: 1.5, head: 7.5 },
    { a: [18.6, 30], b: [19.5, 30], sill: 0.3, head: 7 },
    { a: [22.9, 30], b: [23.8, 30], sill: 0.3, head: 7 },
    { a: [29, 30], b: [31, 30], sill: 5, head: 7 },
  ],
  pieces: [
    // Kitchen: L of counters on the north and west walls, a navy island, tall fridge.
    box("base cabinets", [0.3, 0.3, 15, 2.3], 0, 2.95, "cabinet"),
    box("counter", [0.3, 0.3, 15.1, 2.45], 2.95, 3.1, "quartz"),
    box("base cabinets", [0.3, 2.3, 2.3, 8.5], 0, 2.95, "cabinet"),
    box("counter", [0.3, 2.3, 2.45, 8.6], 2.95, 3.1, "quartz"),
    box("upper cabinets", [0.3, 0.3, 5.6, 1.4], 4.7, 7.8, "cabinet"),
    box("upper cabinets", [10.9, 0.3, 11.6, 1.4], 4.7, 7.8, "cabinet"),
    box("upper cabinets", [14.2, 0.3, 15, 1.4], 4.7, 7.8, "cabinet"),
    box("range hood", [11.7, 0.3, 14.1, 1.9], 5.9, 7.8, "steel"),
    box("cooktop", [11.8, 0.5, 14, 2.2], 3.1, 3.14, "black"),
    box("fridge", [0.3, 9, 2.9, 12.4], 0, 7.2, "steel"),
    box("upper cabinets", [0.3, 9, 2.9, 12.4], 7.2, 8.9, "cabinet"),
    box("island", [5.2, 5.7, 11.8, 8.3], 0, 2.95, "navy"),
    box("island top", [5, 5.5, 12, 8.5], 2.95, 3.12, "quartz"),
    cyl("stool", 6.6, 9.3, 0.55, 0, 2.25, "walnut"),
    cyl("stool", 8.5, 9.3, 0.55, 0, 2.25, "walnut"),
    cyl("stool", 10.4, 9.3, 0.55, 0, 2.25, "walnut"),
    cyl("pendant", 6.6, 7, 0.32, 6.1, 6.8, "pendant"),
    cyl("pendant", 8.5, 7, 0.32, 6.1, 6.8, "pendant"),
    cyl("pendant", 10.4, 7, 0.32, 6.1, 6.8, "pendant"),
    // Dining: a long oak table under a linear pendant, six chairs, a fig tree in the corner.
    box("table top", [25.5, 4.6, 32.5, 7.9], 2.4, 2.55, "oak"),
    box("table leg", [26.1, 5.1, 26.5, 7.4], 0, 2.4, "oak"),
    box("table leg", [31.5, 5.1, 31.9, 7.4], 0, 2.4, "oak"),
    ...chair("chair", 27, 3.6, "S"),
    ...chair("chair", 29, 3.6, "S"),
    ...chair("chair", 31, 3.6, "S"),
    ...chair("chair", 27, 8.9, "N"),
    ...chair("chair", 29, 8.9, "N"),
    ...chair("chair", 31, 8.9, "N"),
    box("pendant", [27, 6.05, 31, 6.45], 6.3, 6.5, "pendant"),
    cyl("planter", 38.4, 1.7, 0.7, 0, 1.4, "pot"),
    cyl("fig", 38.4, 1.7, 1.1, 1.4, 5.6, "plant"),
    // Living: a stone fireplace wall with the TV, a sofa facing it, chairs by the windows.
    box("fireplace", [0.3, 19, 1.6, 24], 0, CEILING, "stone"),
    box("mantel", [0.3, 18.8, 2, 24.2], 4, 4.25, "walnut"),
    box("fire", [1.6, 20.1, 1.66, 22.9], 1.2, 2.4, "fire"),
    box("tv", [1.6, 19.9, 1.7, 23.1], 5, 6.8, "tv"),
    box("sofa seat", [9, 17.6, 11.6, 25.4], 0, 1.45, "fabric"),
    box("sofa back", [11.6, 17.6, 12.4, 25.4], 0, 2.7, "fabric"),
    box("sofa arm", [9, 17, 12.4, 17.6], 0, 2.1, "fabric"),
    box("sofa arm", [9, 25.4, 12.4, 26], 0, 2.1, "fabric"),
    box("cushion", [10.9, 18, 11.6, 19.5], 1.45, 2.45, "terracotta"),
    box("cushion", [10.9, 23.5, 11.6, 25], 1.45, 2.45, "mustard"),
    box("coffee table", [5.2, 19.6, 7.8, 23.4], 1.15, 1.35, "walnut"),
    box("coffee table base", [5.5, 19.9, 7.5, 23.1], 0, 1.15, "walnut"),
    box("armchair", [2.6, 14.6, 5, 17], 0, 1.5, "boucle"),
    box("armchair back", [2.6, 14.2, 5, 14.6], 0, 2.8, "boucle"),
    box("armchair", [2.6, 26, 5, 28.4], 0, 1.5, "boucle"),
    box("armchair back", [2.6, 28.4, 5, 28.8], 0, 2.8, "boucle"),
    cyl("floor lamp", 14.6, 28.6, 0.1, 0, 4.6, "black"),
    cyl("floor lamp shade", 14.6, 28.6, 0.55, 4.6, 5.6, "lamp"),
    cyl("planter", 1.2, 14.3, 0.55, 0, 1.3, "pot"),
    cyl("plant", 1.2, 14.3, 0.9, 1.3, 4.6, "plant"),
    // Front entry: a bench by the door and a console with a lamp.
    box("bench", [16.3, 26.4, 17.8, 29.4], 0, 1.5, "walnut"),
    box("console", [25.6, 20.6, 26.8, 24.2], 2.5, 2.7, "walnut"),
    box("console leg", [25.7, 20.7, 26.7, 20.9], 0, 2.5, "walnut"),
    box("console leg", [25.7, 23.9, 26.7, 24.1], 0, 2.5, "walnut"),
    cyl("table lamp", 26.2, 21.4, 0.45, 2.7, 3.9, "lamp"),
    cyl("pendant", 21.5, 24.5, 0.5, 7.4, 8.1, "pendant"),
  ],
  rugs: [
    { rect: [3.6, 16.2, 13, 26.8], colour: "#d9d0c2", border: "#9c8f7d" },
    { rect: [19.4, 21, 23.6, 28.6], colour: "#6f5a4b", border: "#a58b6a" },
    { rect: [24, 2, 34, 10.5], colour: "#cfc5b6", border: "#8e8170" },
  ],
  panels: [
    { a: [0, 0], b: [15.1, 0], faces: "S", z: [3.1, 4.7], kind: "backsplash" },
    { a: [0, 0.3], b: [0, 8.6], faces: "E", z: [3.1, 4.7], kind: "backsplash" },
    {
      a: [20, 13],
      b: [16, 13],
      faces: "S",
      z: [4, 6.4],
      kind: "art",
      colours: ["#efe6d6", "#c4653a", "#2f3c4f", "#d9a45b"],
    },
    {
      a: [16, 26.6],
      b: [16, 29.2],
      faces: "E",
      z: [4.2, 6.4],
      kind: "art",
      colours: ["#e8dfd0", "#5b7a4a", "#b98a5a", "#f0c48a"],
    },
    {
      a: [27, 20.8],
      b: [27, 24],
      faces: "W",
      z: [4, 6.6],
      kind: "art",
      colours: ["#f2ece2", "#ff8a3d", "#24211f", "#c9a14a"],
    },
  ],
  skylights: [],
};

const secondFloor: Floor = {
  name: "2nd Floor",
  rooms: [
    room("Master Bedroom", rect(0, 13, 19, 30), "carpet", WALL.master),
    room("Ensuite", rect(0, 0, 10, 13), "tile", WALL.bath),
    room("Walk-in Closet", rect(10, 0, 19, 13), "carpet", WALL.warm),
    room("Bathroom", rect(19, 0, 26, 13), "tile", WALL.bath),
    room("Bedroom 2", rect(26, 0, 40, 9.5), "carpet", WALL.bedroom),
    room(
      "Upper Hall",
      [
        [26, 9.5],
        [33, 9.5],
        [33, 30],
        [19, 30],
        [19, 13],
        [26, 13],
      ],
      "oak",
      WALL.hall,
    ),
    room("Linen", rect(33, 9.5, 40, 13), "oak", WALL.warm, false),
    room("Stairs", rect(33, 13, 36.5, 26.5), "oak", WALL.warm, false),
    room("Stairs", rect(36.5, 13, 40, 26.5), "oak", WALL.warm, false),
    room("Landing", rect(33, 26.5, 40, 30), "oak", WALL.warm, false),
  ],
  openings: [
    { a: [36.5, 26.5], b: [40, 26.5], head: null },
    { a: [33, 26.5], b: [36.5, 26.5], head: CEILING },
    { a: [33, 26.7], b: [33, 29.7], head: 7 },
    { a: [19, 24.8], b: [19, 27.8], head: 7 },
    { a: [20, 13], b: [22.6, 13], head: 7, door: WHITE_DOOR },
    { a: [28, 9.5], b: [30.6, 9.5], head: 7, door: WHITE_DOOR },
    { a: [6, 13], b: [8.6, 13], head: 7, door: WHITE_DOOR },
    { a: [14, 13], b: [16.6, 13], head: 7, door: WHITE_DOOR },
  ],
  windows: [
    { a: [4, 30], b: [15, 30], sill: 2.5, head: 7.2 },
    { a: [0, 26.6], b: [0, 29], sill: 2.5, head: 7.2 },
    { a: [0, 14.2], b: [0, 16.6], sill: 2.5, head: 7.2 },
    { a: [3, 0], b: [7, 0], sill: 4.5, head: 7 },
    { a: [21.5, 0], b: [23.5, 0], sill: 4.5, head: 7 },
    { a: [30, 0], b: [36, 0], sill: 2.5, head: 7.2 },
    { a: [40, 3], b: [40, 7.5], sill: 2.5, head: 7.2 },
    { a: [23, 30], b: [29, 30], sill: 2.5, head: 7.2 },
    { a: [40, 17.5], b: [40, 22], sill: 2.5, head: 7 },
    { a: [34, 30], b: [39, 30], sill: 2.5, head: 7 },
  ],
  pieces: [
    // Master: the bed against the west wall between two windows, nightstands with lamps, dresser.
    box("headboard", [0.3, 17.6, 0.8, 25.4], 0, 4.4, "walnut"),
    box("bed", [0.8, 18.2, 7.8, 24.8], 0, 2.1, "linen"),
    box("pillows", [0.9, 18.6, 2.2, 24.4], 2.1, 2.75, "linen"),
    box("throw", [5.4, 18.1, 6.9, 24.9], 2.1, 2.2, "terracotta"),
    box("nightstand", [0.3, 16.2, 2, 17.5], 0, 2, "walnut"),
    box("nightstand", [0.3, 25.5, 2, 26.8], 0, 2, "walnut"),
    cyl("bedside lamp", 1.15, 16.85, 0.45, 2.8, 3.6, "lamp"),
    cyl("bedside lamp", 1.15, 26.15, 0.45, 2.8, 3.6, "lamp"),
    cyl("lamp base", 1.15, 16.85, 0.18, 2, 2.8, "pot"),
    cyl("lamp base", 1.15, 26.15, 0.18, 2, 2.8, "pot"),
    box("bench", [8.3, 19, 9.8, 24], 0, 1.55, "fabric"),
    box("dresser", [17.1, 14.5, 18.7, 20.5], 0, 3, "walnut"),
    cyl("planter", 17.6, 28.4, 0.5, 0, 1.2, "pot"),
    cyl("plant", 17.6, 28.4, 0.8, 1.2, 4.4, "plant"),
    // Upper hall: a console under the front window.
    box("console", [24.5, 28.5, 27.5, 29.6], 2.4, 2.6, "oak"),
    box("console leg", [24.6, 28.6, 24.8, 29.5], 0, 2.4, "oak"),
    box("console leg", [27.2, 28.6, 27.4, 29.5], 0, 2.4, "oak"),
  ],
  rugs: [
    { rect: [3.5, 15.8, 12.5, 28], colour: "#d2c7b8", border: "#a99a85" },
    { rect: [21, 16, 26, 27], colour: "#7d6a5a", border: "#b59a78" },
  ],
  panels: [
    {
      a: [19, 15],
      b: [19, 20],
      faces: "E",
      z: [4.2, 6.6],
      kind: "art",
      colours: ["#e9e2d6", "#c4653a", "#8e8a82", "#2f3c4f"],
    },
    {
      a: [33, 14.5],
      b: [33, 19.5],
      faces: "W",
      z: [4, 6.6],
      kind: "art",
      colours: ["#efe7da", "#5b7a4a", "#d9a45b", "#24211f"],
    },
  ],
  skylights: [],
};

const thirdFloor: Floor = {
  name: "3rd Floor",
  rooms: [
    room("Loft", rect(0, 0, 33, 17), "oak", WALL.loft),
    room("Guest Bedroom", rect(0, 17, 13, 30), "carpet", WALL.bedroom),
    room("Bath", rect(13, 17, 21, 30), "tile", WALL.bath),
    room("Office", rect(21, 17, 33, 30), "oak", WALL.office),
    room("Landing", rect(33, 9.5, 40, 13.5), "oak", WALL.warm, false),
    room("Mechanical", rect(33, 0, 40, 9.5), "tile", WALL.warm, false),
    room("Stairs", rect(33, 13.5, 36.5, 26.5), "oak", WALL.warm, false),
    room(
      "Storage",
      [
        [36.5, 13.5],
        [40, 13.5],
        [40, 30],
        [33, 30],
        [33, 26.5],
        [36.5, 26.5],
      ],
      "oak",
      WALL.warm,
      false,
    ),
  ],
  openings: [
    { a: [33, 10], b: [33, 13.3], head: 7 },
    { a: [33, 13.5], b: [36.5, 13.5], head: null },
    { a: [9, 17], b: [11.6, 17], head: 7, door: WHITE_DOOR },
    { a: [15.5, 17], b: [18.1, 17], head: 7, door: WHITE_DOOR },
    { a: [23, 17], b: [25.6, 17], head: 7, door: WHITE_DOOR },
    { a: [37, 9.5], b: [39.5, 9.5], head: 7, door: WHITE_DOOR },
    { a: [37, 13.5], b: [39.5, 13.5], head: 7, door: WHITE_DOOR },
  ],
  windows: [
    { a: [12, 0], b: [20, 0], sill: 0.05, head: 7.5 },
    { a: [3, 0], b: [9, 0], sill: 2, head: 7.5 },
    { a: [24, 0], b: [30, 0], sill: 2, head: 7.5 },
    { a: [0, 13], b: [0, 16.2], sill: 2.5, head: 7.2 },
    { a: [3, 30], b: [10, 30], sill: 2.5, head: 7.2 },
    { a: [0, 20], b: [0, 27], sill: 2.5, head: 7.2 },
    { a: [15.5, 30], b: [18.5, 30], sill: 4.5, head: 7 },
    { a: [23, 30], b: [31, 30], sill: 2.5, head: 7.2 },
    { a: [40, 10.2], b: [40, 12.8], sill: 3, head: 7 },
  ],
  pieces: [
    // Loft: an L-shaped sectional facing a media wall, a desk under the west window, bookshelves.
    box("sectional", [8, 8, 18, 10.6], 0, 1.45, "fabric"),
    box("sectional back", [8, 10.6, 18, 11.4], 0, 2.7, "fabric"),
    box("sectional", [17.4, 3.5, 20, 10.6], 0, 1.45, "fabric"),
    box("sectional back", [20, 3.5, 20.8, 11.4], 0, 2.7, "fabric"),
    box("cushion", [9, 10, 10.5, 10.6], 1.45, 2.4, "terracotta"),
    box("cushion", [17.4, 4.2, 18, 5.7], 1.45, 2.4, "mustard"),
    box("coffee table", [11, 4.5, 15, 7], 1.1, 1.3, "oak"),
    box("coffee table base", [11.3, 4.8, 14.7, 6.7], 0, 1.1, "oak"),
    box("media console", [0.3, 3.5, 1.8, 12.5], 0, 1.8, "walnut"),
    box("tv", [0.3, 5.5, 0.45, 10.5], 3.6, 6.4, "tv"),
    box("bookshelf", [24, 16, 32.6, 16.6], 0, 7.5, "walnut"),
    box("desk", [1, 13.4, 6, 16.6], 2.4, 2.55, "oak"),
    box("desk leg", [1.1, 13.5, 1.3, 16.5], 0, 2.4, "black"),
    box("desk leg", [5.7, 13.5, 5.9, 16.5], 0, 2.4, "black"),
    cyl("desk chair", 3.5, 12.5, 0.8, 0, 1.6, "black"),
    cyl("planter", 31.8, 1.3, 0.6, 0, 1.3, "pot"),
    cyl("plant", 31.8, 1.3, 1, 1.3, 5, "plant"),
    cyl("floor lamp", 21.8, 2.6, 0.1, 0, 4.8, "black"),
    cyl("floor lamp shade", 21.8, 2.6, 0.55, 4.8, 5.8, "lamp"),
  ],
  rugs: [{ rect: [7, 2.5, 21.5, 12.5], colour: "#cbbfae", border: "#8e8170" }],
  panels: [
    {
      a: [33, 2],
      b: [33, 7.5],
      faces: "W",
      z: [3.6, 6.8],
      kind: "art",
      colours: ["#ede5d8", "#2f3c4f", "#c4653a", "#d9c7a5"],
    },
  ],
  skylights: [[33.6, 16, 35.9, 23]],
};

export const HOUSE: readonly Floor[] = [firstFloor, secondFloor, thirdFloor];

export const STAIRS: readonly Stair[] = [
  { from: 0, run: [36.5, 13.5, 40, 26.5], ascent: "S", landing: [33, 26.5, 40, 30] },
  { from: 1, run: [33, 13.5, 36.5, 26.5], ascent: "N", landing: [33, 9.5, 40, 13.5] },
];

/** Sixteen risers of 7.5 in over fifteen treads, like a real stair of this length. */
export const RISERS = 16;

export function floorIndex(name: string): number {
  const index = (FLOORS as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`No floor named ${name}`);
  return index;
}

/* ------------------------------------------------------------------------------------------ */
/* Geometry helpers                                                                            */
/* ------------------------------------------------------------------------------------------ */

export function pointInPolygon(poly: readonly Pt[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i, i += 1) {
    const [xi, yi] = poly[i] as Pt;
    const [xj, yj] = poly[j] as Pt;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function inRect(r: Rect, x: number, y: number, margin = 0): boolean {
  return x >= r[0] - margin && x <= r[2] + margin && y >= r[1] - margin && y <= r[3] + margin;
}

export function roomAt(floor: number, x: number, y: number): Room | undefined {
  return (HOUSE[floor] as Floor).rooms.find((candidate) => pointInPolygon(candidate.poly, x, y));
}

export function polygonBounds(poly: readonly Pt[]): Rect {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export function polygonArea(poly: readonly Pt[]): number {
  let sum = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i, i += 1) {
    const [xi, yi] = poly[i] as Pt;
    const [xj, yj] = poly[j] as Pt;
    sum += xj * yi - xi * yj;
  }
  return Math.abs(sum) / 2;
}

/** Which way a window on the footprint's edge looks out. */
export function windowFacing(window: Window): Facing {
  const [ax, ay] = window.a;
  const [bx, by] = window.b;
  if (ay === by && ay === FOOTPRINT.y0) return "N";
  if (ay === by && ay === FOOTPRINT.y1) return "S";
  if (ax === bx && ax === FOOTPRINT.x0) return "W";
  if (ax === bx && ax === FOOTPRINT.x1) return "E";
  throw new Error(`Window ${JSON.stringify(window)} is not on an exterior wall`);
}

/** A straight stretch of wall centre-line between two rooms, or a gap or window in one. */
export interface WallRun {
  /** "h": runs along x at y = `at`; "v": runs along y at x = `at`. */
  axis: "h" | "v";
  at: number;
  from: number;
  to: number;
  kind: "wall" | "window" | "opening";
  exterior: boolean;
  thickness: number;
  window?: Window;
  opening?: Opening;
  /** The run's ends touch a window or opening on the same line (they are jambs, not corners). */
  jambFrom: boolean;
  jambTo: boolean;
}

const TENTH = 10;

function onLine(axis: "h" | "v", at: number, a: Pt, b: Pt): [number, number] | null {
  if (axis === "h" && a[1] === at && b[1] === at) return [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  if (axis === "v" && a[0] === at && b[0] === at) return [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  return null;
}

const wallRunCache = new Map<number, WallRun[]>();

/**
 * The walls of a floor, derived from its rooms: every room edge, once, cut where openings and
 * windows sit, merged into maximal runs. The renderer, the minimap and the path test share it.
 */
export function wallRuns(floor: number): WallRun[] {
  const cached = wallRunCache.get(floor);
  if (cached) return cached;
  const plan = HOUSE[floor] as Floor;
  const units = new Map<string, Set<number>>();
  for (const current of plan.rooms) {
    for (let i = 0; i < current.poly.length; i += 1) {
      const [ax, ay] = current.poly[i] as Pt;
      const [bx, by] = current.poly[(i + 1) % current.poly.length] as Pt;
      if (ax !== bx && ay !== by) throw new Error(`${current.name} has a slanted edge`);
      const axis = ay === by ? "h" : "v";
      const at = axis === "h" ? ay : ax;
      const lo = Math.round(Math.min(axis === "h" ? ax : ay, axis === "h" ? bx : by) * TENTH);
      const hi = Math.round(Math.max(axis === "h" ? ax : ay, axis === "h" ? bx : by) * TENTH);
      const key = `${axis}:${at}`;
      const set = units.get(key) ?? new Set<number>();
      for (let k = lo; k < hi; k += 1) set.add(k);
      units.set(key, set);
    }
  }
  const runs: WallRun[] = [];
  for (const [key, set] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [axisText, atText] = key.split(":") as [string, string];
    const axis = axisText as "h" | "v";
    const at = Number(atText);
    const exterior =
      (axis === "h" && (at === FOOTPRINT.y0 || at === FOOTPRINT.y1)) ||
      (axis === "v" && (at === FOOTPRINT.x0 || at === FOOTPRINT.x1));
    const classify = (k: number): { kind: WallRun["kind"]; source?: Window | Opening } => {
      const mid = (k + 0.5) / TENTH;
      for (const opening of plan.openings) {
        const span = onLine(axis, at, opening.a, opening.b);
        if (span && mid > span[0] && mid < span[1]) return { kind: "opening", source: opening };
      }
      for (const window of plan.windows) {
        const span = onLine(axis, at, window.a, window.b);
        if (span && mid > span[0] && mid < span[1]) return { kind: "window", source: window };
      }
      return { kind: "wall" };
    };
    const sorted = [...set].sort((a, b) => a - b);
    let start = sorted[0] as number;
    let current = classify(start);
    let previous = start;
    const flush = (end: number) => {
      runs.push({
        axis,
        at,
        from: start / TENTH,
        to: end / TENTH,
        kind: current.kind,
        exterior,
        thickness: exterior ? EXTERIOR_WALL : INTERIOR_WALL,
        window: current.kind === "window" ? (current.source as Window) : undefined,
        opening: current.kind === "opening" ? (current.source as Opening) : undefined,
        jambFrom: false,
        jambTo: false,
      });
    };
    for (const k of sorted.slice(1)) {
      const next = classify(k);
      if (k !== previous + 1 || next.kind !== current.kind || next.source !== current.source) {
        flush(previous + 1);
        start = k;
        current = next;
      }
      previous = k;
    }
    flush(previous + 1);
  }
  for (const run of runs) {
    if (run.kind !== "wall") continue;
    const neighbours = runs.filter((other) => other !== run && other.axis === run.axis && other.at === run.at);
    run.jambFrom = neighbours.some((other) => other.kind !== "wall" && Math.abs(other.to - run.from) < 1e-6);
    run.jambTo = neighbours.some((other) => other.kind !== "wall" && Math.abs(other.from - run.to) < 1e-6);
  }
  wallRunCache.set(floor, runs);
  return runs;
}

/** The run's centre-line end points. */
export function runEnds(run: WallRun): [Pt, Pt] {
  return run.axis === "h"
    ? [
        [run.from, run.at],
        [run.to, run.at],
      ]
    : [
        [run.at, run.from],
        [run.at, run.to],
      ];
}

/** Runs a walker cannot pass: walls, windows and closed doors. */
export function solidRuns(floor: number): WallRun[] {
  return wallRuns(floor).filter((run) => run.kind !== "opening" || run.opening?.door !== undefined);
}

export function segmentsCross(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const cross = (p: Pt, q: Pt, r: Pt) => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Distance from a point to the nearest solid wall face (centre-line distance minus half thickness). */
export function wallClearance(floor: number, x: number, y: number): number {
  let best = Infinity;
  for (const run of solidRuns(floor)) {
    const along = run.axis === "h" ? x : y;
    const across = run.axis === "h" ? y : x;
    const clamped = Math.min(run.to, Math.max(run.from, along));
    const distance = Math.hypot(along - clamped, across - run.at) - run.thickness / 2;
    best = Math.min(best, distance);
  }
  return best;
}

/** Position along a stair's run, 0 at the bottom edge and 1 at the top, or null off the run. */
export function stairProgress(stair: Stair, x: number, y: number): number | null {
  const [x0, y0, x1, y1] = stair.run;
  if (x < x0 || x > x1 || y < y0 || y > y1) return null;
  return stair.ascent === "S" ? (y - y0) / (y1 - y0) : (y1 - y) / (y1 - y0);
}

/** Eye height in the given floor's frame: on a flight it rises with the treads. */
export function eyeHeight(floor: number, x: number, y: number): number {
  for (const stair of STAIRS) {
    const progress = stairProgress(stair, x, y);
    if (progress === null) continue;
    if (stair.from + 1 === floor) return EYE - STOREY + STOREY * progress;
    if (stair.from === floor) return EYE + STOREY * progress;
  }
  return EYE;
}

/* ------------------------------------------------------------------------------------------ */
/* The minimap transform                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** Every floor's minimap has this size and the same plan transform (16 px to the foot). */
export const MINIMAP = { width: 800, height: 600, scale: 16, originX: 80, originY: 60 } as const;

/**
 * Plan feet to minimap percentages (0-100 of the image's width and height). The floor is part of
 * the signature because a waypoint is always "on a floor"; all floors share one transform.
 */
export function planToMinimap(floor: number, x: number, y: number): { x: number; y: number } {
  if (!(floor >= 0 && floor < FLOORS.length)) throw new Error(`No floor ${floor}`);
  return {
    x: ((MINIMAP.originX + x * MINIMAP.scale) / MINIMAP.width) * 100,
    y: ((MINIMAP.originY + y * MINIMAP.scale) / MINIMAP.height) * 100,
  };
}

export function minimapToPlan(floor: number, x: number, y: number): { x: number; y: number } {
  if (!(floor >= 0 && floor < FLOORS.length)) throw new Error(`No floor ${floor}`);
  return {
    x: ((x / 100) * MINIMAP.width - MINIMAP.originX) / MINIMAP.scale,
    y: ((y / 100) * MINIMAP.height - MINIMAP.originY) / MINIMAP.scale,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The walk                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export interface Pose {
  frame: number;
  floor: number;
  x: number;
  y: number;
  /** Eye height in the floor's frame. */
  z: number;
  heading: number;
}

interface Key {
  floor: number;
  at: Pt;
  heading: number;
  /** Fixed frame: the first and last frame and every waypoint. */
  frame?: number;
  waypoint?: { id: string; name: string };
}

const key = (floor: number, x: number, y: number, heading: number, extra: Partial<Key> = {}): Key => ({
  floor,
  at: [x, y],
  heading,
  ...extra,
});

/**
 * In at the front door, left into the living room, round to the kitchen, across to the dining
 * table, up the stairs to the master bedroom, back out and up again to the loft. Consecutive keys
 * on different floors are the two ends of a flight.
 */
const KEYS: readonly Key[] = [
  key(0, 21.2, 28.7, 0, { frame: 1 }),
  key(0, 20.9, 25.2, 18),
  key(0, 19.3, 22.4, 80),
  key(0, 17.7, 21.1, 138, { frame: 50, waypoint: { id: "front-entry", name: "Front Entry" } }),
  key(0, 17.1, 22.6, 245),
  key(0, 14.6, 23.6, 235),
  key(0, 14.2, 27.4, 255),
  key(0, 14.2, 21, 300),
  key(0, 14.3, 16.8, 245, { frame: 150, waypoint: { id: "living-room", name: "Living Room" } }),
  key(0, 13.6, 14.9, 320),
  key(0, 11.9, 13, 350),
  key(0, 13.6, 10.6, 15),
  key(0, 15.3, 7.5, 300),
  key(0, 15.2, 4.6, 276, { frame: 275, waypoint: { id: "kitchen", name: "Kitchen" } }),
  key(0, 15.6, 7.6, 45),
  key(0, 17.6, 10.4, 65),
  key(0, 22.4, 10.9, 60, { frame: 350, waypoint: { id: "dining-area", name: "Dining Area" } }),
  key(0, 26.5, 11, 88),
  key(0, 31.5, 11, 95),
  key(0, 36.2, 11.3, 140),
  key(0, 38.2, 12.3, 180),
  key(0, 38.2, 13.45, 180),
  key(1, 38.2, 26.55, 180),
  key(1, 38, 28.2, 240),
  key(1, 35, 28.3, 270),
  key(1, 31.6, 28.2, 272),
  key(1, 26, 27.4, 280),
  key(1, 21.5, 26.4, 272),
  key(1, 19.6, 26.3, 278),
  key(1, 17, 25.7, 288, { frame: 450, waypoint: { id: "master-bedroom", name: "Master Bedroom" } }),
  key(1, 17.4, 26.6, 60),
  key(1, 20.5, 26.8, 95),
  key(1, 27, 27.6, 95),
  key(1, 32, 28.3, 90),
  key(1, 34.7, 28.3, 20),
  key(1, 34.75, 26.45, 0),
  key(2, 34.75, 13.55, 0),
  key(2, 34.8, 11.9, 300),
  key(2, 32.4, 11.6, 272),
  key(2, 29.2, 11.2, 282, { frame: FRAME_COUNT }),
];

/** Turning 30 degrees costs as much time as walking a foot; a flight is walked more slowly. */
const TURN_COST = 30;
const STAIR_COST = 1.35;

function unwrapHeadings(keys: readonly Key[]): number[] {
  const out: number[] = [];
  for (const current of keys) {
    const previous = out[out.length - 1];
    if (previous === undefined) out.push(current.heading);
    else {
      let delta = current.heading - (((previous % 360) + 360) % 360);
      delta = ((((delta + 180) % 360) + 360) % 360) - 180;
      out.push(previous + delta);
    }
  }
  return out;
}

/** Centripetal Catmull-Rom through p1..p2, with the neighbours p0 and p3. */
function catmullRom(p0: number[], p1: number[], p2: number[], p3: number[], u: number): number[] {
  const dist = (a: number[], b: number[]) =>
    Math.max(1e-3, Math.sqrt(Math.hypot((b[0] as number) - (a[0] as number), (b[1] as number) - (a[1] as number))));
  const t0 = 0;
  const t1 = t0 + dist(p0, p1);
  const t2 = t1 + dist(p1, p2);
  const t3 = t2 + dist(p2, p3);
  const t = t1 + (t2 - t1) * u;
  return p1.map((_, i) => {
    const [a0, a1, a2, a3] = [p0[i], p1[i], p2[i], p3[i]] as [number, number, number, number];
    const A1 = ((t1 - t) / (t1 - t0)) * a0 + ((t - t0) / (t1 - t0)) * a1;
    const A2 = ((t2 - t) / (t2 - t1)) * a1 + ((t - t1) / (t2 - t1)) * a2;
    const A3 = ((t3 - t) / (t3 - t2)) * a2 + ((t - t2) / (t3 - t2)) * a3;
    const B1 = ((t2 - t) / (t2 - t0)) * A1 + ((t - t0) / (t2 - t0)) * A2;
    const B2 = ((t3 - t) / (t3 - t1)) * A2 + ((t - t1) / (t3 - t1)) * A3;
    return ((t2 - t) / (t2 - t1)) * B1 + ((t - t1) / (t2 - t1)) * B2;
  });
}

interface Sample {
  floor: number;
  x: number;
  y: number;
  heading: number;
  cost: number;
}

const SUBSTEPS = 48;

/** The walk as a dense polyline with the time each point costs, keys included exactly. */
function densePath(): { samples: Sample[]; keyIndex: number[] } {
  const headings = unwrapHeadings(KEYS);
  const points = KEYS.map((current, i) => [current.at[0], current.at[1], headings[i] as number]);
  const samples: Sample[] = [];
  const keyIndex: number[] = [];
  let cost = 0;
  for (let i = 0; i < KEYS.length - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)] as number[];
    const p1 = points[i] as number[];
    const p2 = points[i + 1] as number[];
    const p3 = points[Math.min(points.length - 1, i + 2)] as number[];
    const from = KEYS[i] as Key;
    const to = KEYS[i + 1] as Key;
    const climbing = from.floor !== to.floor;
    for (let s = 0; s < SUBSTEPS; s += 1) {
      const u = s / SUBSTEPS;
      const [x, y, heading] = climbing
        ? [p1[0]! + (p2[0]! - p1[0]!) * u, p1[1]! + (p2[1]! - p1[1]!) * u, p1[2]! + (p2[2]! - p1[2]!) * u]
        : (catmullRom(p0, p1, p2, p3, u) as [number, number, number]);
      const previous = samples[samples.length - 1];
      if (previous) {
        const step = Math.hypot(x - previous.x, y - previous.y) * (climbing ? STAIR_COST : 1);
        cost += Math.max(step, Math.abs(heading - previous.heading) / TURN_COST);
      }
      if (s === 0) keyIndex.push(samples.length);
      samples.push({ floor: s === 0 || !climbing ? from.floor : to.floor, x, y, heading, cost });
    }
  }
  const last = KEYS[KEYS.length - 1] as Key;
  const previous = samples[samples.length - 1] as Sample;
  cost += Math.max(
    Math.hypot(last.at[0] - previous.x, last.at[1] - previous.y),
    Math.abs((points[points.length - 1]![2] as number) - previous.heading) / TURN_COST,
  );
  keyIndex.push(samples.length);
  samples.push({ floor: last.floor, x: last.at[0], y: last.at[1], heading: points[points.length - 1]![2]!, cost });
  return { samples, keyIndex };
}

let poseCache: Pose[] | undefined;

/** One pose per frame, frame 1 first. Anchored keys land exactly on their frames. */
export function cameraPoses(): Pose[] {
  if (poseCache) return poseCache;
  const { samples, keyIndex } = densePath();
  const anchors = KEYS.flatMap((current, i) =>
    current.frame === undefined
      ? []
      : [{ frame: current.frame, cost: (samples[keyIndex[i] as number] as Sample).cost }],
  );
  const poses: Pose[] = [];
  let cursor = 0;
  for (let frame = 1; frame <= FRAME_COUNT; frame += 1) {
    const segment = anchors.findIndex((anchor, i) => frame >= anchor.frame && frame <= (anchors[i + 1]?.frame ?? 0));
    const a = anchors[segment] as { frame: number; cost: number };
    const b = anchors[segment + 1] as { frame: number; cost: number };
    const tau = (frame - a.frame) / (b.frame - a.frame);
    // Mostly even pace, easing a little into and out of each waypoint so the stops read as stops.
    const eased = 0.75 * tau + 0.25 * tau * tau * (3 - 2 * tau);
    const target = a.cost + (b.cost - a.cost) * eased;
    while (cursor < samples.length - 2 && (samples[cursor + 1] as Sample).cost < target) cursor += 1;
    while (cursor > 0 && (samples[cursor] as Sample).cost > target) cursor -= 1;
    const s0 = samples[cursor] as Sample;
    const s1 = samples[cursor + 1] as Sample;
    const span = s1.cost - s0.cost;
    const w = span > 0 ? Math.min(1, Math.max(0, (target - s0.cost) / span)) : 0;
    const floor = w === 0 ? s0.floor : s1.floor;
    const x = s0.x + (s1.x - s0.x) * w;
    const y = s0.y + (s1.y - s0.y) * w;
    const heading = s0.heading + (s1.heading - s0.heading) * w;
    poses.push({ frame, floor, x, y, z: eyeHeight(floor, x, y), heading: ((heading % 360) + 360) % 360 });
  }
  poseCache = poses;
  return poses;
}

export interface Waypoint {
  id: string;
  name: string;
  frame: number;
  x: number;
  y: number;
  floor: FloorName;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The guide's waypoints: where the visitor stands at each named stop, as minimap percentages. */
export function tourWaypoints(): Waypoint[] {
  const poses = cameraPoses();
  return KEYS.flatMap((current) => {
    if (!current.waypoint || current.frame === undefined) return [];
    const pose = poses[current.frame - 1] as Pose;
    const at = planToMinimap(pose.floor, pose.x, pose.y);
    return [
      {
        id: current.waypoint.id,
        name: current.waypoint.name,
        frame: current.frame,
        x: round1(at.x),
        y: round1(at.y),
        floor: FLOORS[pose.floor] as FloorName,
      },
    ];
  });
}

/** poses.json: per frame [floor index, x %, y %, heading in whole degrees]. */
export function posesDocument(): {
  version: 1;
  frameCount: number;
  floors: FloorName[];
  poses: [number, number, number, number][];
} {
  return {
    version: 1,
    frameCount: FRAME_COUNT,
    floors: [...FLOORS],
    poses: cameraPoses().map((pose) => {
      const at = planToMinimap(pose.floor, pose.x, pose.y);
      return [pose.floor, round1(at.x), round1(at.y), Math.round(pose.heading) % 360];
    }),
  };
}
