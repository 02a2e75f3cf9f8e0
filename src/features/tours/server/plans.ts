import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { UPLOAD_ERRORS, WEBP_QUALITY } from "@/src/features/rounds/constants";
import { checkPicture, decodeInTurn, UPLOAD_DECODE_OPTIONS, UploadRefused } from "@/src/features/rounds/server/images";
import { PLAN_BOX } from "../constants";

export type PreparedPlan = { hash: string; width: number; height: number; bytes: Buffer };

/** The smallest 4:3 box a picture of this size fits in whole, no larger than PLAN_BOX. */
export function planSize(width: number, height: number): { width: number; height: number } {
  const box =
    width * 3 >= height * 4
      ? { width, height: Math.round((width * 3) / 4) }
      : { width: Math.round((height * 4) / 3), height };
  const scale = Math.min(1, PLAN_BOX.width / box.width);
  return { width: Math.max(4, Math.round(box.width * scale)), height: Math.max(3, Math.round(box.height * scale)) };
}

/**
 * A floor plan as stored (docs/tours.md#floors-and-the-path): checked as a round picture is (magic bytes,
 * container, limits, a full decode), turned upright, fitted whole in a 4:3 box on a transparent
 * ground (the viewer's minimap is 4:3, so a point's percent on the plan is its percent on the
 * minimap), never enlarged, re-encoded as WebP with no metadata.
 */
export async function preparePlan(bytes: Buffer): Promise<PreparedPlan> {
  const header = await checkPicture(bytes);
  const upright = header.autoOrient ?? { width: header.width, height: header.height };
  const size = planSize(upright.width, upright.height);
  return decodeInTurn(async () => {
    try {
      const { data, info } = await sharp(bytes, UPLOAD_DECODE_OPTIONS)
        .rotate()
        .resize({ ...size, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return {
        hash: createHash("sha256").update(data).digest("hex"),
        width: info.width,
        height: info.height,
        bytes: data,
      };
    } catch {
      throw new UploadRefused(UPLOAD_ERRORS.unreadable, 422);
    }
  });
}
