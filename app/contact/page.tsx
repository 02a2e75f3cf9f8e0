import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { location, site } from "@/src/config/site";
import { ContactForm } from "@/src/features/contact/contact-form";
import { Marquee } from "@/src/ui/marquee";

export const metadata: Metadata = pageMetadata({
  path: "/contact",
  title: "Contact",
  description: `Write to ${site.name}, a creative studio in ${location}. We answer every message within one business day.`,
});

export default function ContactPage() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden className="grain pointer-events-none absolute inset-0" />
        <div className="relative mx-auto max-w-[1600px] px-5 pt-16 pb-20 md:px-10 md:pt-24">
          <p className="eyebrow mb-6">Contact · {location}</p>
          <ContactForm email={site.email} />
          <div className="mt-16 flex flex-wrap items-center gap-x-10 gap-y-4 border-t border-outline pt-8 text-sm">
            <a
              href={site.videoChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-heading underline decoration-accent underline-offset-8 hover:text-accent"
            >
              Watch us work on our video channel<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <span className="text-subtext">{location}, Canada · Remote talent coast to coast</span>
          </div>
        </div>
      </section>
      <div aria-hidden className="border-y border-outline py-6">
        <Marquee duration={30}>
          {[0, 1, 2].map((copy) => (
            <span
              key={copy}
              className="display pr-12 text-[clamp(2.5rem,7vw,6rem)] whitespace-nowrap text-background-secondary [-webkit-text-stroke:1px_var(--subtext)]"
            >
              WE&apos;RE A FULL SERVICE DIGITAL STUDIO <span className="text-accent [-webkit-text-stroke:0]">✦</span>
            </span>
          ))}
        </Marquee>
      </div>
    </>
  );
}
