import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { servicesProcessSteps, servicesSections } from "@/src/content/services-sections";
import { CONTACT_BLOCK_ID, HERO_ID } from "@/src/features/services/constants";
import { ServicesSections } from "@/src/features/services/services-sections";
import { BlockContextMenu } from "@/src/ui/block-context-menu";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";
import { Marquee } from "@/src/ui/marquee";

export const metadata: Metadata = pageMetadata({
  path: "/services",
  title: "Services",
  description:
    "Brand systems, web and product, content and growth, photo and video, AI and automation, real estate, Indigenous language education and generative intelligence.",
});

export default function ServicesPage() {
  return (
    <div className="snap-page">
      <BlockContextMenu />
      <section
        id={HERO_ID}
        data-index={0}
        aria-labelledby="services-title"
        className="relative flex min-h-[calc(100svh-var(--header-height))] snap-start flex-col justify-between overflow-hidden"
      >
        <div aria-hidden className="grain pointer-events-none absolute inset-0" />
        <div className="relative mx-auto w-full max-w-[1600px] px-5 pt-16 md:px-10 md:pt-24">
          <p className="eyebrow mb-6">Services</p>
          <h1 id="services-title" className="display text-[clamp(3.5rem,12vw,12rem)]">
            WORKING, <span className="text-glow text-accent">TOGETHER</span>
          </h1>
          <ol className="mt-14 grid gap-8 md:grid-cols-3">
            {servicesProcessSteps.map((step) => (
              <li key={step.number} className="flex flex-col gap-3 border-t border-outline pt-6">
                <span aria-hidden className="display text-xl text-accent">
                  {String(step.number).padStart(2, "0")}
                </span>
                <h2 className="display text-2xl">{step.title}</h2>
                <p className="text-subtext">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
        <Marquee duration={25} className="relative mt-16 border-y border-outline py-6">
          {[0, 1, 2].map((copy) => (
            <span
              key={copy}
              aria-hidden={copy > 0}
              className="display pr-12 text-[clamp(2.5rem,6vw,5.5rem)] whitespace-nowrap"
            >
              LEGENDARY CREATIVE STUDIO <span className="text-accent">✦</span>
            </span>
          ))}
        </Marquee>
      </section>
      <ServicesSections sections={servicesSections} />
      <section
        id={CONTACT_BLOCK_ID}
        aria-labelledby="lets-talk-title"
        className="relative snap-start overflow-hidden border-t border-outline"
      >
        <div aria-hidden className="grain pointer-events-none absolute inset-0" />
        <div className="relative mx-auto flex min-h-[70svh] max-w-[1600px] flex-col items-start justify-center gap-10 px-5 py-24 md:px-10">
          <h2 id="lets-talk-title" className="display text-[clamp(4rem,14vw,14rem)]">
            LET&apos;S <span className="text-glow text-accent">TALK</span>
          </h2>
          <p className="max-w-xl text-lg">
            Tell us where you want to be in a year. We will come back within a day with how we would get you there.
          </p>
          <Link href="/contact" className={buttonStyles("primary", "lg")}>
            GET IN TOUCH
          </Link>
        </div>
      </section>
    </div>
  );
}
