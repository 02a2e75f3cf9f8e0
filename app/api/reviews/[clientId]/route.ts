import { getReview, postReview } from "@/src/features/review/server/review-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const GET = storeRoute(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) =>
  getReview(request, (await params).clientId),
);

export const POST = storeRoute(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) =>
  postReview(request, (await params).clientId),
);
