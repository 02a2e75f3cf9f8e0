import { serveImage } from "@/src/features/rounds/server/rounds-api";
import { storeRoute } from "@/src/lib/server/store-route";

export const dynamic = "force-dynamic";

export const GET = storeRoute(
  async (_request: Request, { params }: RouteContext<"/api/review-images/[imageId]/[width]">) => {
    const { imageId, width } = await params;
    return serveImage(imageId, width);
  },
);
