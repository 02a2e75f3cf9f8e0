import "server-only";
import { reviewClients } from "@/src/content/review-clients";
import { database } from "@/src/db/client";
import { siteSecret } from "@/src/db/secrets";
import { readJsonBody } from "@/src/lib/server/json-body";
import { forbidden, isSameOrigin } from "@/src/lib/server/same-origin";
import { reviewSchema } from "@/src/model/review";
import { isReviewKey } from "./review-links";
import { loadReview, saveReview } from "./review-store";

const noStore = { "Cache-Control": "no-store" };

/** The site's review-link secret: REVIEW_LINK_SECRET, or one made once and kept in the database. */
export async function reviewLinkSecret(): Promise<string> {
  return siteSecret(await database(), "review-links", process.env.REVIEW_LINK_SECRET);
}

function knownClient(clientId: string) {
  return reviewClients.find((client) => client.id === clientId) ?? null;
}

/** GET /api/reviews/{clientId}?key=…: the client's saved review, for their own link only. */
export async function getReview(request: Request, clientId: string): Promise<Response> {
  if (!knownClient(clientId)) return Response.json({ error: "Unknown client" }, { status: 404 });
  const key = new URL(request.url).searchParams.get("key");
  if (!isReviewKey(await reviewLinkSecret(), clientId, key)) return forbidden("This review link is not valid.");
  const saved = await loadReview(await database(), clientId);
  return Response.json(saved ?? { review: null }, { headers: noStore });
}

/**
 * POST /api/reviews/{clientId}?key=…: keeps the client's whole review. Refused before the body is
 * read when the link is not theirs (403); refused with nothing stored when the body is too large,
 * not JSON or not a review (413, 415, 400, 422).
 */
export async function postReview(request: Request, clientId: string): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Reviews are saved from the review page.");
  if (!knownClient(clientId)) return Response.json({ error: "Unknown client" }, { status: 404 });
  const key = new URL(request.url).searchParams.get("key");
  if (!isReviewKey(await reviewLinkSecret(), clientId, key)) return forbidden("This review link is not valid.");
  const body = await readJsonBody(request, reviewSchema);
  if (!body.ok) return body.response;
  const saved = await saveReview(await database(), clientId, body.data);
  return Response.json({ savedAt: saved.savedAt, version: saved.version }, { status: 201, headers: noStore });
}
