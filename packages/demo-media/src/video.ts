import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { withinBudget } from "./raster";

/**
 * Shared helpers for the committed videos (hero reel, services clips, studio reel): SVG frames are
 * rasterised with sharp and piped to ffmpeg as raw RGB, and x264 is set up so the same frames
 * always give the same bytes. Every video is a seamless loop: motion is periodic in the loop's
 * length, so the frame after the last is the first again and the poster (frame 0) is where it restarts.
 */

export interface VideoSpec {
  width: number;
  height: number;
  fps: number;
  /** x264 constant rate factor: lower is better quality and bigger files. */
  crf: number;
  /** Frames between keyframes (also the minimum). */
  keyint?: number;
}

/** Fraction of a loop of `frames` frames, 0 (inclusive) to 1 (exclusive), of any frame number, wrapping. */
export function loopPhase(frame: number, frames: number): number {
  return (((frame % frames) + frames) % frames) / frames;
}

/** Smoothstep on [0, 1], clamped. */
export function smooth(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
}

/** Raw RGB pixels of an SVG frame, the way ffmpeg's rawvideo input takes them. */
export async function svgToRgb(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/**
 * x264 settings that give the same bytes for the same frames: one thread (threaded encoding
 * splits work by timing), a fixed GOP with no scene cuts, and no muxer timestamps or version tags.
 * H.264 High, yuv420p, BT.709, no audio, moov atom first (+faststart) so playback starts at once.
 */
export function x264Args({ width, height, fps, crf, keyint = 48 }: VideoSpec, output: string): string[] {
  return [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", String(fps), "-i", "-"],
    ...[
      "-an",
      "-vf",
      "scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int,format=yuv420p",
    ],
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      String(crf),
      "-profile:v",
      "high",
      "-level:v",
      "4.0",
      "-threads",
      "1",
    ],
    ...[
      "-x264-params",
      `threads=1:lookahead-threads=1:sliced-threads=0:keyint=${keyint}:min-keyint=${keyint}:scenecut=0:aq-mode=3:aq-strength=0.9`,
    ],
    ...["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"],
    ...["-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
    output,
  ];
}

/** Encodes `frameCount` frames from `render` (raw RGB, spec-sized) into an MP4 and returns its bytes. */
export async function encodeVideo(
  spec: VideoSpec,
  frameCount: number,
  render: (frame: number) => Promise<Buffer>,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "media-video-"));
  const output = join(dir, "video.mp4");
  try {
    const ffmpeg = spawn("ffmpeg", x264Args(spec, output), { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    ffmpeg.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const finished = new Promise<void>((resolve, reject) => {
      ffmpeg.on("error", reject);
      ffmpeg.on("close", (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`)),
      );
    });
    // One frame renders ahead of the encoder, so librsvg and x264 keep both cores busy.
    let ahead = render(0);
    for (let frame = 0; frame < frameCount; frame += 1) {
      const pixels = await ahead;
      if (frame + 1 < frameCount) ahead = render(frame + 1);
      if (!ffmpeg.stdin.write(pixels)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
    }
    ffmpeg.stdin.end();
    await finished;
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A poster as lossy WebP: the video's first frame, stepping quality down until it fits `maxBytes`
 * (deterministic: the same SVG always takes the same steps).
 */
export async function posterWebp(
  svg: string,
  { maxBytes, quality = 80, minQuality = 40 }: { maxBytes: number; quality?: number; minQuality?: number },
): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return withinBudget(
    (q) => sharp(data, { raw: info }).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer(),
    { maxBytes, quality, step: 5, minQuality },
  );
}
