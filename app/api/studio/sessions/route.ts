import { signOutEverywhere } from "@/src/features/studio/server/session-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const DELETE = route(signOutEverywhere);
