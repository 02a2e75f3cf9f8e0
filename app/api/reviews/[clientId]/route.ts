import { getReview, postReview } from "@/src/features/review/server/review-api";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) =>
  getReview(request, (await params).clientId),
);

export const POST = route(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]">) =>
  postReview(request, (await params).clientId),
);
