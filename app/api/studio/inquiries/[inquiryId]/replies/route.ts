import { postInquiryReply } from "@/src/features/inquiries/server/inquiry-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(
  async (request: Request, { params }: RouteContext<"/api/studio/inquiries/[inquiryId]/replies">) =>
    postInquiryReply(request, (await params).inquiryId),
);
