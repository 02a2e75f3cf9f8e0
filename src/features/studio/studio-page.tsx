import type { Metadata } from "next";
import type { ReactNode } from "react";
import { PageIntro } from "@/src/ui/page-intro";

/** The metadata of /studio, whichever of its pages answers (entry.ts). */
export const studioMetadata: Metadata = {
  title: "Studio inbox",
  description: "The studio's inbox of client reviews and inquiries.",
  robots: { index: false, follow: false },
};

/** What every /studio page shows around its content: the same heading, so nothing moves between them. */
export function StudioPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageIntro eyebrow="Studio" title="Inbox">
        <p>
          Every client&apos;s review, what they approved and what they said; every message, quote and order sent through
          the site.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-[1600px] px-5 py-16 md:px-10">{children}</div>
    </>
  );
}
