import type { ReactNode } from "react";
import type { TourProperty } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";

/** The page around the viewer: the property's name, its actions and the way back. */
export function TourFrame({
  property,
  actions,
  children,
}: {
  property: Pick<TourProperty, "name" | "location">;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="tour-title"
      className="mx-auto flex max-w-[1600px] flex-col gap-8 px-5 pt-10 pb-24 md:px-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">VantaWalk · {property.location}</p>
          <h1 id="tour-title" className="display mt-3 text-[clamp(2.5rem,7vw,6rem)]">
            {property.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Link href="/property" className={buttonStyles("secondary", "sm")}>
            Back to Properties
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
