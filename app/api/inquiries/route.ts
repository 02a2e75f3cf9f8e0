import { postInquiry } from "@/src/features/inquiries/server/inquiry-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

export const POST = route(postInquiry);
