import type { Metadata } from "next";
import { properties } from "@/src/content/properties";
import { Link } from "@/src/ui/link";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Property tours",
  description:
    "Walk through a listing frame by frame, jump between rooms from the floor plan, and see exactly how the home flows.",
};

export default function PropertyPage() {
  return (
    <>
      <PageIntro eyebrow="VantaWalk tours" title="Property tours">
        <p>
          Walk through a listing frame by frame, jump between rooms from the floor plan, and see exactly how the home
          flows.
        </p>
      </PageIntro>
      <ul className="mx-auto grid max-w-[1600px] gap-6 px-5 py-16 md:grid-cols-2 md:px-10 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property.id}>
            <Link
              href={`/property/${property.id}`}
              className="group flex flex-col gap-2 rounded-2xl border border-outline bg-background-secondary p-8 transition-colors hover:border-accent"
            >
              <span className="eyebrow">{property.location}</span>
              <span className="display text-3xl group-hover:text-accent">{property.name}</span>
              <span className="text-sm text-subtext">
                {property.frameCount} frames · {Object.keys(property.minimaps).length} floors
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
