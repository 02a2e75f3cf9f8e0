import { deletePost, updatePost } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/rounds/[roundId]/posts/[postId]">;

export const PUT = storeRoute(async (request: Request, { params }: Context) => {
  const { roundId, postId } = await params;
  return updatePost(request, roundId, postId);
});

export const DELETE = storeRoute(async (request: Request, { params }: Context) => {
  const { roundId, postId } = await params;
  return deletePost(request, roundId, postId);
});
