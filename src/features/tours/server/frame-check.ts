import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { pictureContents } from "@/src/features/rounds/server/container";
import { decodeInTurn, sniffFormat, UploadRefused } from "@/src/features/rounds/server/images";
import type { Size } from "../import-plan";

/*
 * A tour frame's check (docs/tours.md#footage): the studio's browser made it from the video, so it
 * must be what the browser's encoder makes and nothing more: a whole JPEG (magic bytes, container
 * walked to its end, nothing hidden), of the import's size, decoded to its last pixel without a
 * warning, stored without any metadata segment. It is not re-encoded: that would cost several times
 * the CPU of the check for each of up to 1,800 files, and lose quality, while a picture that decoded
 * cleanly and keeps only its image segments is as safe to serve (always as image/jpeg, nosniff).
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;

/** Segments that are metadata (EXIF, XMP, ICC, comments…): everything but JFIF's APP0 and Adobe's colour APP14. */
const isMetadata = (marker: number) =>
  (marker >= APP0 && marker <= 0xef && marker !== APP0 && marker !== APP14) || marker === COM;
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The JPEG with every metadata segment left out, or null when its structure cannot be followed
 * from SOI to EOI (cut short, damaged) or anything follows its end.
 */
export function withoutMetadata(bytes: Uint8Array): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined || marker === 0x00 || marker === SOI) return null;
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      // Only padding may follow, as some encoders write.
      return bytes.subarray(at + 2).every((byte) => byte === 0) ? Buffer.concat(kept) : null;
    }
    if (standsAlone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const next = at + 2 + length;
    if (length < 2 || next > bytes.length) return null;
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, next));
    at = next;
    if (marker !== SOS) continue;
    const end = entropyEnd(bytes, at);
    if (end < 0) return null;
    kept.push(bytes.subarray(at, end));
    at = end;
  }
}

/** Where a scan's entropy-coded data ends: the next marker that is neither a stuffed 0xFF00 nor a restart; -1 if none. */
function entropyEnd(bytes: Uint8Array, start: number): number {
  const last = bytes.length - 1;
  for (let at = start; at < last; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const following = bytes[at + 1] as number;
    if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) at += 1;
    else if (following !== 0xff) return at;
  }
  return -1;
}

export type CheckedFrame = { hash: string; bytes: Buffer };

/**
 * The frame as stored, and its hash; refuses (UploadRefused, with `message`) anything but a whole
 * JPEG of `size` that decodes without a warning. Decoding waits its turn with the site's other
 * uploads, so parallel frames never hold their pixels together.
 */
export async function checkFrame(bytes: Buffer, size: Size, message: string): Promise<CheckedFrame> {
  if (sniffFormat(bytes) !== "jpeg" || pictureContents(bytes, "jpeg") !== "picture") {
    throw new UploadRefused(message, 422);
  }
  const stored = withoutMetadata(bytes);
  if (!stored) throw new UploadRefused(message, 422);
  const options = { failOn: "warning" as const, limitInputPixels: 1280 * 1280 };
  const decoded = await decodeInTurn(async () => {
    try {
      return await sharp(stored, options).raw().toBuffer({ resolveWithObject: true });
    } catch {
      return null;
    }
  });
  if (!decoded || decoded.info.width !== size.width || decoded.info.height !== size.height) {
    throw new UploadRefused(message, 422);
  }
  return { hash: createHash("sha256").update(stored).digest("hex"), bytes: stored };
}
