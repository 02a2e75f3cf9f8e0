import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile, meanDifference } from "../generated-outputs";
import { publicFile } from "../paths";
import { collageClips } from "../services/clips";
import { CARD_SHAPES, CLIP_SIZE } from "../services/kit";
import { siteData } from "../site-data";
import { escapeXml } from "../svg";
import { loadFonts } from "../typography";
import { svgToRgb, x264Args } from "../video";
import {
  CLIP_FPS,
  CLIP_MAX_BYTES,
  CLIP_POSTER_MAX_BYTES,
  clipSpec,
  collageVideos,
  servicesClipsGenerator,
} from "./services-clips";

beforeAll(loadFonts);

const contentVideos = siteData("collages").flatMap((collage) => collage.filter((piece) => piece.kind === "video"));

describe("services collage clips", () => {
  it("are committed outputs that need ffmpeg: every video piece and its poster, under public/media/services", () => {
    expect(servicesClipsGenerator.committed).toBe(true);
    expect(servicesClipsGenerator.requires).toEqual([{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }]);
    const expected = contentVideos.flatMap((piece) =>
      piece.kind === "video" ? [publicFile(piece.src), publicFile(piece.poster)] : [],
    );
    expect(servicesClipsGenerator.outputs).toEqual(expected);
    for (const output of servicesClipsGenerator.outputs) expect(output).toMatch(/^public\/media\/services\//);
  });

  it("is committed within its budgets: each clip under 250 KB, each poster under 28 KB", () => {
    for (const clip of collageVideos()) {
      expect(generatedFile(clip.videoOutput).length, clip.src).toBeLessThanOrEqual(CLIP_MAX_BYTES);
      expect(generatedFile(clip.posterOutput).length, clip.poster).toBeLessThanOrEqual(CLIP_POSTER_MAX_BYTES);
    }
  });

  it("has one design per clip, drawn to its card's shape, about four seconds at 24 fps", () => {
    expect(Object.keys(collageClips).length).toBe(contentVideos.length);
    for (const collage of siteData("collages")) {
      collage.forEach((piece, index) => {
        if (piece.kind !== "video") return;
        const clip = collageVideos().find((video) => video.src === piece.src);
        expect(clip?.shape, piece.src).toBe(CARD_SHAPES[index]);
        expect(CLIP_SIZE[clip!.shape], piece.src).toBeDefined();
      });
    }
    for (const clip of collageVideos()) {
      const spec = clipSpec(clip);
      expect(spec.fps).toBe(CLIP_FPS);
      expect(spec.frames / spec.fps).toBeGreaterThanOrEqual(3);
      expect(spec.frames / spec.fps).toBeLessThanOrEqual(5);
      expect(x264Args(spec, "out.mp4").join(" ")).toContain(`-s ${spec.width}x${spec.height} -r 24`);
    }
  });

  it("draws frames from outlines only, deterministically, named by the piece's alt text", { timeout: 30_000 }, () => {
    for (const clip of collageVideos()) {
      const svg = clip.design.frame(0.37, clip.alt);
      expect(clip.design.frame(0.37, clip.alt), clip.src).toBe(svg);
      expect(svg, clip.src).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg, clip.src).toContain(`aria-label="${escapeXml(clip.alt)}"`);
    }
  });

  it(
    "loops without a jump: last frame to first changes no more than neighbouring frames do",
    { timeout: 60_000 },
    async () => {
      for (const clip of collageVideos()) {
        const { frames } = clipSpec(clip);
        const at = (n: number) => svgToRgb(clip.design.frame(n / frames, clip.alt));
        const [last, first, second] = await Promise.all([at(frames - 1), at(0), at(1)]);
        expect(meanDifference(last, first), clip.src).toBeLessThan(Math.max(meanDifference(first, second) * 2.5, 0.6));
      }
    },
  );
});
