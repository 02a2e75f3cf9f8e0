"use client";

import { useId, useState } from "react";
import type { TourProperty } from "@/src/model/tour";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";

type PropertyCard = Pick<TourProperty, "id" | "name" | "location" | "image" | "frameCount" | "minimaps">;

/** /property's cards, and the 'Admin Options' toggle that reveals each tour's 'Edit Waypoints' link. */
export function PropertyList({ properties }: { properties: readonly PropertyCard[] }) {
  const [admin, setAdmin] = useState(false);
  const switchId = useId();
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
                  priority
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
