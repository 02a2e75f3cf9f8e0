import "server-only";
import { guideTitle } from "@/src/model/guide-title";
import type { TourProperty } from "@/src/model/tour";
import chelseaBayGuide from "./guides/22-chelsea-bay.json";

/*
 * The tours. 22 Chelsea Bay's frames, minimaps and camera poses are rendered from one model of the
 * house (packages/demo-media/src/tour); its built-in waypoints are its guide file (./guides), which
 * the model's test checks against the rooms (through the media brief), and which
 * /Guides/22 Chelsea Bay/waypoints.json serves until a studio member publishes others.
 */
export const properties: TourProperty[] = [
  {
    id: "22-chelsea-bay",
    name: "22 Chelsea Bay",
    location: "Calgary, AB",
    image: "/generated/tours/22-chelsea-bay/cover.webp",
    frameCount: 529,
    framePath: "/generated/tours/22-chelsea-bay",
    // A 412 px phone at 2x shows the picture 744 device pixels wide; wider screens get 1280.
    frameWidths: [768, 1280],
    minimaps: {
      "1st Floor": "/generated/tours/22-chelsea-bay/minimap-1st-floor.webp",
      "2nd Floor": "/generated/tours/22-chelsea-bay/minimap-2nd-floor.webp",
      "3rd Floor": "/generated/tours/22-chelsea-bay/minimap-3rd-floor.webp",
    },
    waypoints: chelseaBayGuide,
  },
];

/** The tour with this id (the URL's `/property/{propertyId}`), or undefined. */
export function propertyById(id: string): TourProperty | undefined {
  return properties.find((property) => property.id === id);
}

/** The tour whose guide file is `/Guides/{title}/waypoints.json` ("22 Chelsea Bay"), or undefined. */
export function propertyByGuideTitle(title: string): TourProperty | undefined {
  return properties.find((property) => guideTitle(property.id) === title);
}
