import { deleteWaypoints, putWaypoints } from "@/src/features/tour/server/tour-api";

export const dynamic = "force-dynamic";

export async function PUT(request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) {
  return putWaypoints(request, (await params).propertyId);
}

export async function DELETE(request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) {
  return deleteWaypoints(request, (await params).propertyId);
}
