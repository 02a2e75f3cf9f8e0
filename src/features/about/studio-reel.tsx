import { site } from "@/src/config/site";
import { BackgroundVideo } from "@/src/ui/background-video";
import { Image } from "@/src/ui/image";
import { CIRCULAR_TEXT, STUDIO_VIDEO } from "./constants";

const BADGE_RADIUS = 78;
/** A hair short of the full circle, so the last letter never touches the first. */
const BADGE_CIRCUMFERENCE = 2 * Math.PI * BADGE_RADIUS - 1;

/** The studio video in a round-cornered frame, with a badge of text turning around its corner. */
export function StudioReel() {
  return (
    <div className="relative">
      <div className="relative aspect-[4/5] overflow-hidden rounded-[2.5rem] border border-outline bg-background-secondary md:aspect-[16/11]">
        <Image
          src={STUDIO_VIDEO.poster}
          alt={`Inside the ${site.name} studio in ${site.city}`}
          fill
          priority
          sizes="(min-width: 1024px) 55vw, 92vw"
          className="object-cover"
        />
        <BackgroundVideo src={STUDIO_VIDEO.src} name="Studio video" />
      </div>
      <div aria-hidden className="absolute -bottom-14 -left-4 size-36 md:-bottom-16 md:-left-12 md:size-44">
        <div className="glow absolute inset-3 rounded-full bg-accent" />
        <svg
          viewBox="0 0 200 200"
          className="absolute inset-0 size-full animate-[spin_18s_linear_infinite] motion-reduce:animate-none"
        >
          <defs>
            <path
              id="studio-circle"
              d={`M100,100 m-${BADGE_RADIUS},0 a${BADGE_RADIUS},${BADGE_RADIUS} 0 1,1 ${2 * BADGE_RADIUS},0 a${BADGE_RADIUS},${BADGE_RADIUS} 0 1,1 -${2 * BADGE_RADIUS},0`}
            />
          </defs>
          <text className="fill-background text-[15px] font-bold tracking-[0.22em]">
            {/* Spaced to go round exactly once, so the end meets the start without a clipped seam. */}
            <textPath href="#studio-circle" textLength={BADGE_CIRCUMFERENCE} lengthAdjust="spacing">
              {CIRCULAR_TEXT}
            </textPath>
          </text>
        </svg>
        <span className="display absolute inset-0 flex items-center justify-center text-3xl text-background">✦</span>
      </div>
    </div>
  );
}
