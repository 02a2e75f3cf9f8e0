import { postFootage, removeFootage } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/tours/[tourId]/footage">;

export const POST = route(async (request: Request, { params }: Context) => postFootage(request, (await params).tourId));

export const DELETE = route(async (request: Request, { params }: Context) =>
  removeFootage(request, (await params).tourId),
);
