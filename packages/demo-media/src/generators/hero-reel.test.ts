import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { meanDifference } from "../generated-outputs";
import { loadFonts } from "../typography";
import {
  REEL,
  REEL_FRAMES,
  REEL_POSTER,
  REEL_VIDEO,
  ffmpegArgs,
  heroReelFrameSvg,
  heroReelGenerator,
  loopPhase,
  wordStates,
} from "./hero-reel";

beforeAll(loadFonts);

async function pixels(frame: number): Promise<Buffer> {
  return sharp(Buffer.from(heroReelFrameSvg(frame)))
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe("hero reel", () => {
  it("is a committed output that needs ffmpeg, written to public/media", () => {
    expect(heroReelGenerator.committed).toBe(true);
    expect(heroReelGenerator.requires).toEqual([{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }]);
    expect(heroReelGenerator.outputs).toEqual([REEL_VIDEO, REEL_POSTER]);
    expect(REEL_VIDEO).toMatch(/^public\/media\//);
    expect(REEL_FRAMES).toBe(REEL.fps * REEL.seconds);
    expect(REEL.seconds).toBeGreaterThanOrEqual(8);
    expect(REEL.seconds).toBeLessThanOrEqual(10);
  });

  it("loops: the frame after the last is the first, and every frame is outlines only", () => {
    expect(loopPhase(REEL_FRAMES)).toBe(0);
    expect(loopPhase(-1)).toBeCloseTo((REEL_FRAMES - 1) / REEL_FRAMES);
    expect(heroReelFrameSvg(REEL_FRAMES)).toBe(heroReelFrameSvg(0));
    const svg = heroReelFrameSvg(37);
    expect(heroReelFrameSvg(37)).toBe(svg);
    expect(svg).not.toMatch(/<text|NaN|Infinity/);
    expect(svg).toContain(`width="${REEL.width}" height="${REEL.height}"`);
  });

  it("always shows one or two words, the first settled and fully visible on the first frame", () => {
    for (let frame = 0; frame < REEL_FRAMES; frame += 1) {
      const visible = wordStates(loopPhase(frame)).filter((state) => state.opacity > 0.01);
      expect(visible.length).toBeGreaterThanOrEqual(1);
      expect(visible.length).toBeLessThanOrEqual(2);
    }
    expect(wordStates(0)).toEqual([expect.objectContaining({ index: 0, opacity: 1 })]);
  });

  it("has no jump at the seam: last frame to first changes no more than neighbouring frames do", async () => {
    const [last, first, second] = await Promise.all([pixels(REEL_FRAMES - 1), pixels(0), pixels(1)]);
    const seam = meanDifference(last, first);
    const step = meanDifference(first, second);
    expect(seam).toBeLessThan(Math.max(step * 2, 0.5));
  });

  it("encodes deterministically: one thread, fixed GOP, no metadata, web-ready", () => {
    const args = ffmpegArgs("out.mp4").join(" ");
    expect(args).toContain("-f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i -");
    expect(args).toContain("-an");
    expect(args).toContain("format=yuv420p");
    expect(args).toContain("threads=1");
    expect(args).toContain("-movflags +faststart");
    expect(args).toContain("-map_metadata -1");
    expect(args.endsWith("out.mp4")).toBe(true);
  });
});
