import type { Metadata } from "next";
import { reviewClients } from "@/src/content/review-clients";
import { reviewPostCaptions, studioNotesFor } from "@/src/content/review-posts";
import { StudioInbox } from "@/src/features/studio/studio-inbox";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Studio inbox",
  description: "The studio's inbox of client reviews.",
  robots: { index: false, follow: false },
};

export default function StudioPage() {
  return (
    <>
      <PageIntro eyebrow="Studio" title="Inbox">
        <p>Every client&apos;s review link, what they approved, what they sent back and what they said.</p>
      </PageIntro>
      <div className="mx-auto max-w-[1600px] px-5 py-16 md:px-10">
        <StudioInbox
          clients={reviewClients.map((client) => ({
            id: client.id,
            name: client.name,
            captions: reviewPostCaptions(client.id),
            notes: studioNotesFor(client.id),
          }))}
        />
      </div>
    </>
  );
}
