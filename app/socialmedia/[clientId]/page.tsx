import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { reviewClientById, reviewClients } from "@/src/content/review-clients";
import { reviewPostCaptions, studioNotesFor } from "@/src/content/review-posts";
import { revealScript } from "@/src/features/review/reveal-script";
import { ReviewBoard } from "@/src/features/review/review-board";
import { UNKNOWN_CLIENT } from "@/src/features/review/unknown-client";
import { Link } from "@/src/ui/link";

export function generateStaticParams() {
  return reviewClients.map(({ id }) => ({ clientId: id }));
}

export async function generateMetadata({ params }: PageProps<"/socialmedia/[clientId]">): Promise<Metadata> {
  const client = reviewClientById((await params).clientId);
  return {
    title: `Social media posts — ${client?.name ?? UNKNOWN_CLIENT}`,
    description: client ? `${client.name}: review this month's social media posts.` : undefined,
    robots: { index: false, follow: false },
  };
}

// An unknown client answers 404 with 'Unknown Client' (./not-found.tsx).
export default async function SocialMediaReviewPage({ params }: PageProps<"/socialmedia/[clientId]">) {
  const client = reviewClientById((await params).clientId);
  if (!client) notFound();
  return (
    <section className="mx-auto flex max-w-[1600px] flex-col gap-10 px-5 pt-12 pb-24 md:px-10">
      <Link
        href="/mockup-calculator"
        className="w-fit text-sm font-semibold text-text underline decoration-outline underline-offset-8 hover:decoration-accent"
      >
        ← Back to clients
      </Link>
      <div className="flex flex-col gap-4">
        <h1 className="display text-[clamp(2.5rem,8vw,7rem)]">SOCIAL MEDIA POSTS</h1>
        <p className="display text-2xl text-accent md:text-4xl">{client.name}</p>
      </div>
      <ReviewBoard
        clientId={client.id}
        clientName={client.name}
        captions={reviewPostCaptions(client.id)}
        studioNotes={studioNotesFor(client.id)}
      />
      {/* Right after the board: dates the cards and starts the 1 s wait before any JavaScript file arrives. */}
      <script dangerouslySetInnerHTML={{ __html: revealScript(client.id) }} />
    </section>
  );
}
