import { sessionStatus, signIn, signOut } from "@/src/features/studio/server/studio-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const GET = storeRoute(sessionStatus);
export const POST = storeRoute(signIn);
export const DELETE = storeRoute(signOut);
