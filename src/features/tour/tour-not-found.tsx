import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";

/** The heading of an unknown tour, and its page title. */
export const TOUR_NOT_FOUND = "Tour not found";

export function TourNotFound() {
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-[1600px] flex-col justify-center gap-6 px-5 py-24 md:px-10">
      <p className="eyebrow">VantaWalk</p>
      <h1 className="display text-[clamp(2.75rem,8vw,7rem)]">{TOUR_NOT_FOUND}</h1>
      <div className="flex aspect-video max-w-3xl items-center justify-center rounded-2xl border border-dashed border-outline bg-background-secondary p-8 text-center text-lg">
        There is no tour for this property. It may have been taken down, or the link is mistyped.
      </div>
      <Link href="/property" className={`w-fit ${buttonStyles("primary")}`}>
        Back to Properties
      </Link>
    </section>
  );
}
