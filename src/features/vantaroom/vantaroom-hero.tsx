import { BackgroundVideo } from "@/src/ui/background-video";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";
import { SECTION_LINKS, VANTAROOM_REEL } from "./constants";
import { SectionLink } from "./section-link";

export function VantaroomHero() {
  return (
    <section
      aria-labelledby="vantaroom-title"
      className="relative -mt-header flex min-h-[92svh] items-end overflow-hidden"
    >
      <div aria-hidden className="absolute inset-0">
        <Image src={VANTAROOM_REEL.poster} alt="" fill priority sizes="100vw" className="object-cover" />
        <BackgroundVideo src={VANTAROOM_REEL.src} name="VantaRoom hero video" />
        <div className="absolute inset-0 bg-gradient-to-t from-background via-background/55 to-background/20" />
        <div className="absolute inset-0 bg-gradient-to-r from-background/80 via-background/30 to-transparent" />
      </div>
      <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-8 px-5 pt-40 pb-14 md:px-10 md:pb-20">
        <p className="eyebrow text-text">VantaRoom · Real estate visuals</p>
        <h1 id="vantaroom-title" className="display max-w-[15ch] text-[clamp(3rem,9vw,8.75rem)]">
          Listings that <span className="text-glow text-accent">sell the room.</span>
        </h1>
        <p className="max-w-2xl text-lg md:text-xl">
          HDR photography, 2D and 3D floor plans, virtual staging and interactive tours for agents, photographers,
          brokers and appraisers across Canada. Delivered within six hours of the scan.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/contact" className={buttonStyles("primary", "lg")}>
            Book a Scan
          </Link>
          <nav aria-label="On this page" className="flex flex-wrap gap-2">
            {SECTION_LINKS.map((section) => (
              <SectionLink
                key={section.id}
                id={section.id}
                className={`${buttonStyles("secondary", "sm")} bg-background/40 backdrop-blur`}
              >
                {section.label}
              </SectionLink>
            ))}
          </nav>
        </div>
      </div>
    </section>
  );
}
