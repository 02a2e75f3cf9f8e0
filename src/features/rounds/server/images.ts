import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  MASTER_MAX_SIDE,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  UPLOAD_ERRORS,
  VARIANT_WIDTHS,
  WEBP_QUALITY,
} from "../constants";

// Uploads come a few a month: libvips's operation cache would only keep their pixels in the
// server's memory, which the embedded database's budget (docs/operations.md#memory) has no room for.
sharp.cache(false);

/** An upload refused for what it is; its message is shown to the studio beside the file. */
export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415 | 422,
  ) {
    super(message);
  }
}

export type ImageVariant = { width: number; height: number; bytes: Buffer };

/** An upload made safe to serve: its id (the SHA-256 of the master WebP), size, and every stored width. */
export type PreparedImage = { id: string; width: number; height: number; variants: ImageVariant[] };

type Format = "jpeg" | "png" | "webp";

/** The format the first bytes say, whatever the file's name or declared type. */
export function sniffFormat(bytes: Uint8Array): Format | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x52, 0x49, 0x46, 0x46) && Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP") return "webp";
  return null;
}

/** Markup a browser or a server would act on, hidden in a picture's comments or appended to it. */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php|\?xml)/i;

/**
 * Whether the file is its picture and nothing else: it ends where its format says it ends (a JPEG
 * at its last end-of-image marker, a PNG after IEND, a WebP at its RIFF length) and carries no
 * markup. A polyglot, a picture that is also an HTML page or an archive, fails one or the other.
 */
export function isPictureOnly(bytes: Buffer, format: Format): boolean {
  if (MARKUP.test(bytes.toString("latin1"))) return false;
  if (format === "png") {
    const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    return bytes.subarray(bytes.length - iend.length).equals(iend);
  }
  if (format === "webp") {
    const riffLength = bytes.readUInt32LE(4) + 8;
    return riffLength === bytes.length || riffLength + 1 === bytes.length;
  }
  // Some cameras pad a JPEG with zeros after its end-of-image marker; anything else is not the picture.
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0) end -= 1;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

/**
 * Checks an upload by its content and makes what is stored: refuses anything that is not a whole
 * JPEG, PNG or WebP picture (UploadRefused), then turns it upright (EXIF orientation), re-encodes it
 * as WebP at most MASTER_MAX_SIDE a side with no metadata at all (EXIF, GPS, ICC: sharp keeps none
 * unless asked), and makes the smaller widths, so serving never resizes.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefused(UPLOAD_ERRORS.tooLarge, 413);
  const format = sniffFormat(bytes);
  if (!format) {
    const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
    const svg = head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
    throw new UploadRefused(svg ? UPLOAD_ERRORS.svg : UPLOAD_ERRORS.notImage, 415);
  }
  if (!isPictureOnly(bytes, format)) throw new UploadRefused(UPLOAD_ERRORS.polyglot, 422);
  const options = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "warning" as const };
  let metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw new UploadRefused(UPLOAD_ERRORS.unreadable, 422);
  }
  if (metadata.format !== format) throw new UploadRefused(UPLOAD_ERRORS.notImage, 415);
  if ((metadata.width ?? 0) > MAX_IMAGE_SIDE || (metadata.height ?? 0) > MAX_IMAGE_SIDE) {
    throw new UploadRefused(UPLOAD_ERRORS.tooManyPixels, 413);
  }
  let master;
  try {
    master = await sharp(bytes, options)
      .rotate()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadRefused(UPLOAD_ERRORS.tooManyPixels, 413);
    }
    throw new UploadRefused(UPLOAD_ERRORS.unreadable, 422);
  }
  const { width, height } = master.info;
  const smaller = await Promise.all(
    VARIANT_WIDTHS.filter((variantWidth) => variantWidth < width).map(async (variantWidth) => {
      const { data, info } = await sharp(master.data)
        .resize({ width: variantWidth })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
  return {
    id: createHash("sha256").update(master.data).digest("hex"),
    width,
    height,
    variants: [...smaller, { width, height, bytes: master.data }],
  };
}
