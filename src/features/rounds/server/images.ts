import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import {
  MASTER_MAX_SIDE,
  MAX_DECODE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  UPLOAD_ERRORS,
  VARIANT_WIDTHS,
  WEBP_QUALITY,
} from "../constants";
import { pictureContents, type PictureFormat } from "./container";
import { oneAtATime } from "./one-at-a-time";

// Uploads come a few a month: libvips's operation cache would only keep their pixels in the
// server's memory, which the embedded database's budget (docs/operations.md#memory) has no room for.
sharp.cache(false);
// One libvips worker thread, as sharp already chooses on glibc without jemalloc (the Docker image): on
// other hosts it would take one per core, each with buffers and a malloc arena of its own, for no gain here.
sharp.concurrency(1);

/** Decoding and encoding, one picture at a time in the whole process (prepareImage). */
const inTurn = oneAtATime();

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

/** The format the first bytes say, whatever the file's name or declared type. */
export function sniffFormat(bytes: Uint8Array): PictureFormat | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x52, 0x49, 0x46, 0x46) && Buffer.from(bytes.subarray(8, 12)).toString("latin1") === "WEBP") return "webp";
  return null;
}

/** Bytes a sample takes in each of libvips's pixel formats; one not listed counts as 8. */
const SAMPLE_BYTES: Partial<Record<string, number>> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

type Header = Pick<Metadata, "format" | "width" | "height" | "channels" | "depth" | "isProgressive"> &
  Partial<Pick<Metadata, "chromaSubsampling">>;

/**
 * The most memory decoding a picture may take, from its header: the whole decoded picture, which an
 * interlaced PNG or a picture turned upright before it could shrink holds at once; for a progressive
 * JPEG, also its DCT coefficients (16 bits a sample), which the decoder keeps until its last scan.
 */
export function decodeBytes({ format, width, height, channels, depth, isProgressive, chromaSubsampling }: Header) {
  const pixels = width * height;
  const decoded = pixels * channels * (SAMPLE_BYTES[depth] ?? 8);
  if (format !== "jpeg" || !isProgressive) return decoded;
  // Subsampled chroma planes hold at most half a sample a pixel each (4:2:2, 4:4:0).
  const samples = chromaSubsampling?.startsWith("4:4:4") ? channels : channels - 1;
  return Math.max(decoded, pixels * samples * 2);
}

/** sharp's options for an upload: a bounded picture, and a truncated or damaged one fails. */
export const UPLOAD_DECODE_OPTIONS = { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: "warning" as const };

/**
 * Checks an upload by its content before anything decodes its pixels (docs/review.md#uploads):
 * refuses (UploadRefused) anything that is not a whole JPEG, PNG or WebP picture by its magic bytes
 * and container, an SVG, a polyglot, a picture past the size and decode limits. Its header when it
 * may be decoded.
 */
export async function checkPicture(bytes: Buffer): Promise<Metadata> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefused(UPLOAD_ERRORS.tooLarge, 413);
  const format = sniffFormat(bytes);
  if (!format) {
    const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
    const svg = head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"));
    throw new UploadRefused(svg ? UPLOAD_ERRORS.svg : UPLOAD_ERRORS.notImage, 415);
  }
  // A structure that cannot be followed is a damaged file rather than a hidden one: the studio is told which.
  const contents = pictureContents(bytes, format);
  if (contents === "polyglot") throw new UploadRefused(UPLOAD_ERRORS.polyglot, 422);
  if (contents === "damaged") throw new UploadRefused(UPLOAD_ERRORS.unreadable, 422);
  let metadata;
  try {
    metadata = await sharp(bytes, UPLOAD_DECODE_OPTIONS).metadata();
  } catch {
    throw new UploadRefused(UPLOAD_ERRORS.unreadable, 422);
  }
  if (metadata.format !== format) throw new UploadRefused(UPLOAD_ERRORS.notImage, 415);
  if ((metadata.width ?? 0) > MAX_IMAGE_SIDE || (metadata.height ?? 0) > MAX_IMAGE_SIDE) {
    throw new UploadRefused(UPLOAD_ERRORS.tooManyPixels, 413);
  }
  if (decodeBytes(metadata) > MAX_DECODE_BYTES) throw new UploadRefused(UPLOAD_ERRORS.tooMuchData, 413);
  return metadata;
}

/**
 * Decoding work that may hold a whole picture's pixels, run one at a time in the whole process
 * (uploads of every kind wait their turn, docs/operations.md#memory). A failure gives up its turn.
 */
export function decodeInTurn<T>(task: () => Promise<T>): Promise<T> {
  return inTurn(task);
}

/**
 * Checks an upload by its content (checkPicture) and makes what is stored: turns it upright (EXIF
 * orientation), re-encodes it as WebP at most MASTER_MAX_SIDE a side with no metadata at all (EXIF,
 * GPS, ICC: sharp keeps none unless asked), and makes the smaller widths, so serving never resizes.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  await checkPicture(bytes);
  const options = UPLOAD_DECODE_OPTIONS;
  // Parallel uploads wait their turn here, so decoding holds at most MAX_DECODE_BYTES, not that per upload.
  return inTurn(async () => {
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
    const smaller: ImageVariant[] = [];
    for (const variantWidth of VARIANT_WIDTHS.filter((candidate) => candidate < width)) {
      const { data, info } = await sharp(master.data)
        .resize({ width: variantWidth })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      smaller.push({ width: info.width, height: info.height, bytes: data });
    }
    return {
      id: createHash("sha256").update(master.data).digest("hex"),
      width,
      height,
      variants: [...smaller, { width, height, bytes: master.data }],
    };
  });
}
