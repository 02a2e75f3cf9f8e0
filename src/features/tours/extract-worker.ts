/// <reference lib="webworker" />
import {
  BlobSource,
  EncodedPacketSink,
  Input,
  MATROSKA,
  MP4,
  QTFF,
  VideoSampleSink,
  WEBM,
  type InputVideoTrack,
  type VideoSample,
} from "mediabunny";
import type { FrameWidth } from "./constants";
import type { FromWorker, Refusal, ToWorker, VideoInfo } from "./extract-protocol";
import type { Size } from "./import-plan";

/*
 * Turns a walkthrough video into frames in the studio's browser (docs/tours.md#footage), in a worker so
 * the page stays responsive: mediabunny reads the file lazily (a 4 GB file is never read whole) and
 * demuxes MP4, MOV, WebM and Matroska, honouring rotation and edit lists; the browser's WebCodecs decodes
 * in order, each packet at most once, whatever the keyframe interval; each frame is drawn upright at
 * both sizes on OffscreenCanvases and encoded as JPEG (a canvas encodes JPEG about ten times faster
 * than WebP, and Safari encodes no WebP at all).
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

let file: File | null = null;
let track: InputVideoTrack | null = null;
/** Frames the page may still take before it says it stored one. */
let credit = 0;
let wake: (() => void) | null = null;

const MEGABYTE = 1024 * 1024;

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

async function openTrack(video: File): Promise<InputVideoTrack> {
  let found: InputVideoTrack | null;
  try {
    const input = new Input({ source: new BlobSource(video), formats: [MP4, QTFF, WEBM, MATROSKA] });
    found = await input.getPrimaryVideoTrack();
  } catch {
    throw new Refused("notVideo");
  }
  if (!found) throw new Refused("notVideo");
  if (typeof VideoDecoder === "undefined") throw new Refused("noWebCodecs");
  if (!(await found.canDecode().catch(() => false))) throw new Refused(found.codec === "hevc" ? "hevc" : "undecodable");
  return found;
}

/** The same file again, not a look-alike: its size and its first and last megabyte. */
async function fingerprintOf(video: File): Promise<string> {
  const size = new TextEncoder().encode(String(video.size));
  const head = await video.slice(0, MEGABYTE).arrayBuffer();
  const tail = await video.slice(Math.max(0, video.size - MEGABYTE)).arrayBuffer();
  const digest = await crypto.subtle.digest("SHA-256", await new Blob([size, head, tail]).arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

function canvasOf(size: Size): OffscreenCanvasRenderingContext2D {
  const context = new OffscreenCanvas(size.width, size.height).getContext("2d");
  if (!context) throw new Error("No 2D canvas in this worker");
  context.imageSmoothingQuality = "high";
  return context;
}

async function jpeg(context: OffscreenCanvasRenderingContext2D, quality: number): Promise<Blob> {
  return context.canvas.convertToBlob({ type: "image/jpeg", quality });
}

async function probe(video: File): Promise<VideoInfo> {
  const opened = await openTrack(video);
  const times: number[] = [];
  let lastDuration = 1 / 30;
  try {
    for await (const packet of new EncodedPacketSink(opened).packets(undefined, undefined, { metadataOnly: true })) {
      times.push(packet.timestamp);
      if (packet.duration > 0) lastDuration = packet.duration;
    }
  } catch {
    throw new Refused("damaged");
  }
  times.sort((a, b) => a - b);
  if (times.length === 0) throw new Refused("damaged");
  // A file cut short still lists every frame in its index: decoding its first and last frames finds out.
  const ends = [times[0] as number, times.at(-1) as number].map((time) => time + lastDuration / 2);
  const preview = canvasOf({
    width: 320,
    height: Math.max(1, Math.round((320 * opened.displayHeight) / opened.displayWidth)),
  });
  let decoded = 0;
  try {
    for await (const sample of new VideoSampleSink(opened).samplesAtTimestamps(ends)) {
      if (!sample) continue;
      if (decoded === 0) sample.drawWithFit(preview, { fit: "fill" });
      sample.close();
      decoded += 1;
    }
  } catch {
    throw new Refused("damaged");
  }
  if (decoded < 2) throw new Refused("damaged");
  return {
    codec: opened.codec ?? "unknown",
    width: opened.displayWidth,
    height: opened.displayHeight,
    duration: Math.max(times.at(-1) as number, await opened.computeDuration().catch(() => 0)),
    sourceTimes: times,
    lastDuration,
    fingerprint: await fingerprintOf(video),
    preview: await jpeg(preview, 0.7),
  };
}

/** Draws a sample upright at every size and encodes each, lowering the quality for a frame that weighs too much. */
async function encode(
  sample: VideoSample,
  contexts: [FrameWidth, OffscreenCanvasRenderingContext2D][],
  quality: number,
  maxBytes?: Record<FrameWidth, number>,
): Promise<Record<FrameWidth, Blob>> {
  const files = {} as Record<FrameWidth, Blob>;
  for (const [width, context] of contexts) {
    sample.drawWithFit(context, { fit: "fill" });
    let blob = await jpeg(context, quality);
    for (let lower = quality - 0.1; maxBytes && blob.size > maxBytes[width] && lower >= 0.2; lower -= 0.1) {
      blob = await jpeg(context, lower);
    }
    files[width] = blob;
  }
  return files;
}

const contextsFor = (sizes: Record<FrameWidth, Size>) =>
  (Object.entries(sizes) as unknown as [string, Size][]).map(
    ([width, size]) => [Number(width) as FrameWidth, canvasOf(size)] as [FrameWidth, OffscreenCanvasRenderingContext2D],
  );

async function sample(times: number[], sizes: Record<FrameWidth, Size>, qualities: readonly number[]) {
  if (!track) throw new Refused("notVideo");
  const contexts = contextsFor(sizes);
  const totals = qualities.map(() => ({}) as Record<FrameWidth, number>);
  let count = 0;
  for await (const frame of new VideoSampleSink(track).samplesAtTimestamps(times)) {
    if (!frame) continue;
    count += 1;
    for (const [index, quality] of qualities.entries()) {
      const files = await encode(frame, contexts, quality);
      for (const [width, blob] of Object.entries(files) as unknown as [FrameWidth, Blob][]) {
        const total = totals[index] as Record<FrameWidth, number>;
        total[width] = (total[width] ?? 0) + blob.size;
      }
    }
    frame.close();
  }
  return totals.map((total) =>
    Object.fromEntries(Object.entries(total).map(([width, bytes]) => [width, bytes / Math.max(1, count)])),
  ) as Record<FrameWidth, number>[];
}

async function waitForCredit(): Promise<void> {
  while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
}

async function extract(message: Extract<ToWorker, { type: "extract" }>) {
  if (!track) throw new Refused("notVideo");
  credit = message.credit;
  const contexts = contextsFor(message.sizes);
  const frames = [...message.frames].sort((a, b) => a.time - b.time);
  let at = 0;
  try {
    for await (const decoded of new VideoSampleSink(track).samplesAtTimestamps(frames.map((entry) => entry.time))) {
      const frame = (frames[at] as { frame: number }).frame;
      at += 1;
      if (!decoded) {
        post({ type: "failed", frame, reason: "damaged" });
        return;
      }
      await waitForCredit();
      const files = await encode(decoded, contexts, message.quality, message.maxBytes);
      decoded.close();
      post({ type: "frame", frame, files });
    }
  } catch {
    post({ type: "failed", frame: frames[at]?.frame ?? 0, reason: "damaged" });
    return;
  }
  post({ type: "done" });
}

scope.onmessage = async ({ data }: MessageEvent<ToWorker>) => {
  try {
    if (data.type === "probe") {
      file = data.file;
      track = null;
      const info = await probe(file);
      track = await openTrack(file);
      post({ type: "probed", info });
    } else if (data.type === "sample") {
      post({ type: "sampled", weights: await sample(data.times, data.sizes, data.qualities) });
    } else if (data.type === "extract") {
      await extract(data);
    } else if (data.type === "credit") {
      credit += 1;
      wake?.();
      wake = null;
    }
  } catch (error) {
    post({ type: "refused", reason: error instanceof Refused ? error.reason : "damaged" });
  }
};
