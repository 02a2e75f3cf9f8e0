import { uploadPost } from "@/src/features/rounds/server/round-editing";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/posts">) =>
  uploadPost(request, (await params).roundId),
);
