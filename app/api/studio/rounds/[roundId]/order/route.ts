import { orderPosts } from "@/src/features/rounds/server/round-editing";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const PUT = route(async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/order">) =>
  orderPosts(request, (await params).roundId),
);
