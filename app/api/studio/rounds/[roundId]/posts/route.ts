import { uploadPost } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const POST = storeRoute(
  async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/posts">) =>
    uploadPost(request, (await params).roundId),
);
