import { putFrame } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/tours/[tourId]/footage/[footageId]/frames/[frame]">;

export const PUT = route(async (request: Request, { params }: Context) => {
  const { tourId, footageId, frame } = await params;
  return putFrame(request, tourId, footageId, frame);
});
