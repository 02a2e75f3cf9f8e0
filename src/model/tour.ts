import * as v from "valibot";
import { copySchema, generatedPathSchema, intSchema, slugSchema, text } from "@/src/lib/schema";

/**
 * One waypoint as it may arrive from the built-in data, browser storage, a fetched guide file, the
 * editor or (later) a publish request: ids are whatever the editor generated, and the frame and
 * floor are checked against a property by waypointListSchema, which knows the property.
 */
export const waypointSchema = v.object({
  id: text(100),
  name: text(80),
  /** Frame numbers start at 1, like the frame files. */
  frame: intSchema(1),
  /** Percentages of the minimap's width and height. */
  x: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  y: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  floor: text(40),
});

export type Waypoint = v.InferOutput<typeof waypointSchema>;

export const tourPropertySchema = v.pipe(
  v.object({
    id: slugSchema,
    name: copySchema,
    location: copySchema,
    image: generatedPathSchema("tours", ["webp"]),
    frameCount: intSchema(0),
    /**
     * The tour's folder, with no trailing slash: the camera's poses (`poses.json`) and a folder of
     * frames per width, `frames/{width}/frame_000001.jpg` …, the same frames in each.
     */
    framePath: v.pipe(
      v.string(),
      v.regex(/^\/generated\/tours\/[a-z0-9-]+$/, "must be /generated/tours/{id} without a trailing slash"),
    ),
    /** The widths the frames come in (16:9), smallest first; the viewer picks one per visit. */
    frameWidths: v.pipe(
      v.array(intSchema(1)),
      v.minLength(1, "needs at least one frame width"),
      v.check(
        (widths) => widths.every((width, index) => index === 0 || width > (widths[index - 1] as number)),
        "must be ascending",
      ),
    ),
    /** Floor name to minimap image, in the order the floor selector lists them. */
    minimaps: v.pipe(
      v.record(v.pipe(v.string(), v.nonEmpty()), generatedPathSchema("tours", ["webp"])),
      v.check((minimaps) => Object.keys(minimaps).length > 0, "needs at least one minimap"),
    ),
    waypoints: v.array(waypointSchema),
    /**
     * The camera's poses file when it is not `{framePath}/poses.json`: a studio-made tour's poses
     * change with its path while its frames stay, so they are a file of their own.
     */
    posesPath: v.optional(v.string()),
  }),
  v.check(
    (property) => property.waypoints.every((waypoint) => waypoint.frame <= property.frameCount),
    "every waypoint's frame must be within frameCount",
  ),
  v.check(
    (property) => property.waypoints.every((waypoint) => Object.hasOwn(property.minimaps, waypoint.floor)),
    "every waypoint's floor must have a minimap",
  ),
);

export type TourProperty = v.InferOutput<typeof tourPropertySchema>;
