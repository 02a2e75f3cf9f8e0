// @vitest-environment node
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pictureContents, type PictureFormat } from "./container";
import { pngChunk } from "./png-chunk";

const bytesOf = (text: string) => Buffer.from(text, "latin1");
const picture = (channels: 3 | 4 = 3) => sharp({ create: { width: 48, height: 32, channels, background: "#2a9d8f" } });

/** The PNG with a chunk added right after IHDR (signature 8 bytes, IHDR 25). */
const withPngChunk = (png: Buffer, chunk: Buffer) => Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);

/** A JPEG segment: marker, length, payload. */
function jpegSegment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The JPEG with a segment added right after its SOI. */
const withJpegSegment = (jpeg: Buffer, segment: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);

/** The WebP with a chunk added at its end and the RIFF length grown to hold it. */
function withWebpChunk(webp: Buffer, fourCc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourCc, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  const chunk = Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  const grown = Buffer.concat([webp, chunk]);
  grown.writeUInt32LE(grown.length - 8, 4);
  return grown;
}

/** A synthetic JPEG from its segments and scans: SOI, then the given bytes, then EOI. */
const jpegOf = (...parts: Buffer[]) => Buffer.concat([Buffer.from([0xff, 0xd8]), ...parts, Buffer.from([0xff, 0xd9])]);
const SOS = jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0]));

describe("pictureContents", () => {
  it("passes the encoders' own files: PNG, baseline and progressive JPEG, lossy, lossless and alpha WebP", async () => {
    const files: [Buffer, PictureFormat][] = [
      [await picture().png().toBuffer(), "png"],
      [await picture().jpeg().toBuffer(), "jpeg"],
      [await picture().jpeg({ progressive: true }).toBuffer(), "jpeg"],
      [await picture().webp().toBuffer(), "webp"],
      [await picture(4).webp().toBuffer(), "webp"],
      [await picture().webp({ lossless: true }).toBuffer(), "webp"],
    ];
    for (const [bytes, format] of files) expect(pictureContents(bytes, format)).toBe("picture");
  });

  it("never reads a PNG's image data, whatever bytes it holds", async () => {
    const png = await picture().png().toBuffer();
    const idat = png.indexOf(bytesOf("IDAT"));
    const markup = pngChunk("IDAT", bytesOf("<svg onload=alert(1)><script>"));
    const withMarkup = Buffer.concat([png.subarray(0, idat - 4), markup, png.subarray(idat - 4)]);
    expect(pictureContents(withMarkup, "png")).toBe("picture");
    // fdAT: an animated PNG's frames after the first.
    const frame = pngChunk("fdAT", Buffer.concat([Buffer.alloc(4), bytesOf("<html>")]));
    expect(pictureContents(Buffer.concat([png.subarray(0, idat - 4), frame, png.subarray(idat - 4)]), "png")).toBe(
      "picture",
    );
  });

  it("reads every other PNG chunk, and wants IEND at the very end", async () => {
    const png = await picture().png().toBuffer();
    expect(pictureContents(withPngChunk(png, pngChunk("tEXt", bytesOf("Comment\0<script>"))), "png")).toBe("polyglot");
    expect(pictureContents(withPngChunk(png, pngChunk("zzZz", bytesOf("<?php echo 1;"))), "png")).toBe("polyglot");
    expect(pictureContents(Buffer.concat([png, bytesOf("<html>")]), "png")).toBe("polyglot");
    expect(pictureContents(Buffer.concat([png, Buffer.alloc(1)]), "png")).toBe("polyglot");
    // Markup that starts in a chunk's data and ends in its checksum is still seen.
    const split = withPngChunk(png, pngChunk("tEXt", bytesOf("Comment\0<sv")));
    split.write("g", split.indexOf(bytesOf("Comment\0<sv")) + 11, "latin1");
    expect(pictureContents(split, "png")).toBe("polyglot");
  });

  it("finds a PNG damaged when a chunk runs past the end, its type is not letters, or IEND never comes", async () => {
    const png = await picture().png().toBuffer();
    const long = Buffer.from(png);
    long.writeUInt32BE(0x7fff_0000, 33);
    expect(pictureContents(long, "png")).toBe("damaged");
    const badType = withPngChunk(png, pngChunk("t\0Xt", Buffer.alloc(2)));
    expect(pictureContents(badType, "png")).toBe("damaged");
    expect(pictureContents(png.subarray(0, png.length - 12), "png")).toBe("damaged");
  });

  it("reads a JPEG's APPn, COM and table segments, never its entropy-coded data", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(pictureContents(withJpegSegment(jpeg, jpegSegment(0xfe, bytesOf("<html><body>"))), "jpeg")).toBe("polyglot");
    const xmp = bytesOf("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><script>alert(1)</script></x:xmpmeta>");
    expect(pictureContents(withJpegSegment(jpeg, jpegSegment(0xe1, xmp)), "jpeg")).toBe("polyglot");
    // Stuffed 0xFF00 bytes and restart markers belong to the scan; markup among them is image data.
    const scan = Buffer.from([0x12, 0xff, 0x00, ...bytesOf("<svg"), 0xff, 0xd0, ...bytesOf("<SCRIPT"), 0xff, 0xff]);
    expect(pictureContents(jpegOf(SOS, scan), "jpeg")).toBe("picture");
    expect(pictureContents(jpegOf(jpegSegment(0xfe, bytesOf("<svg")), SOS, scan), "jpeg")).toBe("polyglot");
  });

  it("follows a progressive JPEG's scans and the segments between them to its EOI", () => {
    const scan = Buffer.from([...bytesOf("<svg"), 0xff, 0x00, 0x33]);
    const tables = jpegSegment(0xc4, Buffer.from([0x10, ...Array<number>(16).fill(0)]));
    expect(pictureContents(jpegOf(SOS, scan, tables, SOS, scan, SOS, scan), "jpeg")).toBe("picture");
    expect(pictureContents(jpegOf(SOS, scan, jpegSegment(0xfe, bytesOf("<iframe")), SOS, scan), "jpeg")).toBe(
      "polyglot",
    );
  });

  it("lets a JPEG end in zero padding, and nothing else but a multi-picture file's own pictures", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(pictureContents(Buffer.concat([jpeg, Buffer.alloc(4096)]), "jpeg")).toBe("picture");
    expect(pictureContents(Buffer.concat([jpeg, bytesOf("<html>")]), "jpeg")).toBe("polyglot");
    expect(pictureContents(Buffer.concat([jpeg, Buffer.alloc(8), bytesOf("PK\x03\x04")]), "jpeg")).toBe("polyglot");
    // A gain map after the first picture: allowed when the first says it is a multi-picture file (MPF).
    const mpf = withJpegSegment(jpeg, jpegSegment(0xe2, Buffer.concat([bytesOf("MPF\0"), Buffer.alloc(16)])));
    expect(pictureContents(Buffer.concat([mpf, jpeg, Buffer.alloc(2)]), "jpeg")).toBe("picture");
    expect(pictureContents(Buffer.concat([jpeg, jpeg]), "jpeg")).toBe("polyglot");
    expect(pictureContents(Buffer.concat([mpf, jpeg, bytesOf("<html>")]), "jpeg")).toBe("polyglot");
    const hidden = withJpegSegment(jpeg, jpegSegment(0xfe, bytesOf("<script>")));
    expect(pictureContents(Buffer.concat([mpf, hidden]), "jpeg")).toBe("polyglot");
  });

  it("finds a JPEG damaged when it has no EOI, a segment runs past the end or bytes sit between segments", async () => {
    const jpeg = await picture().jpeg().toBuffer();
    expect(pictureContents(jpeg.subarray(0, jpeg.length - 2), "jpeg")).toBe("damaged");
    expect(pictureContents(jpegOf(Buffer.from([0xff, 0xfe, 0x40, 0x00, 0x20])), "jpeg")).toBe("damaged");
    expect(pictureContents(jpegOf(Buffer.from([0x00]), SOS, Buffer.from([1])), "jpeg")).toBe("damaged");
    expect(pictureContents(jpegOf(Buffer.from([0xff, 0xfe, 0x00, 0x01])), "jpeg")).toBe("damaged");
  });

  it("reads a WebP's EXIF, XMP, ICC and unknown chunks, never its VP8, VP8L, ALPH or ANMF data", async () => {
    const webp = await picture().webp().toBuffer();
    for (const fourCc of ["EXIF", "XMP ", "ICCP", "abcd"]) {
      expect(pictureContents(withWebpChunk(webp, fourCc, bytesOf("<svg/onload=alert(1)>")), "webp")).toBe("polyglot");
    }
    for (const fourCc of ["VP8 ", "VP8L", "ALPH", "ANMF"]) {
      expect(pictureContents(withWebpChunk(webp, fourCc, bytesOf("<svg/onload=alert(1)>")), "webp")).toBe("picture");
    }
  });

  it("wants a WebP to end at its RIFF length, give or take one pad byte", async () => {
    const webp = await picture().webp().toBuffer();
    expect(pictureContents(Buffer.concat([webp, Buffer.alloc(1)]), "webp")).toBe("picture");
    expect(pictureContents(Buffer.concat([webp, bytesOf("<!doctype html>")]), "webp")).toBe("polyglot");
    expect(pictureContents(webp.subarray(0, webp.length - 1), "webp")).toBe("damaged");
    const overlong = withWebpChunk(webp, "EXIF", Buffer.alloc(10));
    overlong.writeUInt32LE(1000, overlong.length - 14);
    expect(pictureContents(overlong, "webp")).toBe("damaged");
  });

  it("never throws, whatever the bytes, and finds every strict prefix of a picture damaged", async () => {
    const signatures: Record<PictureFormat, Buffer> = {
      png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      jpeg: Buffer.from([0xff, 0xd8, 0xff]),
      webp: bytesOf("RIFF\0\0\0\0WEBP"),
    };
    const formats = fc.constantFrom<PictureFormat>("png", "jpeg", "webp");
    fc.assert(
      fc.property(formats, fc.uint8Array({ maxLength: 512 }), fc.boolean(), (format, bytes, signed) => {
        const file = signed ? Buffer.concat([signatures[format], bytes]) : Buffer.from(bytes);
        expect(["picture", "polyglot", "damaged"]).toContain(pictureContents(file, format));
      }),
      { numRuns: 2000 },
    );
    const files: [Buffer, PictureFormat][] = [
      [await picture().png().toBuffer(), "png"],
      [await picture().jpeg({ progressive: true }).toBuffer(), "jpeg"],
      [await picture(4).webp().toBuffer(), "webp"],
    ];
    for (const [file, format] of files) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: file.length - 1 }), (length) => {
          expect(pictureContents(file.subarray(0, length), format)).toBe("damaged");
        }),
      );
    }
  });

  it("passes any bytes as a PNG's image data or a JPEG's stuffed entropy-coded data", async () => {
    const png = await picture().png().toBuffer();
    const idat = png.indexOf(bytesOf("IDAT")) - 4;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (data) => {
        const file = Buffer.concat([png.subarray(0, idat), pngChunk("IDAT", Buffer.from(data)), png.subarray(idat)]);
        expect(pictureContents(file, "png")).toBe("picture");
      }),
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (data) => {
        const stuffed = Buffer.from([...data].flatMap((byte) => (byte === 0xff ? [0xff, 0x00] : [byte])));
        expect(pictureContents(jpegOf(SOS, stuffed), "jpeg")).toBe("picture");
      }),
    );
  });
});
