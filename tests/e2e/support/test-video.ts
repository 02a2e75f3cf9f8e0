import type { Page } from "@playwright/test";
import { build } from "esbuild";

/*
 * Walkthrough videos made by the test itself, in the browser under test: a canvas animation encoded
 * with WebCodecs through mediabunny's Output (the same library the site decodes with), faster than
 * real time and the same bytes every run, unlike MediaRecorder, which records in real time. Nothing
 * but the site's own packages is needed: no ffmpeg, no committed fixture.
 */

export type VideoOptions = {
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  /** Degrees the player turns the picture (a phone held upright records 90). */
  rotation?: 0 | 90 | 180 | 270;
  format?: "mp4" | "webm";
};

let bundle: Promise<string> | undefined;

/** mediabunny's writer and a painter, as one script the page runs; made once per worker. */
function writerScript(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: `
        import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_MEDIUM, WebMOutputFormat } from "mediabunny";
        globalThis.__makeWalkVideo = async ({ width, height, seconds, fps, rotation, format }) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext("2d");
          const output = new Output({
            format: format === "webm" ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: "in-memory" }),
            target: new BufferTarget(),
          });
          const source = new CanvasSource(canvas, { codec: format === "webm" ? "vp8" : "avc", quality: QUALITY_MEDIUM, keyFrameInterval: 1 });
          output.addVideoTrack(source, { frameRate: fps, rotation });
          await output.start();
          const frames = Math.round(seconds * fps);
          for (let n = 0; n < frames; n += 1) {
            // A hallway walked forward: the floor and walls move, and the frame's number is written large.
            const hue = Math.round((n / frames) * 300);
            context.fillStyle = "hsl(" + hue + " 45% 22%)";
            context.fillRect(0, 0, width, height);
            context.fillStyle = "hsl(" + hue + " 35% 55%)";
            const inset = ((n % 20) / 20) * width * 0.2;
            context.fillRect(inset, height * 0.55, width - inset * 2, height * 0.45);
            context.fillStyle = "#f6f3ee";
            context.font = "bold " + Math.round(height / 4) + "px sans-serif";
            context.fillText(String(n + 1), width * 0.08, height * 0.4);
            await source.add(n / fps, 1 / fps);
          }
          await output.finalize();
          const bytes = new Uint8Array(output.target.buffer);
          let text = "";
          for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          return btoa(text);
        };
      `,
      resolveDir: process.cwd(),
      loader: "js",
    },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    minify: true,
  }).then((result) => result.outputFiles[0]?.text ?? "");
  return bundle;
}

/**
 * A video made in `page` (any page of the site: 127.0.0.1 is a secure context, which WebCodecs needs;
 * the test's script runs over the page's CSP as DevTools evaluates it).
 */
export async function makeWalkVideo(page: Page, options: VideoOptions): Promise<Buffer> {
  await page.evaluate(await writerScript());
  const base64 = await page.evaluate(
    (settings) =>
      (globalThis as unknown as { __makeWalkVideo: (value: typeof settings) => Promise<string> }).__makeWalkVideo(
        settings,
      ),
    { fps: 30, rotation: 0, format: "mp4", ...options },
  );
  return Buffer.from(base64, "base64");
}
