import { uploadPicture } from "@/src/features/rounds/server/round-editing";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(
  async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/posts/[postId]/picture">) => {
    const { roundId, postId } = await params;
    return uploadPicture(request, roundId, postId);
  },
);
