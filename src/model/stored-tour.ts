import * as v from "valibot";
import { intSchema } from "@/src/lib/schema";

/*
 * A tour the studio made from a walkthrough video (docs/tours.md#tours-of-real-listings), as the store
 * keeps it: the studio's working copy (floors and their plans, the floor changes, the camera's
 * keyframes, the cover) and the copy visitors see once it is published. Defined once: the database's
 * columns are typed by them, the studio's routes (src/features/tours/api.ts) send them.
 */

/** The SHA-256 (hex) of a stored file: frames, plans and poses are named by their content. */
export const fileHashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex"));

/** A floor's id within its tour: made by the editor, kept when the floor is renamed. */
export const floorIdSchema = v.pipe(v.string(), v.regex(/^f[a-z0-9]{1,16}$/, "must be a floor id"));

/** A floor plan as stored: WebP in a 4:3 box, named by its hash. */
export const planSchema = v.object({ hash: fileHashSchema, width: intSchema(1), height: intSchema(1) });

export const storedFloorSchema = v.object({
  id: floorIdSchema,
  name: v.string(),
  plan: v.nullable(planSchema),
});

/** From `frame` on the camera is on `floor`. */
export const floorChangeSchema = v.object({ frame: intSchema(1), floor: floorIdSchema });

const percent = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100));

/** Where the camera stands at a frame, in percent of its floor's plan, and the way it looks when the studio set one. */
export const keyframeSchema = v.object({
  frame: intSchema(1),
  x: percent,
  y: percent,
  heading: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(359))),
});

/** The studio's working copy of a tour's floors and path. */
export const tourLayoutSchema = v.object({
  floors: v.array(storedFloorSchema),
  changes: v.array(floorChangeSchema),
  keyframes: v.array(keyframeSchema),
  coverFrame: intSchema(1),
});
export type TourLayout = v.InferOutput<typeof tourLayoutSchema>;
export type StoredFloor = v.InferOutput<typeof storedFloorSchema>;

/** What the studio's browser read from the video, kept so an interrupted upload goes on from the same file. */
export const footageSourceSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(300)),
  size: intSchema(1),
  lastModified: intSchema(0),
  /** SHA-256 of the file's size and its first and last megabyte: the same file again, not a look-alike. */
  fingerprint: fileHashSchema,
  codec: v.pipe(v.string(), v.maxLength(40)),
  /** As shown, rotation applied. */
  width: intSchema(1, 16_384),
  height: intSchema(1, 16_384),
  duration: v.pipe(v.number(), v.finite(), v.minValue(0)),
});
export type FootageSource = v.InferOutput<typeof footageSourceSchema>;

export const frameSizeSchema = v.object({ width: intSchema(1, 1280), height: intSchema(1, 720) });

/** What visitors see of a published tour: copied from the working copy when the studio publishes. */
export const publishedTourSchema = v.object({
  name: v.string(),
  location: v.string(),
  /** The frames' set (all frames at both widths), by the hash their URLs carry. */
  setHash: fileHashSchema,
  frameCount: intSchema(1),
  floors: v.array(v.object({ name: v.string(), plan: fileHashSchema })),
  /** The poses file (every frame's floor, position and heading), by its hash. */
  poses: fileHashSchema,
  coverFrame: intSchema(1),
});
export type PublishedTour = v.InferOutput<typeof publishedTourSchema>;
