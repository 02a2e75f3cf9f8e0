import { getTours, postTour } from "@/src/features/tours/server/tour-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (request: Request) => getTours(request));

export const POST = route(async (request: Request) => postTour(request));
