import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/*
 * A studio-made tour put on a running server through the studio's own routes, as the editor would
 * (docs/tours.md#tours-of-real-listings): the end-to-end tests use it for what a visitor does with a
 * tour, the bench for an uploaded tour's page, the load test for its uploads and its visitors. Frames
 * come from the demo tour's (real frames, at their real sizes), each made distinct so none is stored
 * once for two, or are drawn plainly when the demo's are not wanted.
 */

export type SeedOptions = {
  name: string;
  location?: string;
  frames: number;
  /** Where the frames come from: the demo tour's rendered frames, or plain drawn ones (cheap, tiny). */
  source?: "demo" | "plain";
  publish?: boolean;
  /** Frame uploads at once. */
  parallel?: number;
  /** Called after each frame is stored. */
  onFrame?: (stored: number) => void;
};

export type SeededTour = { id: number; slug: string; footageId: number };

const DEMO_FRAMES = join(process.cwd(), "public/generated/tours/22-chelsea-bay");
const DEMO_FRAME_COUNT = 529;

/** Both widths of frame `n` (1-based). */
export async function seedFrame(n: number, source: "demo" | "plain"): Promise<Record<768 | 1280, Buffer>> {
  if (source === "plain") {
    const draw = (width: number, height: number) =>
      sharp({
        create: { width, height, channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: 120 } },
      })
        .jpeg({ quality: 70 })
        .toBuffer();
    return { 768: await draw(768, 432), 1280: await draw(1280, 720) };
  }
  const file = `frame_${String(((n - 1) % DEMO_FRAME_COUNT) + 1).padStart(6, "0")}.jpg`;
  // Re-encoded with the smallest change of light, so a frame used twice is two files, as in a real walk.
  const redo = async (width: number) =>
    sharp(await readFile(join(DEMO_FRAMES, "frames", String(width), file)))
      .modulate({ brightness: 1 + (n % 11) / 1000 })
      .jpeg({ quality: 80, mozjpeg: false })
      .toBuffer();
  return { 768: await redo(768), 1280: await redo(1280) };
}

async function plan(floor: "1st" | "2nd", source: "demo" | "plain"): Promise<Buffer> {
  if (source === "demo") return readFile(join(DEMO_FRAMES, `minimap-${floor}-floor.webp`));
  return sharp({
    create: { width: 800, height: 600, channels: 3, background: floor === "1st" ? "#35506b" : "#6b4535" },
  })
    .png()
    .toBuffer();
}

/** Calls a studio route with the session's cookie; its JSON answer, or throws with the refusal. */
async function studio<T>(base: string, cookie: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      cookie,
      ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in to the studio; the session's cookie. */
export async function studioCookie(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/studio/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (response.status !== 204) throw new Error(`Signing in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

type Detail = { version: number; slug: string; layout: unknown };

/** A tour of `frames` frames on two floors with a path, stored (and published) through the studio's routes. */
export async function seedTour(base: string, cookie: string, options: SeedOptions): Promise<SeededTour> {
  const { name, location = "Calgary, AB", frames, source = "demo", publish = true, parallel = 3 } = options;
  const call = <T>(path: string, init?: RequestInit) => studio<T>(base, cookie, path, init);
  const { id } = await call<{ id: number }>("/api/studio/tours", {
    method: "POST",
    body: JSON.stringify({ name, location }),
  });
  const floors = [
    { id: "fmain", name: "1st Floor" },
    { id: "fup", name: "2nd Floor" },
  ];
  const save = async (layout: Record<string, unknown>) => {
    const detail = await call<Detail>(`/api/studio/tours/${id}`);
    return call<Detail>(`/api/studio/tours/${id}`, {
      method: "PUT",
      body: JSON.stringify({
        baseVersion: detail.version,
        name,
        location,
        layout: { floors, changes: [], keyframes: [], coverFrame: 1, ...layout },
      }),
    });
  };
  await save({});
  for (const [floor, file] of [
    ["fmain", "1st"],
    ["fup", "2nd"],
  ] as const) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await plan(file, source))]), `${file}.png`);
    await call(`/api/studio/tours/${id}/floors/${floor}/plan`, { method: "POST", body: form });
  }
  const times = Array.from({ length: frames }, (_, index) => (index + 0.5) / 30);
  const { footageId } = await call<{ footageId: number }>(`/api/studio/tours/${id}/footage`, {
    method: "POST",
    body: JSON.stringify({
      source: {
        name: `${name}.mp4`,
        size: 50_000_000,
        lastModified: 1_700_000_000_000,
        fingerprint: randomBytes(32).toString("hex"),
        codec: "avc",
        width: 1920,
        height: 1080,
        duration: frames / 30,
      },
      range: { start: 0, end: frames / 30 },
      times,
      quality: 80,
    }),
  });
  let next = 1;
  let stored = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next <= frames) {
        const frame = next;
        next += 1;
        const files = await seedFrame(frame, source);
        const form = new FormData();
        form.set("768", new Blob([new Uint8Array(files[768])]), "768.jpg");
        form.set("1280", new Blob([new Uint8Array(files[1280])]), "1280.jpg");
        await call(`/api/studio/tours/${id}/footage/${footageId}/frames/${frame}`, { method: "PUT", body: form });
        stored += 1;
        options.onFrame?.(stored);
      }
    }),
  );
  const upstairs = Math.max(2, Math.round(frames * 0.7));
  const detail = await save({
    changes: [{ frame: 1, floor: "fmain" }, ...(upstairs <= frames ? [{ frame: upstairs, floor: "fup" }] : [])],
    keyframes: [
      { frame: 1, x: 52, y: 86, heading: null },
      {
        frame: Math.max(1, Math.round(frames * 0.35)) === 1 ? 2 : Math.round(frames * 0.35),
        x: 50,
        y: 50,
        heading: null,
      },
      { frame: Math.max(2, upstairs - 1), x: 80, y: 30, heading: null },
      ...(upstairs <= frames ? [{ frame: upstairs, x: 40, y: 40, heading: null }] : []),
    ].filter((key, index, all) => key.frame <= frames && all.findIndex((other) => other.frame === key.frame) === index),
  });
  if (publish) await call(`/api/studio/tours/${id}/publish`, { method: "POST" });
  return { id, slug: detail.slug, footageId };
}
