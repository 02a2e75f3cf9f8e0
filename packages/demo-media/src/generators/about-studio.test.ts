import { beforeAll, describe, expect, it } from "vitest";
import { STUDIO, STUDIO_FRAMES, drift, studioFrameSvg } from "../about/studio";
import { generatedFile, meanDifference } from "../generated-outputs";
import { loadFonts } from "../typography";
import { svgToRgb, x264Args } from "../video";
import {
  aboutStudioGenerator,
  STUDIO_ENCODING,
  STUDIO_MAX_BYTES,
  STUDIO_POSTER,
  STUDIO_POSTER_MAX_BYTES,
  STUDIO_VIDEO,
} from "./about-studio";

beforeAll(loadFonts);

describe("about studio reel", () => {
  it("is a committed output that needs ffmpeg, written where the about page looks for it", () => {
    expect(aboutStudioGenerator.committed).toBe(true);
    expect(aboutStudioGenerator.requires).toEqual([{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }]);
    expect(aboutStudioGenerator.outputs).toEqual([STUDIO_VIDEO, STUDIO_POSTER]);
    expect(STUDIO_VIDEO).toBe("public/media/about/studio.mp4");
    expect(STUDIO_POSTER).toBe("public/media/about/studio-poster.webp");
  });

  it("is committed within its budgets: the reel under 2 MB, its poster under 58 KB", () => {
    expect(generatedFile(STUDIO_VIDEO).length).toBeLessThanOrEqual(STUDIO_MAX_BYTES);
    expect(generatedFile(STUDIO_POSTER).length).toBeLessThanOrEqual(STUDIO_POSTER_MAX_BYTES);
  });

  it("is an eight-second loop at 1280 × 1024, 24 fps", () => {
    expect(STUDIO_FRAMES).toBe(192);
    expect([STUDIO.width, STUDIO.height]).toEqual([1280, 1024]);
    const args = x264Args(STUDIO_ENCODING, "out.mp4").join(" ");
    expect(args).toContain("-s 1280x1024 -r 24");
    expect(args).toContain("format=yuv420p");
    expect(args).toContain("-movflags +faststart");
    expect(args).toContain("-an");
  });

  it("draws frames from outlines only, deterministically, and repeats after the last", { timeout: 30_000 }, () => {
    const svg = studioFrameSvg(57);
    expect(studioFrameSvg(57)).toBe(svg);
    expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
    expect(studioFrameSvg(STUDIO_FRAMES)).toBe(studioFrameSvg(0));
    expect(drift(1).x).toBeCloseTo(drift(0).x);
  });

  it("has no jump at the seam", { timeout: 60_000 }, async () => {
    const [last, first, second] = await Promise.all([
      svgToRgb(studioFrameSvg(STUDIO_FRAMES - 1)),
      svgToRgb(studioFrameSvg(0)),
      svgToRgb(studioFrameSvg(1)),
    ]);
    expect(meanDifference(last, first)).toBeLessThan(Math.max(meanDifference(first, second) * 2, 0.5));
  });
});
