import { studioOverview } from "@/src/features/studio/server/inbox-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(studioOverview);
