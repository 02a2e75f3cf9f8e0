import { sessionStatus, signIn, signOut } from "@/src/features/studio/server/session-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(sessionStatus);
export const POST = route(signIn);
export const DELETE = route(signOut);
