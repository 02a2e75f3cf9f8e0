import { orderPosts } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const PUT = storeRoute(
  async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/order">) =>
    orderPosts(request, (await params).roundId),
);
