import sharp from "sharp";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { rasteriseWebp } from "../raster";
import { cameraPoses, FLOORS, FRAME_COUNT, posesDocument, type Pose } from "../tour/house";
import { MINIMAP_MAX_BYTES, minimapSvg } from "../tour/minimap";
import { FRAME, FRAME_WIDTHS, renderFrames, renderPose } from "../tour/render";
import { loadFonts } from "../typography";

/**
 * The demo tour of 22 Chelsea Bay: 529 walk-through frames at each width (1280 and, for phones, 768
 * px), a minimap per floor, the list card's cover and the camera's pose per frame, all from the one
 * house model in tour/.
 */

export const TOUR_DIR = `${generatedDir}/tours/22-chelsea-bay`;
export const COVER_MAX_BYTES = 60_000;
/** The living room waypoint: the fireplace wall with the afternoon sun on the floor. */
const COVER_FRAME = 150;

/** `{tour}/frames/{width}/frame_000001.jpg`, as src/features/tour/frames.ts asks for them. */
export const frameFile = (width: number, frame: number) =>
  `${TOUR_DIR}/frames/${width}/frame_${String(frame).padStart(6, "0")}.jpg`;
export const minimapFile = (floor: string) => `${TOUR_DIR}/minimap-${floor.toLowerCase().replace(/\s+/g, "-")}.webp`;

const frames = Array.from({ length: FRAME_COUNT }, (_, i) => i + 1);

export const tourGenerator: MediaGenerator = {
  name: "tour",
  module: import.meta.url,
  outputs: [
    ...FRAME_WIDTHS.flatMap((width) => frames.map((frame) => frameFile(width, frame))),
    ...FLOORS.map(minimapFile),
    `${TOUR_DIR}/cover.webp`,
    `${TOUR_DIR}/poses.json`,
  ],
  async generate() {
    await loadFonts();
    const rendered = renderFrames(frames);
    const minimaps = await Promise.all(
      FLOORS.map(async (floor, index) => {
        const webp = await rasteriseWebp(minimapSvg(index), { maxBytes: MINIMAP_MAX_BYTES, quality: 90 });
        return [minimapFile(floor), webp] as const;
      }),
    );
    const raw = renderPose(cameraPoses()[COVER_FRAME - 1] as Pose);
    const scaled = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
      .resize(FRAME.width, FRAME.height, { kernel: "mitchell" })
      .raw()
      .toBuffer();
    const encodeCover = (quality: number) =>
      sharp(scaled, { raw: { width: FRAME.width, height: FRAME.height, channels: 3 } })
        .webp({ quality, effort: 5 })
        .toBuffer();
    let quality = 84;
    let cover = await encodeCover(quality);
    while (cover.length > COVER_MAX_BYTES && quality > 40) {
      quality -= 4;
      cover = await encodeCover(quality);
    }
    const jpegs = await rendered;
    return new Map<string, Uint8Array | string>([
      ...FRAME_WIDTHS.flatMap((width) =>
        frames.map((frame) => [frameFile(width, frame), jpegs.get(frame)?.get(width) as Buffer] as const),
      ),
      ...minimaps,
      [`${TOUR_DIR}/cover.webp`, cover],
      [`${TOUR_DIR}/poses.json`, `${JSON.stringify(posesDocument())}\n`],
    ]);
  },
};
