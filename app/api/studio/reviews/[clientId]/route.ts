import { studioReview } from "@/src/features/studio/server/studio-api";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: RouteContext<"/api/studio/reviews/[clientId]">) {
  return studioReview(request, (await params).clientId);
}
