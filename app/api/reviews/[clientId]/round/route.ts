import { getCurrentRound } from "@/src/features/review/server/review-api";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]/round">) =>
  getCurrentRound(request, (await params).clientId),
);
