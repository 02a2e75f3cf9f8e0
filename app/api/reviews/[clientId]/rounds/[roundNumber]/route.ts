import { postRoundReview } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const POST = storeRoute(
  async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]/rounds/[roundNumber]">) => {
    const { clientId, roundNumber } = await params;
    return postRoundReview(request, clientId, roundNumber);
  },
);
