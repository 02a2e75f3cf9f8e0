import { z } from "zod";
import { copySchema, generatedPathSchema, slugSchema } from "./schema-helpers";

/**
 * One waypoint as it may arrive from browser storage, a fetched guide file or the editor, so it
 * is deliberately looser than the built-in data: ids are whatever the editor generated, and the
 * frame is checked against a property's frame count by the caller that knows the property.
 */
export const waypointSchema = z.object({
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().min(1).max(80),
  /** Frame numbers start at 1, like the frame files. */
  frame: z.int().min(1),
  /** Percentages of the minimap's width and height. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  floor: z.string().trim().min(1).max(40),
});

export type Waypoint = z.infer<typeof waypointSchema>;

export const tourPropertySchema = z
  .object({
    id: slugSchema,
    name: copySchema,
    location: copySchema,
    image: generatedPathSchema("tours", ["webp"]),
    frameCount: z.int().min(1),
    /** Folder of `frame_000001.jpg` … with no trailing slash. */
    framePath: z
      .string()
      .regex(/^\/generated\/tours\/[a-z0-9-]+$/, "must be /generated/tours/{id} without a trailing slash"),
    /** Floor name to minimap image, in the order the floor selector lists them. */
    minimaps: z.record(z.string().min(1), generatedPathSchema("tours", ["webp"])),
    waypoints: z.array(waypointSchema),
  })
  .refine((property) => Object.keys(property.minimaps).length > 0, {
    message: "needs at least one minimap",
    path: ["minimaps"],
  })
  .refine((property) => property.waypoints.every((waypoint) => waypoint.frame <= property.frameCount), {
    message: "every waypoint's frame must be within frameCount",
    path: ["waypoints"],
  })
  .refine((property) => property.waypoints.every((waypoint) => waypoint.floor in property.minimaps), {
    message: "every waypoint's floor must have a minimap",
    path: ["waypoints"],
  });

export type TourProperty = z.infer<typeof tourPropertySchema>;

/*
 * The minimap generator draws each floor's rooms around these waypoint positions, and the frame
 * generator walks the same path in frame order: in at the front door, left into the living room,
 * back to the kitchen, across to the dining area, then up the stairs on the right to the master bedroom.
 */
export const properties: TourProperty[] = [
  {
    id: "22-chelsea-bay",
    name: "22 Chelsea Bay",
    location: "Calgary, AB",
    image: "/generated/tours/22-chelsea-bay/cover.webp",
    frameCount: 529,
    framePath: "/generated/tours/22-chelsea-bay",
    minimaps: {
      "1st Floor": "/generated/tours/22-chelsea-bay/minimap-1st-floor.webp",
      "2nd Floor": "/generated/tours/22-chelsea-bay/minimap-2nd-floor.webp",
      "3rd Floor": "/generated/tours/22-chelsea-bay/minimap-3rd-floor.webp",
    },
    waypoints: [
      { id: "front-entry", name: "Front Entry", frame: 50, x: 50, y: 86, floor: "1st Floor" },
      { id: "living-room", name: "Living Room", frame: 150, x: 27, y: 62, floor: "1st Floor" },
      { id: "kitchen", name: "Kitchen", frame: 275, x: 30, y: 26, floor: "1st Floor" },
      { id: "dining-area", name: "Dining Area", frame: 350, x: 70, y: 28, floor: "1st Floor" },
      { id: "master-bedroom", name: "Master Bedroom", frame: 450, x: 30, y: 32, floor: "2nd Floor" },
    ],
  },
];
