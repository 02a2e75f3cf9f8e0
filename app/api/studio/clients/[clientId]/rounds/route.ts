import { startRound } from "@/src/features/rounds/server/round-editing";
import { listClientRounds } from "@/src/features/studio/server/inbox-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/clients/[clientId]/rounds">;

export const GET = route(async (request: Request, { params }: Context) =>
  listClientRounds(request, (await params).clientId),
);

export const POST = route(async (request: Request, { params }: Context) =>
  startRound(request, (await params).clientId),
);
