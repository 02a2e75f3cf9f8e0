import { reviewClients } from "@/src/content/review-clients";
import { reviewPostCaptions, studioNotesFor } from "@/src/content/review-posts";
import { StudioInbox } from "@/src/features/studio/studio-inbox";
import { studioMetadata, StudioPage } from "@/src/features/studio/studio-page";

export const metadata = studioMetadata;

// Reached only by a browser with a session cookie while the inbox is enabled: proxy.ts answers
// everyone else with the sign-in form or the locked notice (src/features/studio/entry.ts).
export default function StudioInboxPage() {
  return (
    <StudioPage>
      <StudioInbox
        clients={reviewClients.map((client) => ({
          id: client.id,
          name: client.name,
          captions: reviewPostCaptions(client.id),
          notes: studioNotesFor(client.id),
        }))}
      />
    </StudioPage>
  );
}
