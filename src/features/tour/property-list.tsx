"use client";

import { useEffect, useId, useState } from "react";
import type { TourProperty } from "@/src/model/tour";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";

type PropertyCard = Pick<TourProperty, "id" | "name" | "location" | "image" | "frameCount" | "minimaps">;

// The tours the studio made and published live in the database: fetched once the page is interactive
// (the call's module brings valibot), so the page itself stays prerendered.
const loadPublishedTours = () => import("@/src/features/tours/api").then((api) => api.fetchPublishedTours());

/** The published tours the studio made, after the content's; none while they load or when they cannot be. */
function usePublishedTours(): readonly PropertyCard[] {
  const [tours, setTours] = useState<readonly PropertyCard[]>([]);
  useEffect(() => {
    let live = true;
    loadPublishedTours().then(
      (answer) => {
        if (live && answer.ok) setTours(answer.data.tours);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return tours;
}

/**
 * /property's cards (docs/tours.md#property-list): the content's tours, then the ones the studio made
 * and published, and the 'Admin Options' toggle that reveals each tour's 'Edit Waypoints' link.
 */
export function PropertyList({ properties: own }: { properties: readonly PropertyCard[] }) {
  const [admin, setAdmin] = useState(false);
  const switchId = useId();
  const published = usePublishedTours();
  const properties = [...own, ...published.filter((tour) => !own.some((property) => property.id === tour.id))];
  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-8 px-5 py-16 md:px-10">
      <div className="flex items-center justify-end gap-3">
        <label htmlFor={switchId} className="text-sm font-semibold text-heading">
          Admin Options
        </label>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={admin}
          onClick={() => setAdmin((value) => !value)}
          className="relative h-7 w-12 rounded-full border border-outline bg-background-secondary transition-colors aria-checked:border-accent aria-checked:bg-accent"
        >
          <span
            aria-hidden
            className={`absolute top-1 left-1 size-5 rounded-full bg-heading transition-transform ${admin ? "translate-x-5" : ""}`}
          />
        </button>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-outline bg-background-secondary transition-colors hover:border-accent">
              <div className="relative aspect-video overflow-hidden bg-background">
                <Image
                  src={property.image}
                  alt=""
                  fill
                  priority={own.includes(property)}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  className="object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.04]"
                />
              </div>
              <div className="flex flex-1 flex-col gap-2 p-6">
                <p className="eyebrow">{property.location}</p>
                <h2 className="display text-3xl">
                  <Link href={`/property/${property.id}`} className="after:absolute after:inset-0 hover:text-accent">
                    {property.name}
                  </Link>
                </h2>
                <p className="text-sm text-subtext">
                  {property.frameCount} frames · {Object.keys(property.minimaps).length} floors
                </p>
                {admin ? (
                  <Link
                    href={`/property/${property.id}?edit=true`}
                    className="relative z-10 mt-3 w-fit rounded-full border border-accent px-4 py-2 text-sm font-semibold text-accent hover:bg-accent hover:text-background"
                  >
                    Edit Waypoints<span className="sr-only"> of {property.name}</span>
                  </Link>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
