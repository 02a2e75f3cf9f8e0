import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { location } from "@/src/config/site";
import { aboutIntro, missionStatements, under5Stages } from "@/src/content/about";
import { teamMembers } from "@/src/content/team";
import { StudioReel } from "@/src/features/about/studio-reel";
import { BlockContextMenu } from "@/src/ui/block-context-menu";
import { Image } from "@/src/ui/image";

export const metadata: Metadata = pageMetadata({
  path: "/about",
  title: "About",
  description: `A boutique creative studio in ${location}, working with remote talent across Canada. Our mission, our process and the people who do the work.`,
});

export default function AboutPage() {
  return (
    <>
      <BlockContextMenu />
      <section className="relative overflow-hidden">
        <div aria-hidden className="grain pointer-events-none absolute inset-0" />
        <div className="relative mx-auto grid max-w-[1600px] items-center gap-16 px-5 pt-16 pb-32 md:px-10 lg:grid-cols-[1fr_1.15fr] lg:pt-24">
          <div className="flex flex-col gap-8">
            <p className="eyebrow">About · {location}</p>
            <h1 className="display text-[clamp(3rem,7.5vw,7.5rem)]">
              A BOUTIQUE STUDIO BUILT FOR <span className="text-glow text-accent">IMPACT</span>
            </h1>
            {aboutIntro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="max-w-xl text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
          <StudioReel />
        </div>
      </section>

      <section aria-labelledby="mission-title" className="border-t border-outline">
        <div className="mx-auto grid max-w-[1600px] gap-12 px-5 py-24 md:px-10 lg:grid-cols-[1fr_2fr]">
          <h2 id="mission-title" className="display text-[clamp(3rem,7vw,6.5rem)] lg:sticky lg:top-32 lg:self-start">
            OUR MISSION
          </h2>
          <ol className="relative flex flex-col gap-14 border-l border-outline pl-10">
            {missionStatements.map((mission, index) => (
              <li key={mission.id} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1 -left-[2.85rem] size-3.5 rounded-full border-2 border-accent bg-background"
                />
                <p className="eyebrow">{String(index + 1).padStart(2, "0")}</p>
                <h3 className="display mt-2 text-3xl">{mission.title}</h3>
                <p className="mt-3 max-w-2xl text-lg leading-relaxed">{mission.statement}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="under5-title" className="border-t border-outline bg-background-secondary">
        <div className="mx-auto max-w-[1600px] px-5 py-24 md:px-10">
          <div className="flex flex-wrap items-end justify-between gap-8">
            <h2 id="under5-title" className="display text-[clamp(4rem,13vw,12rem)]">
              UNDER <span className="text-glow text-accent">5</span>
            </h2>
            <div className="flex max-w-md flex-col gap-2 pb-4">
              <p className="display text-2xl text-accent">in just 7 seconds</p>
              <p className="text-subtext">
                That is how long a first impression takes. Five steps, each under five weeks, make sure yours lands: we
                call it <strong className="text-heading">under 5</strong>.
              </p>
            </div>
          </div>
          <ol className="mt-16 grid gap-px overflow-hidden rounded-3xl border border-outline bg-outline md:grid-cols-5">
            {under5Stages.map((stage) => (
              <li key={stage.number} className="flex flex-col gap-4 bg-background p-8">
                <span aria-hidden className="display text-5xl text-accent">
                  {stage.number}
                </span>
                <h3 className="display text-2xl">{stage.name}</h3>
                <p className="text-subtext">{stage.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="team-title" className="border-t border-outline">
        <div className="mx-auto max-w-[1600px] px-5 py-24 md:px-10">
          <h2 id="team-title" className="display max-w-[14ch] text-[clamp(3rem,8vw,7.5rem)]">
            WHERE DESIGN HITS <span className="text-accent">DIFFERENT</span>
          </h2>
          <ul className="mt-16 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {teamMembers.map((member) => (
              <li key={member.id} className="flex flex-col gap-4">
                <div className="relative aspect-[4/5] overflow-hidden rounded-2xl border border-outline bg-background-secondary">
                  <Image
                    src={member.portrait}
                    alt={`Portrait of ${member.name}`}
                    fill
                    sizes="(min-width: 1280px) 20vw, (min-width: 640px) 45vw, 92vw"
                    className="object-cover"
                  />
                </div>
                <div>
                  <h3 className="text-lg font-semibold text-heading">{member.name}</h3>
                  <p className="text-sm text-accent">{member.role}</p>
                  <p className="text-xs tracking-widest text-subtext uppercase">{member.location}</p>
                </div>
                <p className="text-sm leading-relaxed text-text">{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
