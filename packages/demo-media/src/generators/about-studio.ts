import { STUDIO, STUDIO_FRAMES, studioFrameSvg } from "../about/studio";
import type { MediaGenerator } from "../generator";
import { loadFonts } from "../typography";
import { encodeVideo, posterWebp, svgToRgb, type VideoSpec } from "../video";

/**
 * The about page's studio reel, "Inside the studio", and its poster (the loop's first frame).
 * Committed under public/media/about (see MediaGenerator.committed): it needs ffmpeg.
 */

export const STUDIO_VIDEO = "public/media/about/studio.mp4";
export const STUDIO_POSTER = "public/media/about/studio-poster.webp";
export const STUDIO_MAX_BYTES = 2 * 1024 * 1024;
export const STUDIO_POSTER_MAX_BYTES = 58 * 1024;

/** One keyframe every two seconds: the page may start it mid-loop, and seeking stays cheap. */
export const STUDIO_ENCODING: VideoSpec = {
  width: STUDIO.width,
  height: STUDIO.height,
  fps: STUDIO.fps,
  crf: 23,
  keyint: 48,
};

export const aboutStudioGenerator: MediaGenerator = {
  name: "about-studio",
  module: import.meta.url,
  outputs: [STUDIO_VIDEO, STUDIO_POSTER],
  committed: true,
  requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
  async generate() {
    await loadFonts();
    const poster = await posterWebp(studioFrameSvg(0), { maxBytes: STUDIO_POSTER_MAX_BYTES, quality: 78 });
    const video = await encodeVideo(STUDIO_ENCODING, STUDIO_FRAMES, (frame) => svgToRgb(studioFrameSvg(frame)));
    return new Map<string, Uint8Array>([
      [STUDIO_VIDEO, video],
      [STUDIO_POSTER, poster],
    ]);
  },
};
