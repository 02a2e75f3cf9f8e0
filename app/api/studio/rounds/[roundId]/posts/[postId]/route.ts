import { deletePost, updatePost } from "@/src/features/rounds/server/round-editing";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/rounds/[roundId]/posts/[postId]">;

export const PUT = route(async (request: Request, { params }: Context) => {
  const { roundId, postId } = await params;
  return updatePost(request, roundId, postId);
});

export const DELETE = route(async (request: Request, { params }: Context) => {
  const { roundId, postId } = await params;
  return deletePost(request, roundId, postId);
});
