// @vitest-environment node
import { deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it, vi } from "vitest";
import { MAX_DECODE_BYTES, MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from "../constants";
import { decodeBytes, prepareImage, UploadRefused } from "./images";
import { pngChunk } from "./png-chunk";

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } });

/** A phone's photo: taken sideways (EXIF orientation 6), with the camera's make and where it was taken. */
const phonePhoto = () =>
  picture(300, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: "EmberCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 2/1 3/1", GPSLongitudeRef: "W", GPSLongitude: "114/1 4/1 5/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/**
 * An 8x8 grey baseline JPEG whose entropy-coded data spells the given 4 bytes at its 12th byte. Its
 * Huffman tables have one code each, "0": DC difference 0, then 63 AC coefficients of 10 raw bits,
 * so every 11th bit of the scan is a code bit (0) and the rest are ours.
 */
function jpegWithScanBytes(text: string): Buffer {
  const bits = [0];
  for (let coefficient = 0; coefficient < 63; coefficient += 1) bits.push(0, ...[1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
  const wanted = Buffer.from(text, "latin1");
  for (let index = 0; index < 32; index += 1) {
    const position = 88 + index;
    const bit = ((wanted[index >> 3] ?? 0) >> (7 - (index % 8))) & 1;
    if ((position - 1) % 11 === 0) expect(bit, `code bit ${position}`).toBe(0);
    else bits[position] = bit;
  }
  while (bits.length % 8 !== 0) bits.push(1);
  const scan: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    const byte = bits.slice(index, index + 8).reduce((value, bit) => (value << 1) | bit, 0);
    scan.push(...(byte === 0xff ? [0xff, 0x00] : [byte]));
  }
  const oneCode = [1, ...Array<number>(15).fill(0)];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, Buffer.from([0, ...Array<number>(64).fill(1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.from([0x00, ...oneCode, 0x00])),
    jpegSegment(0xc4, Buffer.from([0x10, ...oneCode, 0x0a])),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from(scan),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PNG whose header asks for this much and whose image data is a few bytes: it need never be decoded. */
function pngHeader(width: number, height: number, bitDepth: 8 | 16, colourType: 2 | 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(bytes: Buffer): Promise<UploadRefused> {
  const error = await prepareImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

describe("prepareImage", () => {
  it("turns a phone photo upright and stores it as WebP with its EXIF and GPS gone", async () => {
    const upload = await phonePhoto();
    const before = await sharp(upload).metadata();
    // The test file really carries a GPS directory (EXIF tag 0x8825) and the camera's make.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(upload.toString("latin1")).toContain("EmberCam");

    const prepared = await prepareImage(upload);
    expect(prepared).toMatchObject({ width: 200, height: 300 });
    expect(prepared.id).toMatch(/^[0-9a-f]{64}$/);
    for (const variant of prepared.variants) {
      const after = await sharp(variant.bytes).metadata();
      expect(after.format).toBe("webp");
      expect(after.exif).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.bytes.toString("latin1")).not.toContain("EmberCam");
    }
  });

  it("keeps the master at most 2048 px a side and makes the 480 and 960 widths below it", async () => {
    const prepared = await prepareImage(await picture(3000, 1500).png().toBuffer());
    expect(prepared.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 240],
      [960, 480],
      [2048, 1024],
    ]);
    expect(prepared).toMatchObject({ width: 2048, height: 1024 });
  });

  it("names a picture by the hash of what it stores, so the same upload is stored once", async () => {
    const bytes = await picture(640, 640).webp().toBuffer();
    expect((await prepareImage(bytes)).id).toBe((await prepareImage(Buffer.from(bytes))).id);
  });

  it("refuses what is not a whole JPEG, PNG or WebP picture, whatever its name says", async () => {
    expect((await refusal(Buffer.from("<!doctype html><script>alert(1)</script>"))).message).toBe(
      UPLOAD_ERRORS.notImage,
    );
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect((await refusal(svg)).message).toBe(UPLOAD_ERRORS.svg);
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    expect((await refusal(gif)).message).toBe(UPLOAD_ERRORS.notImage);
  });

  it("accepts a picture whose pixel data happens to spell markup: only metadata and trailers are read", async () => {
    // Raw pixels stored uncompressed (compression level 0: deflate's stored blocks), so the bytes reach the file.
    const pixels = Buffer.alloc(64 * 8 * 3, 0x80);
    pixels.write("<SvG", 30, "latin1");
    const png = await sharp(pixels, { raw: { width: 64, height: 8, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.toString("latin1")).toContain("<SvG");
    expect(await prepareImage(png)).toMatchObject({ width: 64, height: 8 });

    const jpeg = jpegWithScanBytes("<svg");
    expect(jpeg.toString("latin1")).toContain("<svg");
    expect(await prepareImage(jpeg)).toMatchObject({ width: 8, height: 8 });
  });

  it("refuses a polyglot: markup in a PNG's text chunk or a JPEG's comment, bytes after the picture", async () => {
    const png = await picture(64, 64).png().toBuffer();
    const appended = Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]);
    expect((await refusal(appended)).message).toBe(UPLOAD_ERRORS.polyglot);
    const text = pngChunk("tEXt", Buffer.from("Comment\0<script>alert(1)</script>", "latin1"));
    const withText = Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
    expect((await sharp(withText).metadata()).format).toBe("png");
    expect((await refusal(withText)).message).toBe(UPLOAD_ERRORS.polyglot);

    const jpeg = await picture(64, 64).jpeg().toBuffer();
    // A comment segment (FFFE) right after the start-of-image marker.
    const commented = Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xfe, Buffer.from("<html>")), jpeg.subarray(2)]);
    expect((await sharp(commented).metadata()).format).toBe("jpeg");
    expect((await refusal(commented)).message).toBe(UPLOAD_ERRORS.polyglot);

    const webp = await picture(64, 64).webp().toBuffer();
    for (const bytes of [png, jpeg, webp]) {
      const appended = Buffer.concat([bytes, Buffer.from("PK\u0003\u0004 an archive")]);
      expect((await refusal(appended)).message).toBe(UPLOAD_ERRORS.polyglot);
    }
  });

  it("accepts a JPEG padded with zeros after its end, as some cameras write it", async () => {
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    expect(await prepareImage(Buffer.concat([jpeg, Buffer.alloc(1024)]))).toMatchObject({ width: 64, height: 64 });
  });

  it("refuses a picture cut short, one over 8000 px a side and a file over 15 MB", async () => {
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    const truncated = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]);
    expect((await refusal(truncated)).message).toBe(UPLOAD_ERRORS.unreadable);
    // Cut inside its structure (a chunk or a scan with no end): damaged, not hiding anything.
    expect((await refusal(jpeg.subarray(0, jpeg.length - 100))).message).toBe(UPLOAD_ERRORS.unreadable);
    const png = await picture(64, 64).png().toBuffer();
    expect((await refusal(png.subarray(0, png.length - 12))).message).toBe(UPLOAD_ERRORS.unreadable);
    const wide = await picture(8001, 10).png().toBuffer();
    expect((await refusal(wide)).message).toBe(UPLOAD_ERRORS.tooManyPixels);
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await refusal(huge)).status).toBe(413);
  });

  it("refuses, before decoding, a picture whose decoding would hold more than the budget", async () => {
    // A few hundred bytes asking for 512 MB: 8000 x 8000 pixels of 16-bit RGBA.
    const crafted = await refusal(pngHeader(8000, 8000, 16, 6));
    expect(crafted).toMatchObject({ message: UPLOAD_ERRORS.tooMuchData, status: 413 });
    expect((await refusal(pngHeader(8000, 8000, 8, 6))).message).toBe(UPLOAD_ERRORS.tooMuchData);
    expect((await refusal(pngHeader(8000, 8000, 8, 2))).message).toBe(UPLOAD_ERRORS.tooMuchData);
    // Within the budget, the same kind of file goes on to be decoded, and its missing pixels are found.
    expect((await refusal(pngHeader(8000, 6000, 8, 2))).message).toBe(UPLOAD_ERRORS.unreadable);
  });

  it("prepares one picture at a time: parallel uploads wait their turn, and a failed one gives it up", async () => {
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    const uploads = [
      await picture(1200, 800).png().toBuffer(),
      Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]),
      await picture(900, 900).webp().toBuffer(),
      jpeg,
    ];
    let running = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    vi.spyOn(sharp.prototype, "toBuffer").mockImplementation(function (this: Sharp, ...args: unknown[]) {
      running += 1;
      most = Math.max(most, running);
      return (toBuffer.apply(this, args as never) as Promise<unknown>).finally(() => (running -= 1)) as never;
    });
    const results = await Promise.allSettled(uploads.map((upload) => prepareImage(upload)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(results[1]).toMatchObject({ reason: { message: UPLOAD_ERRORS.unreadable } });
    expect(most).toBe(1);
  });
});

describe("decodeBytes", () => {
  const header = { format: "png", channels: 3, depth: "uchar", isProgressive: false } as const;

  it("counts the decoded picture: pixels, channels and bytes a sample", () => {
    // A 48 MP phone's photo, and a photographer's 24 MP 16-bit RGB export: the most the budget allows.
    expect(decodeBytes({ ...header, format: "jpeg", width: 8000, height: 6000 })).toBe(MAX_DECODE_BYTES);
    expect(decodeBytes({ ...header, width: 6000, height: 4000, depth: "ushort" })).toBe(MAX_DECODE_BYTES);
    expect(decodeBytes({ ...header, width: 6000, height: 4000, channels: 4, depth: "ushort" })).toBeGreaterThan(
      MAX_DECODE_BYTES,
    );
    expect(decodeBytes({ ...header, width: 8000, height: 6000, channels: 4 })).toBeGreaterThan(MAX_DECODE_BYTES);
    expect(decodeBytes({ ...header, width: 8000, height: 8000 })).toBeGreaterThan(MAX_DECODE_BYTES);
  });

  it("counts a progressive JPEG's coefficients, 16 bits a sample, with its chroma subsampling", () => {
    const jpeg = { ...header, format: "jpeg", isProgressive: true, width: 8000, height: 6000 } as const;
    expect(decodeBytes({ ...jpeg, chromaSubsampling: "4:2:0" })).toBe(8000 * 6000 * 2 * 2);
    expect(decodeBytes({ ...jpeg, chromaSubsampling: "4:4:4" })).toBe(8000 * 6000 * 3 * 2);
    expect(decodeBytes({ ...jpeg, channels: 4, chromaSubsampling: "4:2:0:4" })).toBe(8000 * 6000 * 3 * 2);
    // A 36 MP progressive web export still fits.
    expect(decodeBytes({ ...jpeg, width: 7200, height: 5000, chromaSubsampling: "4:2:0" })).toBe(MAX_DECODE_BYTES);
  });
});
