import type { MediaGenerator } from "../generator";
import { VANTAROOM_REEL, VANTAROOM_REEL_FRAMES, vantaroomReelFrameSvg } from "../vantaroom/reel";
import { encodeVideo, posterWebp, svgToRgb, x264Args, type VideoSpec } from "../video";

/**
 * The /vantaroom hero reel (design in vantaroom/reel.ts) and its poster, the loop's
 * first frame. Committed under public/media/vantaroom (see MediaGenerator.committed): it needs ffmpeg.
 */

export const VANTAROOM_REEL_VIDEO = "public/media/vantaroom/hero-reel.mp4";
export const VANTAROOM_REEL_POSTER = "public/media/vantaroom/hero-reel-poster.webp";
/** The budgets for a hero video and its poster (docs/performance.md#budgets). */
export const VANTAROOM_REEL_MAX_BYTES = 2.5 * 1024 * 1024;
export const VANTAROOM_POSTER_MAX_BYTES = 60 * 1024;

/** One keyframe every two seconds, so a browser can start (or seek) quickly. */
const ENCODING: VideoSpec = { ...VANTAROOM_REEL, crf: 23, keyint: 48 };

/** The encoder's command line (see video.ts for why each setting is there). */
export function vantaroomReelFfmpegArgs(output: string): string[] {
  return x264Args(ENCODING, output);
}

export const vantaroomReelGenerator: MediaGenerator = {
  name: "vantaroom-reel",
  module: import.meta.url,
  outputs: [VANTAROOM_REEL_VIDEO, VANTAROOM_REEL_POSTER],
  committed: true,
  requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
  async generate() {
    const poster = await posterWebp(vantaroomReelFrameSvg(0), { maxBytes: VANTAROOM_POSTER_MAX_BYTES - 4 * 1024 });
    const video = await encodeVideo(ENCODING, VANTAROOM_REEL_FRAMES, (frame) => svgToRgb(vantaroomReelFrameSvg(frame)));
    return new Map<string, Uint8Array>([
      [VANTAROOM_REEL_VIDEO, video],
      [VANTAROOM_REEL_POSTER, poster],
    ]);
  },
};
