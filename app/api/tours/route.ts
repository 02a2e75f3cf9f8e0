import { getPublishedTours } from "@/src/features/tours/server/tour-serving";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async () => getPublishedTours());
