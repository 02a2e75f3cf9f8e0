"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { afterThisTask } from "@/src/lib/after-this-task";
import { createSignal } from "@/src/lib/signal";
import type { TourProperty } from "@/src/model/tour";
import { DECODE_AHEAD, DECODED_FRAME_LIMIT, MAX_FRAME_REQUESTS } from "./constants";
import { FrameStore } from "./frame-store";
import { chooseFrameWidth, clampFrame, framePath, frameSetPath, waitsForFirstMove, type Viewing } from "./frames";

/** How often the loading percent and the slider's state follow the frames that arrive. */
const PROGRESS_UPDATE_MS = 200;

/** What the store needs of the browser; a test gives its own. */
export type FrameIo = {
  fetchFrame: (url: string) => Promise<Blob>;
  decode: (blob: Blob) => Promise<ImageBitmap>;
  draw: (canvas: HTMLCanvasElement, bitmap: ImageBitmap) => void;
};

const browserIo: FrameIo = {
  fetchFrame: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.blob();
  },
  decode: (blob) => createImageBitmap(blob),
  draw: (canvas, bitmap) => {
    if (canvas.width !== bitmap.width || canvas.height !== bitmap.height) {
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
    }
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  },
};

/** navigator.connection, where the browser has it (Chromium-based ones). */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The picture's width on this screen and what the browser says about the connection. */
function currentViewing(picture: HTMLElement | null): Viewing {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    displayWidth: picture?.clientWidth || window.innerWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}

export type FrameStatus = {
  /** The current frame, its neighbours and the coarse pass are in: the slider can be used. */
  ready: boolean;
  /** No frame could be fetched (docs/tours.md#errors). */
  unavailable: boolean;
  /** The canvas shows a frame (the poster can go). */
  drawn: boolean;
};

/**
 * The tour's frames (docs/tours.md#loading): fetches them through a FrameStore, keeps the frame the
 * visitor wants in a signal, and draws it on the canvas in the next animation frame, straight from
 * the store: moving re-renders only what reads the signal, never the viewer. While a frame decodes,
 * the nearest one that is ready stands in. The loading percent and whether the rest waits for the
 * first move are signals too, read only by the badge.
 */
export function useFrameStore(
  property: Pick<TourProperty, "frameCount" | "framePath" | "frameWidths">,
  startFrame: number,
  io: FrameIo = browserIo,
) {
  const { frameCount } = property;
  const [frame] = useState(() => createSignal(clampFrame(startFrame, frameCount)));
  const [percent] = useState(() => createSignal(0));
  const [waiting] = useState(() => createSignal(false));
  const [status, setStatus] = useState<FrameStatus>({ ready: false, unavailable: frameCount < 1, drawn: false });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const storeRef = useRef<FrameStore<ImageBitmap> | null>(null);
  const paintRef = useRef<() => void>(() => {});
  // Read once: a default argument is not one object across renders once minified (it may be inlined).
  const ioRef = useRef(io);

  useEffect(() => {
    if (frameCount < 1) return;
    const io = ioRef.current;
    let progressTimer: ReturnType<typeof setTimeout> | undefined;
    let pendingPaint = 0;
    /** The frame on the canvas; 0 before the first. */
    let onCanvas = 0;
    // Chosen once per visit: a frame of another size never replaces one on screen.
    const viewing = currentViewing(containerRef.current);
    const frames = frameSetPath(property.framePath, chooseFrameWidth(property.frameWidths, viewing));

    let store: FrameStore<ImageBitmap> | null = null;
    const begin = () => {
      const started = new FrameStore<ImageBitmap>(
        {
          frameCount,
          urlOf: (n) => framePath(frames, n),
          fetchFrame: io.fetchFrame,
          decode: io.decode,
          release: (bitmap) => bitmap.close(),
          maxInFlight: MAX_FRAME_REQUESTS,
          decodedLimit: DECODED_FRAME_LIMIT,
          decodeAhead: DECODE_AHEAD,
          waitForFirstMove: waitsForFirstMove(viewing),
          onChange: () => {
            paintRef.current();
            // The percent and the slider's state follow a few times a second, not on every frame that arrives.
            progressTimer ??= setTimeout(() => {
              progressTimer = undefined;
              const next = started.progress;
              percent.set(next.percent);
              waiting.set(next.waiting);
              setStatus((current) => {
                const ready = current.ready || next.ready;
                const { unavailable } = started;
                return ready === current.ready && unavailable === current.unavailable
                  ? current
                  : { ...current, ready, unavailable };
              });
            }, PROGRESS_UPDATE_MS);
          },
        },
        frame.get(),
      );
      store = started;
      storeRef.current = started;
      started.setCurrent(frame.get());
    };

    /** Draws the wanted frame, or the nearest one that is ready while it decodes. */
    const paint = () => {
      pendingPaint = 0;
      const canvas = canvasRef.current;
      if (!canvas || !store) return;
      const wanted = frame.get();
      const exact = store.bitmap(wanted);
      const shown = exact ? wanted : store.nearestDrawable(wanted);
      if (shown === null) return;
      const bitmap = exact ?? store.bitmap(shown);
      if (!bitmap) {
        // Drawn from onChange once decoded.
        void store.decode(shown);
        return;
      }
      if (!exact) void store.decode(wanted);
      if (onCanvas === shown) return;
      io.draw(canvas, bitmap);
      if (onCanvas === 0) setStatus((current) => ({ ...current, drawn: true }));
      onCanvas = shown;
      if (shown === wanted && performance.getEntriesByName("tour:frame-requested", "mark").length > 0) {
        performance.measure("tour:frame-shown", "tour:frame-requested");
        performance.clearMarks("tour:frame-requested");
      }
      if (performance.getEntriesByName("tour:first-frame", "mark").length === 0) performance.mark("tour:first-frame");
    };
    // Several moves and decodes within one display frame draw once.
    paintRef.current = () => {
      pendingPaint ||= requestAnimationFrame(paint);
    };

    // Its first requests cost a slow phone tens of milliseconds: not in the task that runs the page's effects.
    const cancelBegin = afterThisTask(begin);
    return () => {
      cancelBegin();
      clearTimeout(progressTimer);
      cancelAnimationFrame(pendingPaint);
      paintRef.current = () => {};
      store?.dispose();
      storeRef.current = null;
    };
  }, [frame, frameCount, percent, property.framePath, property.frameWidths, waiting]);

  /** Moves to `target` (clamped); the picture changes in the next animation frame. */
  const show = useCallback(
    (target: number) => {
      const next = clampFrame(target, frameCount);
      if (next === frame.get()) return;
      performance.mark("tour:frame-requested");
      frame.set(next);
      const store = storeRef.current;
      if (!store) return;
      store.setCurrent(next);
      store.resume();
      paintRef.current();
    },
    [frame, frameCount],
  );

  /** The visitor pressed Play: the frames left for their first move follow. */
  const resume = useCallback(() => storeRef.current?.resume(), []);

  return { frame, percent, waiting, status, canvasRef, containerRef, show, resume };
}
