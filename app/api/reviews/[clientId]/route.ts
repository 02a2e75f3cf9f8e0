import { getReview, postReview } from "@/src/features/review/server/review-api";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) {
  return getReview(request, (await params).clientId);
}

export async function POST(request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) {
  return postReview(request, (await params).clientId);
}
