import { deleteWaypoints, putWaypoints } from "@/src/features/tour/server/tour-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const PUT = storeRoute(async (request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) =>
  putWaypoints(request, (await params).propertyId),
);

export const DELETE = storeRoute(
  async (request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) =>
    deleteWaypoints(request, (await params).propertyId),
);
