import { postPlan } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(
  async (request: Request, { params }: RouteContext<"/api/studio/tours/[tourId]/floors/[floorId]/plan">) => {
    const { tourId, floorId } = await params;
    return postPlan(request, tourId, floorId);
  },
);
