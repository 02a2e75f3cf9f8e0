import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chooseQuality,
  clampRange,
  clockTime,
  fitSize,
  frameCountFor,
  frameSizes,
  framesText,
  frameTimes,
  missingFrames,
  sampleFrames,
  timesFit,
} from "./import-plan";

const grid = (fps: number, seconds: number) => Array.from({ length: Math.round(fps * seconds) }, (_, i) => i / fps);

describe("frameTimes", () => {
  it("spreads 900 frames of a 60 s clip over distinct source frames, each asked for at its middle", () => {
    const source = grid(30, 60);
    const range = clampRange(60);
    const times = frameTimes(frameCountFor(range, source), range, source);
    expect(times).toHaveLength(900);
    const frames = times.map((time) => Math.floor(time * 30));
    expect(new Set(frames).size).toBe(900);
    expect(frames.slice(0, 3)).toEqual([1, 3, 5]);
    for (const time of times) expect(time * 30 - Math.floor(time * 30)).toBeCloseTo(0.5, 4);
  });

  it("follows a variable frame rate: each time is inside one source frame", () => {
    expect(frameTimes(3, { start: 0, end: 0.6 }, [0, 0.03, 0.07, 0.2, 0.21, 0.5])).toEqual([0.135, 0.355, 0.516667]);
  });

  it("keeps to the chosen range, and a short clip gives one frame per source frame", () => {
    expect(frameCountFor({ start: 0, end: 10 }, grid(30, 10))).toBe(300);
    expect(frameCountFor({ start: 2, end: 4 }, grid(29.97, 10))).toBe(60);
    const times = frameTimes(10, clampRange(20, { start: 5, end: 6 }), grid(30, 20));
    expect(times[0]).toBeGreaterThan(5);
    expect(times.at(-1)).toBeLessThan(6);
  });

  it("is always increasing and within the video (what the server checks)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0.5, max: 600, noNaN: true }),
        fc.integer({ min: 1, max: 900 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (fps, duration, wanted, a, b) => {
          const source = grid(fps, duration);
          const range = clampRange(duration, { start: Math.min(a, b) * duration, end: Math.max(a, b) * duration });
          const count = Math.min(wanted, frameCountFor(range, source));
          const times = frameTimes(count, range, source, 1 / fps);
          expect(times).toHaveLength(count);
          expect(timesFit(times, duration + 1 / fps)).toBe(true);
        },
      ),
    );
  });
});

describe("clampRange", () => {
  it("keeps the in and out points within the video", () => {
    expect(clampRange(20)).toEqual({ start: 0, end: 20 });
    expect(clampRange(20, { start: -3, end: 99 })).toEqual({ start: 0, end: 20 });
    expect(clampRange(20, { start: 8, end: 3 })).toEqual({ start: 8, end: 8 });
  });
});

describe("timesFit", () => {
  it("refuses times that go back, repeat, leave the video or are not numbers", () => {
    expect(timesFit([0.1, 0.2, 0.3], 1)).toBe(true);
    expect(timesFit([0.1, 0.1], 1)).toBe(false);
    expect(timesFit([0.2, 0.1], 1)).toBe(false);
    expect(timesFit([0.5, 1.5], 1)).toBe(false);
    expect(timesFit([-0.1], 1)).toBe(false);
    expect(timesFit([Number.NaN], 1)).toBe(false);
  });
});

describe("fitSize and frameSizes", () => {
  it("fills the viewer's 16:9 widths with a landscape video", () => {
    expect(frameSizes({ width: 1920, height: 1080 })).toEqual({
      768: { width: 768, height: 432 },
      1280: { width: 1280, height: 720 },
    });
  });

  it("fits a portrait video to the boxes' height, so it never costs more pixels than a landscape one", () => {
    expect(frameSizes({ width: 1080, height: 1920 })).toEqual({
      768: { width: 243, height: 432 },
      1280: { width: 405, height: 720 },
    });
  });

  it("never leaves the box, whatever the shape", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), (width, height) => {
        const fitted = fitSize({ width, height }, { width: 1280, height: 720 });
        expect(fitted.width).toBeLessThanOrEqual(1280);
        expect(fitted.height).toBeLessThanOrEqual(720);
        expect(fitted.width === 1280 || fitted.height === 720).toBe(true);
      }),
    );
  });
});

describe("missingFrames", () => {
  it("lists every frame not stored, in order, and never one that is", () => {
    expect(missingFrames(10, [1, 2, 3, 7, 99])).toEqual([4, 5, 6, 8, 9, 10]);
    expect(missingFrames(3, [1, 2, 3])).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.array(fc.integer({ min: 1, max: 300 })), (count, stored) => {
        const missing = missingFrames(count, stored);
        for (const frame of missing) expect(stored).not.toContain(frame);
        expect(new Set([...missing, ...stored.filter((frame) => frame <= count)]).size).toBe(count);
      }),
    );
  });
});

describe("chooseQuality", () => {
  const budget = { 768: 30, 1280: 60 };
  it("takes the best quality whose samples keep within the budgets at every width", () => {
    const weights = [
      { 768: 40, 1280: 70 },
      { 768: 28, 1280: 65 },
      { 768: 25, 1280: 55 },
    ];
    expect(chooseQuality([0.8, 0.7, 0.6], weights, budget)).toBe(0.6);
    expect(
      chooseQuality(
        [0.8, 0.7],
        [
          { 768: 10, 1280: 20 },
          { 768: 5, 1280: 9 },
        ],
        budget,
      ),
    ).toBe(0.8);
  });

  it("falls back to the lowest when nothing keeps within them", () => {
    expect(
      chooseQuality(
        [0.8, 0.5],
        [
          { 768: 99, 1280: 99 },
          { 768: 90, 1280: 90 },
        ],
        budget,
      ),
    ).toBe(0.5);
  });
});

describe("sampleFrames", () => {
  it("spreads the samples over the tour, away from its ends", () => {
    expect(sampleFrames(900, 5)).toEqual([150, 300, 450, 600, 750]);
    expect(sampleFrames(2, 5)).toEqual([1, 2]);
  });
});

describe("texts", () => {
  it("counts in frames and reads times as minutes and seconds", () => {
    expect(framesText(312, 900)).toBe("312 of 900 frames");
    expect(framesText(1, 1)).toBe("1 of 1 frame");
    expect(clockTime(65.7)).toBe("1:05");
    expect(clockTime(0)).toBe("0:00");
  });
});
