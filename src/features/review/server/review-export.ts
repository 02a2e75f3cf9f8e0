import "server-only";
import { toCsv } from "@/src/lib/csv";
import type { Review } from "@/src/model/review";
import { POSTS_PER_CLIENT } from "../constants";
import { STATUS_LABELS } from "../summary";

export type ExportRow = {
  post: number;
  status: keyof typeof STATUS_LABELS;
  pin: number | null;
  x: number | null;
  y: number | null;
  comment: string;
  timestamp: string;
};

/**
 * A saved review as rows for the studio: every post with its decision, and one row per comment,
 * numbered as the client saw its pins (the studio's own notes come first on a post).
 */
export function exportRows(review: Review, studioNotesPerPost: (post: number) => number): ExportRow[] {
  const rows: ExportRow[] = [];
  for (let post = 1; post <= POSTS_PER_CLIENT; post += 1) {
    const id = `post-${post}`;
    const status = review.decisions[id] ?? "awaiting";
    const comments = review.comments[id] ?? [];
    if (comments.length === 0) rows.push({ post, status, pin: null, x: null, y: null, comment: "", timestamp: "" });
    comments.forEach((comment, index) =>
      rows.push({
        post,
        status,
        pin: studioNotesPerPost(post) + index + 1,
        x: comment.x,
        y: comment.y,
        comment: comment.text,
        timestamp: comment.timestamp,
      }),
    );
  }
  return rows;
}

export function rowsToCsv(rows: readonly ExportRow[]): string {
  return toCsv(
    ["Post", "Status", "Pin", "X (%)", "Y (%)", "Comment", "Saved at"],
    rows.map((row) => [row.post, STATUS_LABELS[row.status], row.pin, row.x, row.y, row.comment, row.timestamp]),
  );
}
