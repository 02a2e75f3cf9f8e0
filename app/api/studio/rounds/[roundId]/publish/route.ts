import { publish } from "@/src/features/rounds/server/round-editing";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: RouteContext<"/api/studio/rounds/[roundId]/publish">) =>
  publish(request, (await params).roundId),
);
