import { BACKYARD_LENSES, backyardPhoto, FRONT_LENSES, frontPhoto, SUNNY, type ExteriorState } from "./exterior-scene";
import { BALANCED, interiorPhoto, type InteriorShot, type InteriorState } from "./interior-scene";

/**
 * The before/after pairs of VantaRoom's enhancement gallery, by the service id the content uses.
 * Each pair is one scene model drawn twice, in the state before the edit and after it, from the
 * same camera, so the page's draggable divider shows only the enhancement change.
 */

export type Side = "before" | "after";

export interface EnhancementDesign {
  /** The whole SVG document of one side, named by its alt text. */
  draw(side: Side, label: string): string;
}

function interior(
  shot: InteriorShot,
  before: Partial<InteriorState>,
  after: Partial<InteriorState> = {},
): EnhancementDesign {
  return {
    draw: (side, label) => interiorPhoto(shot, { ...BALANCED, ...(side === "before" ? before : after) }, label),
  };
}

function front(
  lens: keyof typeof FRONT_LENSES,
  before: Partial<ExteriorState>,
  after: Partial<ExteriorState> = {},
  tree?: readonly [number, number, number],
): EnhancementDesign {
  return {
    draw: (side, label) =>
      frontPhoto(
        { lens: FRONT_LENSES[lens], seed: lens, tree },
        { ...SUNNY, ...(side === "before" ? before : after) },
        label,
      ),
  };
}

function backyard(
  lens: keyof typeof BACKYARD_LENSES,
  before: Partial<ExteriorState>,
  after: Partial<ExteriorState> = {},
): EnhancementDesign {
  return {
    draw: (side, label) =>
      backyardPhoto(BACKYARD_LENSES[lens], { ...SUNNY, ...(side === "before" ? before : after) }, label),
  };
}

export const ENHANCEMENT_DESIGNS: Readonly<Record<string, EnhancementDesign>> = {
  "virtual-staging": interior({ room: "living" }, { furnished: false }),
  "twilight-conversion": front("hero", { weather: "overcast" }, { weather: "dusk" }),
  "hdr-enhancement": interior({ room: "kitchen" }, { exposure: "single" }),
  "object-removal": front("driveway", { clutter: true }),
  "pool-water-enhancement": backyard("pool", { pool: "murky" }),
  "lawn-enhancement": front("lawn", { lawn: "patchy" }, {}, [-34, 0, 18]),
  flambient: interior({ room: "bedroom" }, { cast: "tungsten" }),
  "changing-seasons": front("hero", { season: "winter" }),
  "rain-to-shine": front("street", { weather: "rain" }),
  "clear-room": interior({ room: "spare" }, {}, { furnished: false }),
  "sky-replacement": backyard("yard", { sky: "blown" }),
  "window-pull": interior({ room: "living", shiftX: -2.5 }, { windows: "blown" }),
};
