import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cameraPoses, HOUSE, type Pose } from "./house";
import { FRAME, FRAME_MAX_BYTES, FRAME_SIZES, renderFrame } from "./render";

const HALF_FOV = (40 * Math.PI) / 180;

async function luminanceColumns(jpeg: Buffer): Promise<{ columns: number[]; mean: number; red: number; blue: number }> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const columns = new Array<number>(info.width).fill(0);
  let red = 0;
  let blue = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      const r = data[i] as number;
      const g = data[i + 1] as number;
      const b = data[i + 2] as number;
      columns[x] = (columns[x] as number) + (0.2126 * r + 0.7152 * g + 0.0722 * b) / info.height;
      red += r;
      blue += b;
    }
  }
  const pixels = info.width * info.height;
  return { columns, mean: columns.reduce((a, b) => a + b, 0) / info.width, red: red / pixels, blue: blue / pixels };
}

/** Screen column of a plan point seen from a pose, or null when it is outside the view. */
function screenX(pose: Pose, x: number, y: number): number | null {
  const azimuth = (Math.atan2(x - pose.x, -(y - pose.y)) * 180) / Math.PI;
  const relative = ((((azimuth - pose.heading) % 360) + 540) % 360) - 180;
  const t = Math.tan((relative * Math.PI) / 180) / Math.tan(HALF_FOV);
  return Math.abs(relative) < 40 ? (FRAME.width / 2) * (1 + t) : null;
}

describe("the tour renderer", () => {
  it("renders the same bytes every time, a JPEG per width within its budget", { timeout: 90_000 }, async () => {
    const first = await renderFrame(50);
    const again = await renderFrame(50);
    expect([...first.keys()]).toEqual([768, 1280]);
    for (const { width, height, maxBytes } of FRAME_SIZES) {
      const jpeg = first.get(width) as Buffer;
      expect(Buffer.compare(jpeg, again.get(width) as Buffer)).toBe(0);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", width, height]);
      expect(jpeg.length).toBeLessThanOrEqual(maxBytes);
    }
    expect(FRAME_SIZES.at(-1)).toMatchObject({ ...FRAME, maxBytes: FRAME_MAX_BYTES });
  });

  it("shows a daylit, warm kitchen at frame 275: brightest towards its window", { timeout: 90_000 }, async () => {
    const pose = cameraPoses()[274] as Pose;
    const jpeg = (await renderFrame(275)).get(FRAME.width) as Buffer;
    expect(jpeg.length).toBeLessThanOrEqual(FRAME_MAX_BYTES);
    const { columns, mean, red, blue } = await luminanceColumns(jpeg);
    // The kitchen's windows, as placed in the model: the west one over the counter, the north one over the sink.
    const kitchen = (HOUSE[0]?.windows ?? []).filter(
      (w) => (w.a[0] === 0 && w.a[1] < 13) || (w.a[1] === 0 && w.b[0] <= 18),
    );
    expect(kitchen).toHaveLength(2);
    const xs = kitchen.map((w) => screenX(pose, (w.a[0] + w.b[0]) / 2, (w.a[1] + w.b[1]) / 2));
    expect(xs.every((x) => x !== null)).toBe(true);
    const [from, to] = [Math.min(...(xs as number[])), Math.max(...(xs as number[]))].map(Math.round) as [
      number,
      number,
    ];
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const windowSide = average(columns.slice(from, to));
    const awaySide = average([...columns.slice(0, from), ...columns.slice(to)]);
    expect(windowSide).toBeGreaterThan(awaySide + 10);
    expect(windowSide).toBeGreaterThan(mean);
    // Warm, natural light rather than a grey maze: red outweighs blue, and there is real contrast.
    expect(red).toBeGreaterThan(blue);
    const spread = Math.max(...columns) - Math.min(...columns);
    expect(spread).toBeGreaterThan(40);
  });
});
