import { location } from "@/src/config/site";
import { BackgroundVideo } from "@/src/ui/background-video";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";
import { HERO_VIDEO } from "./constants";

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="relative -mt-header flex min-h-dvh items-end overflow-hidden">
      <div aria-hidden className="absolute inset-0">
        <Image src={HERO_VIDEO.poster} alt="" fill priority sizes="100vw" className="object-cover" />
        <BackgroundVideo src={HERO_VIDEO.src} name="Hero video" />
        <div className="absolute inset-0 bg-gradient-to-t from-background via-background/40 to-background/30" />
      </div>
      <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-10 px-5 pt-32 pb-16 md:px-10 md:pb-24">
        <p className="eyebrow text-text">Creative studio · {location}</p>
        <h1 id="hero-title" className="display text-[clamp(3.25rem,11vw,11rem)]">
          Visual stories
          <br />
          that <span className="text-glow text-accent">move</span> brands.
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link href="/#portfolio" className={buttonStyles("primary")}>
            See the work
          </Link>
          <Link href="/contact" className={`${buttonStyles("secondary")} bg-background/40 backdrop-blur`}>
            Start a project
          </Link>
        </div>
      </div>
    </section>
  );
}
