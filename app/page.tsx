import Link from "next/link";
import { location } from "@/src/config/site";

export default function HomePage() {
  return (
    <>
      <section className="relative flex min-h-[calc(100dvh-var(--header-height))] items-end overflow-hidden">
        <div aria-hidden className="grain pointer-events-none absolute inset-0" />
        <div className="relative mx-auto flex w-full max-w-[1600px] flex-col gap-10 px-5 pb-16 md:px-10 md:pb-24">
          <p className="eyebrow">Creative studio · {location}</p>
          <h1 className="display text-[clamp(3.25rem,11vw,11rem)]">
            Visual stories<br />
            that <span className="text-accent text-glow">move</span> brands.
          </h1>
          <div className="flex flex-wrap gap-3">
            <Link href="/#portfolio" className="rounded-full bg-accent px-6 py-3 font-semibold text-background hover:bg-accent-glow">
              See the work
            </Link>
            <Link href="/contact" className="rounded-full border border-outline px-6 py-3 font-semibold text-heading hover:border-accent">
              Start a project
            </Link>
          </div>
        </div>
      </section>
      <section id="portfolio" tabIndex={-1} aria-labelledby="projects-title" className="border-t border-outline outline-none">
        <div className="mx-auto max-w-[1600px] px-5 py-24 md:px-10">
          <h2 id="projects-title" className="display text-[clamp(3.5rem,13.5vw,15rem)]">
            Projects
          </h2>
        </div>
      </section>
    </>
  );
}
