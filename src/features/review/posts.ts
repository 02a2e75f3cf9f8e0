import type { Annotation } from "@/src/model/review";
import { POSTS_PER_CLIENT } from "./constants";
import { postFormat, postImagePath, postNumberLabel, type PostFormat } from "./post-media";

export type SocialPost = {
  id: string;
  /** 1 to 16, as the client counts them in a summary. */
  number: number;
  title: string;
  image: string;
  format: PostFormat;
  description: string;
  /** Midnight, local time, `number` days before today (spec 02, section 3). */
  date: string;
  fileName: string;
  /** Notes the studio left on the post (`isNew: false`). */
  annotations: Annotation[];
};

/** What the studio wrote beside a draft, to open the conversation on a few posts. */
export type StudioNote = { post: number; x: number; y: number; text: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The client's 16 posts (spec 02, section 3): ids post-1 … post-16, titles 'Social Media Post n',
 * the client's image with the 3-digit number, dated n days before `today`, with the captions and
 * the studio's notes the content gives. Pure, so a fixed clock gives fixed posts.
 */
export function generatePosts(
  clientId: string,
  today: Date,
  captions: readonly string[],
  studioNotes: readonly StudioNote[] = [],
): SocialPost[] {
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return Array.from({ length: POSTS_PER_CLIENT }, (_, index) => {
    const n = index + 1;
    const date = new Date(midnight.getTime() - n * DAY_MS);
    return {
      id: `post-${n}`,
      number: n,
      title: `Social Media Post ${n}`,
      image: postImagePath(clientId, n),
      format: postFormat(n),
      description: captions[index] ?? `Draft ${n} of this month's posts.`,
      date: new Date(date.getFullYear(), date.getMonth(), date.getDate()).toISOString(),
      fileName: `${clientId}-post-${postNumberLabel(n)}.webp`,
      annotations: studioNotes
        .filter((note) => note.post === n)
        .map((note, pin) => ({
          id: `studio-${n}-${pin + 1}`,
          x: note.x,
          y: note.y,
          text: note.text,
          isNew: false,
          timestamp: new Date(date.getTime() + (9 + pin) * 60 * 60 * 1000).toISOString(),
        })),
    };
  });
}

/**
 * The coloured stand-in for a card whose image fails (spec 02, section 8): a hue from the digits
 * of the post id, so each post keeps its own colour and neighbours differ.
 */
export function placeholderColour(postId: string): string {
  const digits = Number(postId.replace(/\D/g, "") || "0");
  const hue = (digits * 137) % 360;
  return `hsl(${hue} 45% 28%)`;
}
