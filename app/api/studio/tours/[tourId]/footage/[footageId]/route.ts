import { getFootage } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(
  async (request: Request, { params }: RouteContext<"/api/studio/tours/[tourId]/footage/[footageId]">) => {
    const { tourId, footageId } = await params;
    return getFootage(request, tourId, footageId);
  },
);
