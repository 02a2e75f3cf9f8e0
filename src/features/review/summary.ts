import type { Annotation, Review } from "@/src/model/review";
import type { SocialPost } from "./posts";

export type ReviewFilter = "all" | "awaiting" | "approved" | "replace" | "commented";

export const FILTERS: readonly { id: ReviewFilter; label: string }[] = [
  { id: "all", label: "All" },
  { id: "awaiting", label: "Awaiting review" },
  { id: "approved", label: "Approved" },
  { id: "replace", label: "Replacements" },
  { id: "commented", label: "With comments" },
];

/** Every pin on a post, numbered as the card and the preview number them: the studio's notes, then the client's. */
export function pinsOf(post: SocialPost, review: Review): Annotation[] {
  return [...post.annotations, ...(review.comments[post.id] ?? [])];
}

export function statusOf(post: SocialPost, review: Review): "approved" | "replace" | "awaiting" {
  return review.decisions[post.id] ?? "awaiting";
}

/** In words, never colour alone (docs/review.md#the-grid). */
export const STATUS_LABELS = {
  approved: "Approved",
  replace: "Replacement requested",
  awaiting: "Awaiting review",
} as const;

export function matchesFilter(post: SocialPost, review: Review, filter: ReviewFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "commented":
      return (review.comments[post.id]?.length ?? 0) > 0;
    default:
      return statusOf(post, review) === filter;
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '9 of 16 reviewed: 7 approved, 2 replacements'. */
export function progressLine(posts: readonly SocialPost[], review: Review): string {
  const approved = posts.filter((post) => statusOf(post, review) === "approved").length;
  const replace = posts.filter((post) => statusOf(post, review) === "replace").length;
  return `${approved + replace} of ${posts.length} reviewed: ${approved} approved, ${plural(replace, "replacement", "replacements")}`;
}

/**
 * The review in words, for the e-mail to the studio: every post's decision by number, and every
 * comment by post and pin number (the studio's own notes are left out; they know them).
 */
export function reviewSummaryText(clientName: string, posts: readonly SocialPost[], review: Review): string {
  const lines = [`Social media review from ${clientName}`, progressLine(posts, review), ""];
  for (const post of posts) {
    lines.push(`Post ${post.number}: ${STATUS_LABELS[statusOf(post, review)]}`);
    pinsOf(post, review).forEach((pin, index) => {
      if (pin.isNew) lines.push(`  Pin ${index + 1}: ${pin.text}`);
    });
  }
  return lines.join("\n");
}

/** The same review as data, for 'Download review'. */
export function reviewSummaryJson(clientId: string, clientName: string, posts: readonly SocialPost[], review: Review) {
  return {
    client: { id: clientId, name: clientName },
    progress: progressLine(posts, review),
    posts: posts.map((post) => ({
      number: post.number,
      id: post.id,
      title: post.title,
      status: statusOf(post, review),
      comments: pinsOf(post, review).flatMap((pin, index) =>
        pin.isNew ? [{ pin: index + 1, x: pin.x, y: pin.y, text: pin.text, timestamp: pin.timestamp }] : [],
      ),
    })),
  };
}
