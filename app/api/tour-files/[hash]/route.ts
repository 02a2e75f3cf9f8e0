import { serveTourFile } from "@/src/features/tours/server/tour-serving";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: RouteContext<"/api/tour-files/[hash]">) =>
  serveTourFile((await params).hash),
);
