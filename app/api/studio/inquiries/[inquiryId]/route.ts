import {
  deleteStudioInquiry,
  getStudioInquiry,
  patchStudioInquiry,
} from "@/src/features/inquiries/server/inquiry-routes";
import { route } from "@/src/lib/server/route";

export const dynamic = "force-dynamic";

type Context = RouteContext<"/api/studio/inquiries/[inquiryId]">;

export const GET = route(async (request: Request, { params }: Context) =>
  getStudioInquiry(request, (await params).inquiryId),
);

export const PATCH = route(async (request: Request, { params }: Context) =>
  patchStudioInquiry(request, (await params).inquiryId),
);

export const DELETE = route(async (request: Request, { params }: Context) =>
  deleteStudioInquiry(request, (await params).inquiryId),
);
