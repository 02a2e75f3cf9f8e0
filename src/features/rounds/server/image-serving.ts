import "server-only";
import { database } from "@/src/db/client";
import { refuse } from "@/src/lib/server/refusals";
import { imageVariant } from "./round-store";

/**
 * GET /api/review-images/{hash}/{width}: a stored width of an uploaded picture. The hash (of the
 * stored WebP) is a capability: 256 bits nobody can guess, given only to those shown the round (the
 * studio, and the client's link once it is published), like a signed URL; so the bytes need no key,
 * can be cached by anyone for a year (a hash's content never changes), and are always served as
 * image/webp with nosniff, never as anything a browser would run (next.config.ts gives every route
 * handler a sandboxing Content-Security-Policy).
 */
export async function serveImage(imageId: string, width: string): Promise<Response> {
  if (!/^[0-9a-f]{64}$/.test(imageId) || !/^[1-9]\d{0,4}$/.test(width)) return refuse(404, "No such picture.");
  const bytes = await imageVariant(await database(), imageId, Number(width));
  if (!bytes) return refuse(404, "No such picture.");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
