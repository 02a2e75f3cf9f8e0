/**
 * Decode memory: what four uploads at once cost the server's process outside the JavaScript heap.
 *
 *   npx tsx --conditions=react-server scripts/load/decode-memory.ts [--case <name,…>] [--uploads <n>] [--concurrency <n>]
 *
 * (`--conditions=react-server`: images.ts imports "server-only", which throws outside React's server build.)
 * It writes each case's file once to the system's temp directory, then measures every case in a fresh
 * child process: one small upload first (libvips starting up is not what is measured), the resident
 * memory then (the baseline), four (--uploads) prepareImage calls in parallel with process.memoryUsage().rss
 * sampled every 20 ms, and VmHWM from /proc/self/status. `--concurrency <n>` sets sharp.concurrency
 * in the child (0: one libvips thread per core) to compare thread counts. The children inherit the
 * environment, so `MALLOC_ARENA_MAX=2 npx tsx …` shows how much of the growth over several uploads in
 * a row is glibc keeping freed memory in each thread's malloc arena. Exit code 1 when a case grew by
 * more than MAX_GROWTH_BYTES.
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDeflate } from "node:zlib";
import sharp from "sharp";
import { procStatusBytes } from "./report";
import { pngChunk } from "../../src/features/rounds/server/png-chunk";

/** The most a case's uploads may add to the process's resident memory: what the server can spare for decoding. */
const MAX_GROWTH_BYTES = 300 * 1024 * 1024;
const DEFAULT_UPLOADS = 4;
const SAMPLE_MS = 20;
const MB = 1024 * 1024;
const FILES = join(tmpdir(), "ember-decode-memory");

/** A PNG of zero pixels (black, transparent with alpha), written chunk by chunk, so making it needs no decoder. */
async function zeroPng(width: number, height: number, channels: 3 | 4, bitDepth: 8 | 16, interlaced: boolean) {
  const bytesPerPixel = channels * (bitDepth / 8);
  // Adam7's seven passes (x start, y start, x step, y step), or the one whole image.
  const passes = interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  let rawBytes = 0;
  for (const [x0 = 0, y0 = 0, dx = 1, dy = 1] of passes) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth > 0 && passHeight > 0) rawBytes += passHeight * (1 + passWidth * bytesPerPixel);
  }
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const ended = once(deflate, "end");
  const block = Buffer.alloc(MB);
  for (let left = rawBytes; left > 0; left -= block.length) {
    if (!deflate.write(block.subarray(0, Math.min(left, block.length)))) await once(deflate, "drain");
  }
  deflate.end();
  await ended;
  const chunk = pngChunk;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, channels === 4 ? 6 : 2, 0, 0, interlaced ? 1 : 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A photo-like picture: a smooth gradient with grain, so it compresses as a photo does, not as a flat fill. */
function photo(width: number, height: number) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/>` +
      `<stop offset="1" stop-color="#e9c46a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  // With noise given, sharp ignores the background (the type asks for one all the same).
  const noise = { type: "gaussian" as const, mean: 0, sigma: 6 };
  const grain = { create: { width, height, channels: 3 as const, background: "#000", noise } };
  return sharp(gradient, { limitInputPixels: false })
    .composite([{ input: grain, blend: "add" }])
    .removeAlpha();
}

interface Case {
  name: string;
  what: string;
  make: () => Promise<Buffer>;
}

const CASES: Case[] = [
  // Crafted: a few hundred kilobytes that ask for the most memory the side limit allowed.
  {
    name: "png16",
    what: "8000x8000 16-bit RGBA PNG of zeros",
    make: () => zeroPng(8000, 8000, 4, 16, false),
  },
  {
    name: "png16-interlaced",
    what: "8000x8000 16-bit RGBA Adam7 PNG of zeros",
    make: () => zeroPng(8000, 8000, 4, 16, true),
  },
  {
    name: "png8-rgba-interlaced",
    what: "8000x8000 8-bit RGBA Adam7 PNG of zeros",
    make: () => zeroPng(8000, 8000, 4, 8, true),
  },
  {
    name: "jpeg-progressive-444",
    what: "8000x8000 progressive 4:4:4 JPEG, flat",
    make: () =>
      sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#808080" } })
        .jpeg({ progressive: true, chromaSubsampling: "4:4:4" })
        .toBuffer(),
  },
  {
    name: "webp-rgba",
    what: "8000x8000 lossless RGBA WebP, flat",
    make: () =>
      sharp({ create: { width: 8000, height: 8000, channels: 4, background: "#80808080" } })
        .webp({ lossless: true })
        .toBuffer(),
  },
  // Honest pictures at and around the decode budget (MAX_DECODE_BYTES: 48 MP of 8-bit RGB).
  {
    name: "png8-rgb-interlaced",
    what: "8000x8000 8-bit RGB Adam7 PNG of zeros",
    make: () => zeroPng(8000, 8000, 3, 8, true),
  },
  {
    name: "png16-24mp-interlaced",
    what: "6000x4000 16-bit RGBA Adam7 PNG of zeros",
    make: () => zeroPng(6000, 4000, 4, 16, true),
  },
  {
    name: "png8-rgb-48mp-interlaced",
    what: "8000x6000 8-bit RGB Adam7 PNG of zeros",
    make: () => zeroPng(8000, 6000, 3, 8, true),
  },
  {
    name: "png16-rgb-24mp-interlaced",
    what: "6000x4000 16-bit RGB Adam7 PNG of zeros (a photographer's 24 MP 16-bit export's size)",
    make: () => zeroPng(6000, 4000, 3, 16, true),
  },
  {
    name: "phone-48mp",
    what: "8000x6000 baseline 4:2:0 JPEG photo (a 48 MP phone's)",
    make: () => photo(8000, 6000).jpeg({ quality: 80 }).toBuffer(),
  },
  {
    name: "phone-48mp-sideways",
    what: "8000x6000 baseline 4:2:0 JPEG photo taken sideways (EXIF orientation 6)",
    make: async () =>
      sharp(await photo(8000, 6000).jpeg({ quality: 80 }).toBuffer())
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 80 })
        .toBuffer(),
  },
  {
    name: "phone-48mp-progressive",
    what: "8000x6000 progressive 4:2:0 JPEG photo (a 48 MP web export)",
    make: () => photo(8000, 6000).jpeg({ quality: 80, progressive: true }).toBuffer(),
  },
  {
    name: "photo-36mp-progressive",
    what: "7200x5000 progressive 4:2:0 JPEG photo (a 36 MP web export)",
    make: () => photo(7200, 5000).jpeg({ quality: 80, progressive: true }).toBuffer(),
  },
  {
    name: "photo-64mp-sideways",
    what: "8000x8000 baseline 4:2:0 JPEG photo taken sideways (EXIF orientation 6)",
    make: async () =>
      sharp(await photo(8000, 8000).jpeg({ quality: 80 }).toBuffer(), { limitInputPixels: false })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 80 })
        .toBuffer(),
  },
];

interface Measured {
  name: string;
  baseline: number;
  peak: number;
  hwm: number;
  accepted: number;
  refused: string[];
  wallMs: number;
}

/** In the child: one case, measured as the comment at the top of this file says. */
async function measure(name: string, uploads: number, concurrency: number | null): Promise<Measured> {
  // Imported here, so the parent that makes the files never loads the server's module.
  const { prepareImage } = await import("../../src/features/rounds/server/images");
  if (concurrency !== null) sharp.concurrency(concurrency);
  const bytes = readFileSync(fileOf(name));
  await prepareImage(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, SAMPLE_MS);
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: uploads }, () => prepareImage(Buffer.from(bytes))));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const hwm = procStatusBytes(readFileSync("/proc/self/status", "utf8"), "VmHWM") ?? 0;
  const refused = results.flatMap((result) =>
    result.status === "rejected"
      ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
      : [],
  );
  return { name, baseline, peak, hwm, accepted: results.length - refused.length, refused, wallMs };
}

const fileOf = (name: string) => join(FILES, `${name}.bin`);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      case: { type: "string" },
      concurrency: { type: "string" },
      uploads: { type: "string", default: String(DEFAULT_UPLOADS) },
      child: { type: "string" },
    },
  });
  const concurrency = values.concurrency === undefined ? null : Number(values.concurrency);
  const uploads = Number(values.uploads);
  if (!Number.isInteger(uploads) || uploads < 1) throw new Error("--uploads takes a whole number of at least 1");
  if (concurrency !== null && !(Number.isInteger(concurrency) && concurrency >= 0)) {
    throw new Error("--concurrency takes a whole number (0: one thread per core)");
  }
  if (values.child) {
    process.send?.(await measure(values.child, uploads, concurrency));
    return;
  }
  const wanted = values.case?.split(",") ?? CASES.map(({ name }) => name);
  const unknown = wanted.filter((name) => !CASES.some((entry) => entry.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown case ${unknown.join(", ")}; known: ${CASES.map((c) => c.name).join(", ")}`);
  mkdirSync(FILES, { recursive: true });
  let over = false;
  console.log(
    `${uploads} parallel uploads per case, each in a fresh process; sharp.concurrency ${values.concurrency ?? "as images.ts sets it"}; ` +
      `MALLOC_ARENA_MAX ${process.env.MALLOC_ARENA_MAX ?? "unset"}`,
  );
  for (const entry of CASES.filter(({ name }) => wanted.includes(name))) {
    if (!existsSync(fileOf(entry.name))) writeFileSync(fileOf(entry.name), await entry.make());
    const size = readFileSync(fileOf(entry.name)).length;
    const args = [
      "--child",
      entry.name,
      "--uploads",
      String(uploads),
      ...(concurrency === null ? [] : ["--concurrency", String(concurrency)]),
    ];
    const child = fork(fileURLToPath(import.meta.url), args, { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let result: Measured | undefined;
    child.on("message", (message: Measured) => (result = message));
    const [code] = (await once(child, "exit")) as [number | null];
    if (!result) throw new Error(`${entry.name}: the child exited with ${String(code)} before reporting`);
    const delta = result.peak - result.baseline;
    over ||= delta > MAX_GROWTH_BYTES;
    const refusals = [...new Set(result.refused)].map((message) => `"${message}"`).join(", ");
    console.log(
      `${entry.name}: ${entry.what}, ${(size / 1024).toFixed(0)} KB\n` +
        `  baseline ${mb(result.baseline)}, peak ${mb(result.peak)} (VmHWM ${mb(result.hwm)}), ` +
        `peak - baseline ${mb(delta)}${delta > MAX_GROWTH_BYTES ? ` OVER ${mb(MAX_GROWTH_BYTES)}` : ""}\n` +
        `  ${result.accepted} accepted, ${result.refused.length} refused${refusals ? ` (${refusals})` : ""}, ` +
        `${(result.wallMs / 1000).toFixed(1)} s`,
    );
  }
  process.exitCode = over ? 1 : 0;
}

await main();
