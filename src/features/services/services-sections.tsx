"use client";

import { useEffect, useRef, useState } from "react";
import type { ServicesSection } from "@/src/content/services-sections";
import { scrollBehavior } from "@/src/lib/motion";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { Link } from "@/src/ui/link";
import { Collage } from "./collage";
import { CONTACT_BLOCK_ID, HERO_ID, sectionId } from "./constants";
import { ExploreHint } from "./explore-hint";

type ServicesSectionsProps = { sections: readonly ServicesSection[] };

/** A section's first collage image, dimmed behind its number until the collage itself is shown. */
const backdrop = (section: ServicesSection) => section.collage.find((media) => media.kind === "image")?.src;

const scrollTo = (id: string) =>
  document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });

/**
 * The eight snap-scrolling sections and the side rail. The active index (0 is the hero, 1-8 the
 * sections) follows scrolling, rail clicks and hovering a section's left half.
 */
export function ServicesSections({ sections }: ServicesSectionsProps) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const refs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    const hero = document.getElementById(HERO_ID);
    const observed = [hero, ...refs.current].filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number((entry.target as HTMLElement).dataset.index ?? 0);
          setActive(index);
        }
      },
      // A section is "in view" once it crosses the middle of the screen.
      { rootMargin: "-50% 0px -50% 0px" },
    );
    observed.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, []);

  function go(index: number) {
    setActive(index);
    scrollTo(index === 0 ? HERO_ID : sectionId(sections[index - 1]!.slug));
  }

  return (
    <>
      <nav aria-label="Services sections" className="fixed top-1/2 right-4 z-40 hidden -translate-y-1/2 md:block">
        <ul className="flex flex-col items-center gap-1 rounded-full border border-outline bg-background/70 p-1.5 backdrop-blur">
          <li>
            <RailButton label="Back to the top" onClick={() => go(0)}>
              ↑
            </RailButton>
          </li>
          {sections.map((section) => (
            <li key={section.slug}>
              <RailButton
                label={`${section.number}. ${section.name}`}
                current={active === section.number}
                onClick={() => go(section.number)}
              >
                {section.number}
              </RailButton>
            </li>
          ))}
          <li>
            <RailButton label="Go to contact" onClick={() => scrollTo(CONTACT_BLOCK_ID)}>
              ↓
            </RailButton>
          </li>
        </ul>
      </nav>

      {sections.map((section) => {
        const showCollage = hovered === section.number;
        const backdropSrc = backdrop(section);
        return (
          <section
            key={section.slug}
            id={sectionId(section.slug)}
            ref={(element) => {
              refs.current[section.number - 1] = element;
            }}
            data-index={section.number}
            aria-labelledby={`${sectionId(section.slug)}-title`}
            className="relative grid min-h-[100svh] snap-start border-t border-outline lg:grid-cols-2"
          >
            <div
              data-testid={`stage-${section.number}`}
              onPointerEnter={() => {
                setHovered(section.number);
                setActive(section.number);
              }}
              onPointerLeave={() => setHovered(null)}
              className="relative flex min-h-[50svh] items-end overflow-hidden border-outline bg-background-secondary p-8 lg:min-h-0 lg:border-r lg:p-12"
            >
              {backdropSrc ? (
                // The collage's first image at the collage's size, so one download serves both.
                <Image
                  src={backdropSrc}
                  alt=""
                  fill
                  sizes="30vw"
                  className="object-cover opacity-15 blur-[2px] grayscale"
                />
              ) : null}
              <div aria-hidden className="grain absolute inset-0 opacity-70" />
              <div
                aria-hidden
                data-dim={showCollage}
                className="relative flex flex-col gap-4 transition-opacity duration-500 data-[dim=true]:opacity-15"
              >
                <p className="display text-[clamp(7rem,18vw,18rem)] leading-[0.8] text-transparent [-webkit-text-stroke:1.5px_var(--accent)]">
                  {String(section.number).padStart(2, "0")}
                </p>
                <p className="display text-[clamp(1.75rem,3vw,3rem)] text-heading">{section.name}</p>
              </div>
              <Collage media={section.collage} visible={showCollage} />
              <ExploreHint enabled={active === section.number && !showCollage} />
            </div>
            <div className="flex flex-col justify-center gap-8 px-5 py-16 md:px-10 lg:px-16 lg:pr-28">
              <div className="flex flex-col gap-3">
                <p className="eyebrow">
                  {String(section.number).padStart(2, "0")} · {section.name}
                </p>
                <p className="display text-3xl text-accent md:text-4xl">{section.claim}</p>
              </div>
              <h2 id={`${sectionId(section.slug)}-title`} className="display text-[clamp(2rem,4vw,3.75rem)]">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)} className="max-w-2xl text-lg leading-relaxed">
                  {paragraph}
                </p>
              ))}
              <div>
                <h3 className="eyebrow mb-3">CATEGORIES</h3>
                <ul className="flex flex-wrap gap-2">
                  {section.categories.map((category) => (
                    <li key={category} className="rounded-full border border-outline px-3 py-1 text-sm text-text">
                      {category}
                    </li>
                  ))}
                </ul>
              </div>
              <Link href={section.href} className={`w-fit ${buttonStyles("primary", "lg")}`}>
                {section.linkLabel}
                <span className="sr-only"> for {section.name}</span>
              </Link>
            </div>
          </section>
        );
      })}
    </>
  );
}

type RailButtonProps = { label: string; current?: boolean; onClick: () => void; children: React.ReactNode };

function RailButton({ label, current = false, onClick, children }: RailButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? "true" : undefined}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full text-xs font-bold text-subtext transition-colors hover:text-heading aria-[current=true]:bg-accent aria-[current=true]:text-background"
    >
      {children}
    </button>
  );
}
