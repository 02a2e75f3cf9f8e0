import type { Metadata } from "next";
import { pageMetadata } from "@/src/config/seo";
import { reviewClients } from "@/src/content/review-clients";
import { Link } from "@/src/ui/link";
import { PageIntro } from "@/src/ui/page-intro";

export const metadata: Metadata = pageMetadata({
  path: "/mockup-calculator",
  title: "Review clients",
  description:
    "Pick your company to review this month's social media posts: approve, ask for a replacement, and pin comments where they matter.",
});

export default function ReviewClientsPage() {
  return (
    <>
      <PageIntro eyebrow="Client review" title="Review clients">
        <p>
          Pick your company to review this month&apos;s social media posts: approve, ask for a replacement, and pin
          comments where they matter.
        </p>
      </PageIntro>
      <ul className="mx-auto grid max-w-[1600px] gap-px bg-outline px-0 sm:grid-cols-2 lg:grid-cols-3">
        {reviewClients.map((client, index) => (
          <li key={client.id} className="bg-background">
            <Link
              href={`/socialmedia/${client.id}`}
              className="group flex h-full flex-col gap-3 p-8 transition-colors hover:bg-background-secondary md:p-10"
            >
              <span className="eyebrow">
                {String(index + 1).padStart(2, "0")} · {client.industry}
              </span>
              <span className="display text-3xl group-hover:text-accent">{client.name}</span>
              <span aria-hidden className="text-sm text-subtext group-hover:text-text">
                Review posts →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
