import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatedFile, meanDifference } from "../generated-outputs";
import {
  VANTAROOM_POSTER_MAX_BYTES,
  VANTAROOM_REEL_MAX_BYTES,
  VANTAROOM_REEL_POSTER,
  VANTAROOM_REEL_VIDEO,
  vantaroomReelFfmpegArgs,
  vantaroomReelGenerator,
} from "./vantaroom-reel";
import {
  reelLens,
  reelPhase,
  scanState,
  VANTAROOM_REEL,
  VANTAROOM_REEL_FRAMES,
  vantaroomReelFrameSvg,
} from "../vantaroom/reel";

async function pixels(frame: number): Promise<Buffer> {
  return sharp(Buffer.from(vantaroomReelFrameSvg(frame)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** An MP4's duration in seconds, from its movie header (mvhd), without ffprobe. */
function mp4Duration(bytes: Buffer): number {
  const at = bytes.indexOf("mvhd");
  const version = bytes[at + 4];
  return version === 1
    ? Number(bytes.readBigUInt64BE(at + 28)) / bytes.readUInt32BE(at + 24)
    : bytes.readUInt32BE(at + 20) / bytes.readUInt32BE(at + 16);
}

describe("VantaRoom hero reel", () => {
  it("is a committed 1280x720 loop of 8 to 12 seconds that needs ffmpeg, under public/media/vantaroom", () => {
    expect(vantaroomReelGenerator.committed).toBe(true);
    expect(vantaroomReelGenerator.requires).toEqual([{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }]);
    expect(vantaroomReelGenerator.outputs).toEqual([VANTAROOM_REEL_VIDEO, VANTAROOM_REEL_POSTER]);
    expect(VANTAROOM_REEL_VIDEO).toBe("public/media/vantaroom/hero-reel.mp4");
    expect(VANTAROOM_REEL_POSTER).toBe("public/media/vantaroom/hero-reel-poster.webp");
    expect([VANTAROOM_REEL.width, VANTAROOM_REEL.height]).toEqual([1280, 720]);
    expect(VANTAROOM_REEL_FRAMES).toBe(VANTAROOM_REEL.fps * VANTAROOM_REEL.seconds);
    expect(VANTAROOM_REEL.seconds).toBeGreaterThanOrEqual(8);
    expect(VANTAROOM_REEL.seconds).toBeLessThanOrEqual(12);
  });

  it("loops: every motion is periodic, the frame after the last is the first", () => {
    expect(reelPhase(VANTAROOM_REEL_FRAMES)).toBe(0);
    expect(reelPhase(-1)).toBeCloseTo((VANTAROOM_REEL_FRAMES - 1) / VANTAROOM_REEL_FRAMES);
    expect(reelLens(0)).toEqual(reelLens(reelPhase(VANTAROOM_REEL_FRAMES)));
    expect(vantaroomReelFrameSvg(VANTAROOM_REEL_FRAMES)).toBe(vantaroomReelFrameSvg(0));
    const svg = vantaroomReelFrameSvg(101);
    expect(vantaroomReelFrameSvg(101)).toBe(svg);
    expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
    expect(svg).toContain('width="1280" height="720"');
  });

  it("keeps the poster quiet: the scan passes once, dark at the start and end of the loop", () => {
    expect(scanState(0).strength).toBe(0);
    expect(scanState((VANTAROOM_REEL_FRAMES - 1) / VANTAROOM_REEL_FRAMES).strength).toBe(0);
    expect(scanState(0.5).strength).toBeGreaterThan(0.9);
    // It moves one way, left to right, while it shows.
    let last = -Infinity;
    for (let frame = 0; frame < VANTAROOM_REEL_FRAMES; frame += 1) {
      const state = scanState(reelPhase(frame));
      if (state.strength > 0) {
        expect(state.x).toBeGreaterThan(last);
        last = state.x;
      }
    }
  });

  it("has no jump at the seam: last frame to first changes no more than neighbouring frames do", async () => {
    const [last, first, second] = await Promise.all([pixels(VANTAROOM_REEL_FRAMES - 1), pixels(0), pixels(1)]);
    const seam = meanDifference(last, first);
    const step = meanDifference(first, second);
    expect(seam).toBeLessThan(Math.max(step * 2, 0.5));
  });

  it("encodes deterministically: raw frames in, one thread, fixed GOP, no audio, no metadata", () => {
    const args = vantaroomReelFfmpegArgs("out.mp4").join(" ");
    expect(args).toContain("-f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i -");
    expect(args).toContain("-an");
    expect(args).toContain("libx264");
    expect(args).toContain("threads=1");
    expect(args).toContain("scenecut=0");
    expect(args).toContain("-map_metadata -1");
    expect(args).toContain("-movflags +faststart");
  });

  it("the committed reel and poster fit the hero budgets (2.5 MB, 60 KB) and the loop's length", async () => {
    const video = generatedFile(VANTAROOM_REEL_VIDEO);
    const poster = generatedFile(VANTAROOM_REEL_POSTER);
    expect(video.length).toBeLessThanOrEqual(VANTAROOM_REEL_MAX_BYTES);
    expect(poster.length).toBeLessThan(VANTAROOM_POSTER_MAX_BYTES);
    expect(mp4Duration(video)).toBeCloseTo(VANTAROOM_REEL.seconds, 1);
    const meta = await sharp(poster).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 720]);
  });
});
