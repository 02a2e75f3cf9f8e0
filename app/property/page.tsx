import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { properties } from "@/src/content/properties";
import { PropertyList } from "@/src/features/tour/property-list";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = pageMetadata({
  path: "/property",
  title: "Property tours",
  description:
    "Walk through a listing frame by frame, jump between rooms from the floor plan, and see exactly how the home flows.",
});

export default function PropertyPage() {
  return (
    <>
      <PageIntro eyebrow="VantaWalk tours" title="Property tours">
        <p>
          Walk through a listing frame by frame, jump between rooms from the floor plan, and see exactly how the home
          flows.
        </p>
      </PageIntro>
      <PropertyList
        properties={properties.map(({ id, name, location, image, frameCount, minimaps }) => ({
          id,
          name,
          location,
          image,
          frameCount,
          minimaps,
        }))}
      />
    </>
  );
}
