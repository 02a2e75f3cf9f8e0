import { postRoundReview } from "@/src/features/review/server/review-api";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(
  async (request: Request, { params }: RouteContext<"/api/reviews/[clientId]/rounds/[roundNumber]">) => {
    const { clientId, roundNumber } = await params;
    return postRoundReview(request, clientId, roundNumber);
  },
);
