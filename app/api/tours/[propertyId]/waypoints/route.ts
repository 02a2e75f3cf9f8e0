import { deleteWaypoints, putWaypoints } from "@/src/features/tour/server/tour-api";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const PUT = route(async (request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) =>
  putWaypoints(request, (await params).propertyId),
);

export const DELETE = route(async (request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) =>
  deleteWaypoints(request, (await params).propertyId),
);
