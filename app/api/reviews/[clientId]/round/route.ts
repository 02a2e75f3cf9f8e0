import { getCurrentRound } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const GET = storeRoute(async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]/round">) =>
  getCurrentRound(request, (await params).clientId),
);
