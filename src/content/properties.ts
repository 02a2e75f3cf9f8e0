import "server-only";
import type { TourProperty } from "@/src/model/tour";

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
