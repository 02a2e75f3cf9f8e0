import type { FrameWidth, TOUR_ERRORS } from "./constants";
import type { Size } from "./import-plan";

/*
 * The messages between the studio's page and the worker that turns a video into frames
 * (extract-worker.ts): the worker reads and decodes the video (docs/tours.md#footage), the page plans
 * and uploads. Frames come one message each, and the worker makes no more than it has credit for,
 * so a slow connection never piles frames up in memory.
 */

export type Refusal = keyof Pick<typeof TOUR_ERRORS, "notVideo" | "damaged" | "hevc" | "undecodable" | "noWebCodecs">;

/** What the page learns of a video. */
export type VideoInfo = {
  codec: string;
  /** As shown, rotation applied. */
  width: number;
  height: number;
  duration: number;
  /** Every frame's presentation time, sorted. */
  sourceTimes: number[];
  /** The length of the last frame, for the last slice's time. */
  lastDuration: number;
  /** SHA-256 (hex) of the file's size and first and last megabyte. */
  fingerprint: string;
  /** The first frame, small, to show the studio what it chose. */
  preview: Blob;
};

export type ToWorker =
  | { type: "probe"; file: File }
  /** Average weights of the sample frames at each quality. */
  | { type: "sample"; times: number[]; sizes: Record<FrameWidth, Size>; qualities: readonly number[] }
  | {
      type: "extract";
      frames: { frame: number; time: number }[];
      sizes: Record<FrameWidth, Size>;
      quality: number;
      maxBytes: Record<FrameWidth, number>;
      credit: number;
    }
  /** The page stored a frame: one more may be made. */
  | { type: "credit" };

export type FromWorker =
  | { type: "probed"; info: VideoInfo }
  | { type: "refused"; reason: Refusal }
  | { type: "sampled"; weights: Record<FrameWidth, number>[] }
  | { type: "frame"; frame: number; files: Record<FrameWidth, Blob> }
  /** Decoding stopped at `frame`: the video is damaged there. */
  | { type: "failed"; frame: number; reason: Refusal }
  | { type: "done" };
