import { studioOverview } from "@/src/features/studio/server/studio-api";

export const dynamic = "force-dynamic";

export const GET = studioOverview;
