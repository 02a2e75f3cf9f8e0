import { deletePublish, postPublish } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/tours/[tourId]/publish">;

export const POST = route(async (request: Request, { params }: Context) => postPublish(request, (await params).tourId));

export const DELETE = route(async (request: Request, { params }: Context) =>
  deletePublish(request, (await params).tourId),
);
