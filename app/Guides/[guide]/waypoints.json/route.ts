import { getGuide } from "@/src/features/tour/server/tour-api";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: RouteContext<"/Guides/[guide]/waypoints.json">) => {
  const { guide } = await params;
  let name = guide;
  try {
    name = decodeURIComponent(guide);
  } catch {
    // Not percent-encoded: the name as it came.
  }
  return getGuide(name);
});
