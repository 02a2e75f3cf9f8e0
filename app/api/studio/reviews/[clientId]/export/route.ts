import { exportStudioReview } from "@/src/features/studio/server/inbox-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request, { params }: RouteContext<"/api/studio/reviews/[clientId]/export">) =>
  exportStudioReview(request, (await params).clientId),
);
