import { putWaypoints } from "@/src/features/tour/server/tour-api";

export const dynamic = "force-dynamic";

export async function PUT(request: Request, { params }: RouteContext<"/api/tours/[propertyId]/waypoints">) {
  return putWaypoints(request, (await params).propertyId);
}
