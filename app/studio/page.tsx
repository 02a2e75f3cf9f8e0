import type { Metadata } from "next";
import { reviewClients } from "@/src/content/review-clients";
import { reviewPostCaptions, studioNotesFor } from "@/src/content/review-posts";
import { studioEntry } from "@/src/features/studio/server/session";
import { StudioInbox } from "@/src/features/studio/studio-inbox";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = {
  title: "Studio inbox",
  description: "The studio's inbox of client reviews.",
  robots: { index: false, follow: false },
};

// Rendered per request: whether the inbox is locked and whether this browser has a session cookie
// decide what its first paint shows (src/features/studio/entry.ts).
export default async function StudioPage() {
  const entry = await studioEntry();
  return (
    <>
      <PageIntro eyebrow="Studio" title="Inbox">
        <p>Every client&apos;s review link, what they approved, what they sent back and what they said.</p>
      </PageIntro>
      <div className="mx-auto max-w-[1600px] px-5 py-16 md:px-10">
        <StudioInbox
          entry={entry}
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
