import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { collageClips } from "../services/clips";
import { CARD_SHAPES, CLIP_SIZE, type CardShape, type CollageClip } from "../services/kit";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { encodeVideo, posterWebp, svgToRgb, type VideoSpec } from "../video";

/**
 * The services page's collage clips: for every video piece of the site's services collages a
 * short seamless loop (H.264, no audio, +faststart) and its poster, the loop's first frame.
 * Committed under public/media/services (see MediaGenerator.committed): they need ffmpeg.
 */

export const CLIP_FPS = 24;
/** Each clip should stay a few hundred KB at most; posters are small WebPs. */
export const CLIP_MAX_BYTES = 250 * 1024;
export const CLIP_POSTER_MAX_BYTES = 28 * 1024;

export interface CollageVideo {
  /** The public URLs the content lists. */
  src: string;
  poster: string;
  /** Where they are written, under public/. */
  videoOutput: string;
  posterOutput: string;
  alt: string;
  shape: CardShape;
  design: CollageClip;
}

const keyOf = (url: string) => (url.split("/").pop() as string).replace(/\.[a-z0-9]+$/, "");

/** Every clip in the content, in page order, paired with its design; throws if one is missing or drawn to the wrong card. */
export function collageVideos(): CollageVideo[] {
  return siteData("collages").flatMap((collage) =>
    collage.flatMap((piece, index) => {
      if (piece.kind !== "video") return [];
      const design = collageClips[keyOf(piece.src)];
      if (!design) throw new Error(`Services collage clip ${piece.src} has no design in the kit's services/clips/`);
      const shape = CARD_SHAPES[index] as CardShape;
      if (design.shape !== shape || !CLIP_SIZE[shape])
        throw new Error(`${piece.src} is drawn ${design.shape} but the collage shows piece ${index + 1} as ${shape}`);
      return [
        {
          src: piece.src,
          poster: piece.poster,
          videoOutput: publicFile(piece.src),
          posterOutput: publicFile(piece.poster),
          alt: piece.alt,
          shape,
          design,
        },
      ];
    }),
  );
}

/** Encoder settings for a clip: its card's size, one keyframe per loop (it only ever plays from the start). */
export function clipSpec(clip: CollageVideo): VideoSpec & { frames: number } {
  const size = CLIP_SIZE[clip.shape] as { width: number; height: number };
  const frames = Math.round(clip.design.seconds * CLIP_FPS);
  return { ...size, fps: CLIP_FPS, crf: clip.design.crf ?? 24, keyint: frames, frames };
}

async function encodeClip(clip: CollageVideo): Promise<[Uint8Array, Uint8Array]> {
  const spec = clipSpec(clip);
  const frame = (n: number) => clip.design.frame(n / spec.frames, clip.alt);
  const video = await encodeVideo(spec, spec.frames, (n) => svgToRgb(frame(n)));
  const poster = await posterWebp(frame(0), { maxBytes: CLIP_POSTER_MAX_BYTES });
  return [video, poster];
}

export const servicesClipsGenerator: MediaGenerator = {
  name: "services-clips",
  module: import.meta.url,
  outputs: collageVideos().flatMap((clip) => [clip.videoOutput, clip.posterOutput]),
  committed: true,
  requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
  async generate() {
    await loadFonts();
    const clips = collageVideos();
    const files = new Map<string, Uint8Array>();
    // Two clips at a time: each encoder is single-threaded for determinism, so two keep both cores busy.
    for (let i = 0; i < clips.length; i += 2) {
      const batch = clips.slice(i, i + 2);
      const encoded = await Promise.all(batch.map(encodeClip));
      batch.forEach((clip, j) => {
        const [video, poster] = encoded[j] as [Uint8Array, Uint8Array];
        files.set(clip.videoOutput, video);
        files.set(clip.posterOutput, poster);
      });
    }
    return files;
  },
};
