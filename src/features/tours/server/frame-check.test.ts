// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { UploadRefused } from "@/src/features/rounds/server/images";
import { checkFrame, withoutMetadata } from "./frame-check";

const MESSAGE = "not a frame";
const frame = (width = 64, height = 36, description = "Front door") =>
  sharp({ create: { width, height, channels: 3, background: "#2980b9" } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "EmberCam", ImageDescription: description } })
    .withIccProfile("srgb")
    .toBuffer();

async function refusal(bytes: Buffer, size = { width: 64, height: 36 }) {
  const caught = await checkFrame(bytes, size, MESSAGE).then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(UploadRefused);
  expect((caught as UploadRefused).message).toBe(MESSAGE);
}

describe("checkFrame", () => {
  it("keeps the picture and drops every metadata segment, without re-encoding it", async () => {
    const bytes = await frame();
    const checked = await checkFrame(bytes, { width: 64, height: 36 }, MESSAGE);
    const metadata = await sharp(checked.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(checked.bytes.includes("EmberCam")).toBe(false);
    expect(checked.hash).toMatch(/^[0-9a-f]{64}$/);
    // The same pixels: the image's own segments are kept byte for byte.
    const [before, after] = await Promise.all([bytes, checked.bytes].map((file) => sharp(file).raw().toBuffer()));
    expect(after?.equals(before as Buffer)).toBe(true);
  });

  it("refuses a frame of another size, another format, a cut or a padded one", async () => {
    const bytes = await frame();
    await refusal(bytes, { width: 768, height: 432 });
    await refusal(await sharp(bytes).png().toBuffer());
    await refusal(await sharp(bytes).webp().toBuffer());
    await refusal(bytes.subarray(0, bytes.length - 40));
    await refusal(Buffer.concat([bytes, Buffer.from("<html><script>alert(1)</script>")]));
    await refusal(Buffer.from("GIF89a not a frame"));
    // Markup hidden in its metadata is a polyglot, as for round pictures.
    await refusal(await frame(64, 36, "<script>alert(1)</script>"));
  });

  it("refuses a frame whose scan data was damaged so it no longer decodes cleanly", async () => {
    const bytes = Buffer.from(await frame(256, 144));
    const scan = bytes.lastIndexOf(Buffer.from([0xff, 0xda]));
    // The end of the scan replaced by a marker the decoder does not expect there.
    bytes.set([0xff, 0xd9], scan + 40);
    await refusal(bytes.subarray(0, scan + 42), { width: 256, height: 144 });
  });
});

describe("withoutMetadata", () => {
  it("is null for anything it cannot follow to its end", () => {
    expect(withoutMetadata(Buffer.from([0xff, 0xd8, 0x00]))).toBeNull();
    expect(withoutMetadata(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
