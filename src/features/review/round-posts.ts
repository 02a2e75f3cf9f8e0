import { reviewImageUrl } from "@/src/model/review-image-urls";
import { roundPostKey } from "@/src/model/review-keys";
import type { RoundSummary } from "@/src/model/round";
import type { SocialPost } from "./posts";

/** A `YYYY-MM-DD` planned date as local midnight, as the generated posts are dated. */
function localMidnight(plannedDate: string): string {
  const [year = 1970, month = 1, day = 1] = plannedDate.split("-").map(Number);
  return new Date(year, month - 1, day).toISOString();
}

/**
 * A published round as the review page's posts: 'Social Media Post {n}' in the studio's order, each
 * keyed by its id and the version to review (so a decision or pin stays with the picture it was
 * made on), with the earlier versions' keys, whose pins stay readable beside it.
 */
export function roundPosts(clientId: string, round: RoundSummary): SocialPost[] {
  return round.posts.flatMap((post, index) => {
    const latest = post.versions.at(-1);
    if (!latest) return [];
    const n = index + 1;
    const largest = latest.image.widths.at(-1) ?? latest.image.width;
    return [
      {
        id: roundPostKey(post.id, latest.version),
        number: n,
        title: `Social Media Post ${n}`,
        image: reviewImageUrl(latest.image.id, largest),
        format: latest.image.height > latest.image.width ? "portrait" : "square",
        description: post.caption,
        date: localMidnight(post.plannedDate),
        daysAgo: 0,
        fileName: `${clientId}-round-${round.number}-post-${String(n).padStart(3, "0")}-v${latest.version}.webp`,
        annotations: [],
        round: {
          picture: latest.image,
          version: latest.version,
          earlier: post.versions
            .slice(0, -1)
            .reverse()
            .map(({ version }) => ({ version, key: roundPostKey(post.id, version) })),
        },
      },
    ];
  });
}
