import type { Annotation } from "@/src/model/review";
import type { StoredImage } from "@/src/model/round";
import { POSTS_PER_CLIENT } from "./constants";
import { daysBefore } from "./post-date";
import { postFormat, postImagePath, postNumberLabel, type PostFormat } from "./post-media";

export type SocialPost = {
  id: string;
  /** 1 to 16, as the client counts them in a summary. */
  number: number;
  title: string;
  image: string;
  format: PostFormat;
  description: string;
  /**
   * Midnight, local time, `daysAgo` days before today (docs/review.md#dates); empty until the visitor's
   * today is known (the server renders the grid before it is: the page's script writes the dates).
   */
  date: string;
  /** How many days before today the post is dated: post n is n days back. */
  daysAgo: number;
  fileName: string;
  /** Notes the studio left on the post (`isNew: false`). */
  annotations: Annotation[];
  /**
   * A post of a round the studio uploaded (round-posts.ts): its stored picture (served in its
   * stored widths, never through the image optimizer), the version shown, and the earlier versions'
   * review keys, whose pins stay readable. Absent for the generated demo set.
   */
  round?: { picture: StoredImage; version: number; earlier: { version: number; key: string }[] };
};

/** What the studio wrote beside a draft, to open the conversation on a few posts. */
export type StudioNote = { post: number; x: number; y: number; text: string };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The client's 16 posts (docs/review.md#posts): ids post-1 … post-16, titles 'Social Media Post n',
 * the client's image with the 3-digit number, dated n days before `today` (undated for `null`: the
 * server's render, before the visitor's today is known), with the captions and the studio's notes
 * the content gives. Pure, so a fixed clock gives fixed posts.
 */
export function generatePosts(
  clientId: string,
  today: Date | null,
  captions: readonly string[],
  studioNotes: readonly StudioNote[] = [],
): SocialPost[] {
  return Array.from({ length: POSTS_PER_CLIENT }, (_, index) => {
    const n = index + 1;
    const date = today && daysBefore(today, n);
    return {
      id: `post-${n}`,
      number: n,
      title: `Social Media Post ${n}`,
      image: postImagePath(clientId, n),
      format: postFormat(n),
      description: captions[index] ?? `Draft ${n} of this month's posts.`,
      date: date ? date.toISOString() : "",
      daysAgo: n,
      fileName: `${clientId}-post-${postNumberLabel(n)}.webp`,
      annotations: studioNotes
        .filter((note) => note.post === n)
        .map((note, pin) => ({
          id: `studio-${n}-${pin + 1}`,
          x: note.x,
          y: note.y,
          text: note.text,
          isNew: false,
          timestamp: date ? new Date(date.getTime() + (9 + pin) * HOUR_MS).toISOString() : "",
        })),
    };
  });
}

/**
 * The coloured stand-in for a card whose image fails (docs/review.md#the-grid): a hue from the digits
 * of the post id, so each post keeps its own colour and neighbours differ.
 */
export function placeholderColour(postId: string): string {
  const digits = Number(postId.replace(/\D/g, "") || "0");
  const hue = (digits * 137) % 360;
  return `hsl(${hue} 45% 28%)`;
}
