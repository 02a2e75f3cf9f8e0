import { getTour, putTour, removeTour } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/tours/[tourId]">;

export const GET = route(async (request: Request, { params }: Context) => getTour(request, (await params).tourId));

export const PUT = route(async (request: Request, { params }: Context) => putTour(request, (await params).tourId));

export const DELETE = route(async (request: Request, { params }: Context) =>
  removeTour(request, (await params).tourId),
);
