import { sessionStatus, signIn, signOut } from "@/src/features/studio/server/studio-api";

export const dynamic = "force-dynamic";

export const GET = sessionStatus;
export const POST = signIn;
export const DELETE = signOut;
