import { changePin } from "@/src/features/studio/server/inbox-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(async (request: Request, { params }: RouteContext<"/api/studio/clients/[clientId]/pins">) =>
  changePin(request, (await params).clientId),
);
