import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/src/config/seo";
import { properties, propertyById } from "@/src/content/properties";
import { TOUR_NOT_FOUND } from "@/src/features/tour/tour-not-found";
import { TourViewer } from "@/src/features/tour/tour-viewer";

export function generateStaticParams() {
  return properties.map(({ id }) => ({ propertyId: id }));
}

export async function generateMetadata({ params }: PageProps<"/property/[propertyId]">): Promise<Metadata> {
  const property = propertyById((await params).propertyId);
  return property
    ? pageMetadata({
        path: `/property/${property.id}`,
        title: `${property.name} tour`,
        description: `Walk through ${property.name}, ${property.location}, room by room: an interactive VantaWalk tour with floor plans.`,
      })
    : { title: TOUR_NOT_FOUND };
}

// An unknown id answers 404 with the viewer's empty state (./not-found.tsx).
export default async function TourPage({ params }: PageProps<"/property/[propertyId]">) {
  const property = propertyById((await params).propertyId);
  if (!property) notFound();
  return <TourViewer property={property} />;
}
