// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from "../constants";
import { prepareImage, UploadRefused } from "./images";

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

  it("refuses a polyglot: a picture with a page appended, or markup hidden in its comment", async () => {
    const png = await picture(64, 64).png().toBuffer();
    const appended = Buffer.concat([png, Buffer.from("<html><script>alert(1)</script></html>")]);
    expect((await refusal(appended)).message).toBe(UPLOAD_ERRORS.polyglot);
    const zipped = Buffer.concat([png, Buffer.from("PK\u0003\u0004archive")]);
    expect((await refusal(zipped)).message).toBe(UPLOAD_ERRORS.polyglot);
    const jpeg = await picture(64, 64).jpeg().toBuffer();
    // A JPEG comment segment (FFFE) carrying a script, placed right after the start-of-image marker.
    const comment = Buffer.from("<script>alert(1)</script>");
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const commented = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    expect((await sharp(commented).metadata()).format).toBe("jpeg");
    expect((await refusal(commented)).message).toBe(UPLOAD_ERRORS.polyglot);
  });

  it("refuses a picture cut short, one over 8000 px a side and a file over 15 MB", async () => {
    const jpeg = await picture(400, 400).jpeg().toBuffer();
    const truncated = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length / 2)), Buffer.from([0xff, 0xd9])]);
    expect((await refusal(truncated)).message).toBe(UPLOAD_ERRORS.unreadable);
    const wide = await picture(8001, 10).png().toBuffer();
    expect((await refusal(wide)).message).toBe(UPLOAD_ERRORS.tooManyPixels);
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect((await refusal(huge)).status).toBe(413);
  });
});
