import { listClientRounds, startRound } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/clients/[clientId]/rounds">;

export const GET = storeRoute(async (request: Request, { params }: Context) =>
  listClientRounds(request, (await params).clientId),
);

export const POST = storeRoute(async (request: Request, { params }: Context) =>
  startRound(request, (await params).clientId),
);
