import { serveImage } from "@/src/features/rounds/server/image-serving";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const GET = route(
  async (_request: Request, { params }: RouteContext<"/api/review-images/[imageId]/[width]">) => {
    const { imageId, width } = await params;
    return serveImage(imageId, width);
  },
);
