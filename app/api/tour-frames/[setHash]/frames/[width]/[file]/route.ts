import { serveFrame } from "@/src/features/tours/server/tour-serving";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(
  async (_request: Request, { params }: RouteContext<"/api/tour-frames/[setHash]/frames/[width]/[file]">) => {
    const { setHash, width, file } = await params;
    return serveFrame(setHash, width, file);
  },
);
