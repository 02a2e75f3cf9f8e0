import { location, site } from "@/src/config/site";
import { featuredOutside } from "@/src/content/portfolio";
import { servicesSections } from "@/src/content/services-sections";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";

const shape = "relative flex overflow-hidden rounded-3xl border";
const panel = `${shape} border-outline bg-background-secondary`;
const tile = `${panel} p-8`;
const linkTile = `${tile} group transition-colors hover:border-accent`;
// The grid's Web Development cards show live sites; the tile shows a picture of the studio's own.
const showcase = featuredOutside("Web Development");

/** Ten tiles summing the studio up; a desktop flourish, hidden at 768px and below. */
export function BentoGrid() {
  return (
    <section aria-labelledby="bento-title" className="hidden border-t border-outline min-[769px]:block">
      <div className="mx-auto max-w-[1600px] px-10 py-24">
        <h2 id="bento-title" className="sr-only">
          The studio at a glance
        </h2>
        <div className="grid auto-rows-[minmax(11rem,auto)] grid-cols-6 gap-4 xl:grid-cols-12">
          <Link
            href="/contact"
            className={`${shape} group col-span-3 row-span-2 flex-col justify-between border-accent bg-accent p-8 text-background transition-colors hover:bg-accent-glow xl:col-span-5`}
          >
            <span className="text-sm font-semibold tracking-[0.2em] uppercase">Start a project</span>
            <span className="display text-[clamp(3rem,5.4vw,6.25rem)] text-background transition-transform duration-500 ease-out-expo group-hover:-translate-y-2">
              CONTACT
            </span>
            <span className="font-semibold">{site.email} ↗</span>
          </Link>

          <div className={`${tile} col-span-3 row-span-2 flex-col gap-4 xl:col-span-4`}>
            <h3 className="eyebrow">What we do</h3>
            <ul className="flex flex-col">
              {servicesSections.map((section) => (
                <li key={section.slug} className="border-b border-outline last:border-0">
                  <Link
                    href="/services"
                    className="flex items-baseline justify-between gap-3 py-2 text-heading hover:text-accent"
                  >
                    <span className="font-semibold">{section.name}</span>
                    <span aria-hidden className="text-xs text-subtext">
                      {String(section.number).padStart(2, "0")}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>

          <Link href="/vantaroom" className={`${linkTile} col-span-3 flex-col justify-between xl:col-span-3`}>
            <span className="eyebrow">VantaRoom</span>
            <span className="display text-4xl group-hover:text-accent">REAL ESTATE</span>
            <span className="text-sm text-subtext">3D tours, floor plans and staging in 6 hours.</span>
          </Link>

          <div className={`${tile} col-span-3 flex-col justify-between xl:col-span-3`}>
            <span className="eyebrow">Based in</span>
            <span className="display text-4xl">{location}</span>
            <span className="text-sm text-subtext">Remote talent across Canada.</span>
          </div>

          {showcase ? (
            <div className={`${panel} col-span-3 row-span-2 xl:col-span-4`}>
              <Image
                src={showcase.imageSrc}
                alt={`${showcase.title}: ${showcase.subtitle}`}
                fill
                sizes="(min-width: 1280px) 33vw, 50vw"
                className="object-cover"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-background to-transparent p-6 pt-16">
                <span className="eyebrow block">Selected work</span>
                <span className="display mt-2 block text-2xl">{showcase.title}</span>
              </span>
            </div>
          ) : null}

          <div className={`${tile} col-span-2 flex-col justify-between xl:col-span-2`}>
            <span className="display text-6xl text-accent">120+</span>
            <span className="text-sm text-subtext">projects launched since we opened our doors.</span>
          </div>

          <div className={`${tile} col-span-2 flex-col justify-between xl:col-span-2`}>
            <span className="display text-6xl text-accent">24h</span>
            <span className="text-sm text-subtext">to a detailed quote, every time.</span>
          </div>

          <figure className={`${tile} col-span-2 flex-col justify-between gap-4 xl:col-span-4`}>
            <blockquote className="text-lg leading-snug text-heading">
              “They understood the business before they opened Figma. Bookings were up within a month of launch.”
            </blockquote>
            <figcaption className="text-sm text-subtext">Operations lead, We Care Movers</figcaption>
          </figure>

          <div className={`${tile} col-span-3 flex-col justify-between xl:col-span-4`}>
            <span className="eyebrow">How we work</span>
            <span className="display text-3xl">Small team. Senior hands. No hand-offs.</span>
          </div>

          <a
            href={site.videoChannelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkTile} col-span-3 items-end justify-between xl:col-span-4`}
          >
            <span className="flex flex-col gap-2">
              <span className="eyebrow">Watch</span>
              <span className="display text-3xl group-hover:text-accent">Behind the work</span>
            </span>
            <span
              aria-hidden
              className="flex size-14 items-center justify-center rounded-full border border-outline group-hover:border-accent"
            >
              <svg width="14" height="16" viewBox="0 0 12 14" fill="currentColor">
                <path d="M0 0l12 7-12 7z" />
              </svg>
            </span>
            <span className="sr-only">(opens our video channel in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
