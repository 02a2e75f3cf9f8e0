import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { pageMetadata } from "@/src/config/seo";
import { TOUR_NOT_FOUND } from "@/src/features/tour/tour-not-found";
import { TourViewer } from "@/src/features/tour/tour-viewer";
import { publishedProperty } from "@/src/features/tours/server/tour-serving";

// proxy.ts rewrites /property/{id} here for an id no page was prerendered for: a tour the studio made
// lives in the database, so its page is rendered per request (with that request's CSP nonce), never
// cached; an id that names no published tour answers 404 with the viewer's not-found screen.
export const dynamic = "force-dynamic";

/** Read once per request, by the metadata and the page. */
const tourAt = cache((id: string) => publishedProperty(id));

export async function generateMetadata({ params }: PageProps<"/stored-tour/[propertyId]">): Promise<Metadata> {
  const property = await tourAt((await params).propertyId);
  return property
    ? pageMetadata({
        path: `/property/${property.id}`,
        title: `${property.name} tour`,
        description: `Walk through ${property.name}, ${property.location}, room by room: an interactive VantaWalk tour with floor plans.`,
        image: { url: property.image, width: 1280, height: 720 },
      })
    : { title: TOUR_NOT_FOUND, robots: { index: false } };
}

export default async function StoredTourPage({ params }: PageProps<"/stored-tour/[propertyId]">) {
  const property = await tourAt((await params).propertyId);
  if (!property) notFound();
  return <TourViewer property={property} />;
}
