import { studioReview } from "@/src/features/studio/server/studio-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const GET = storeRoute(async (request: Request, { params }: RouteContext<"/api/studio/reviews/[clientId]">) =>
  studioReview(request, (await params).clientId),
);
