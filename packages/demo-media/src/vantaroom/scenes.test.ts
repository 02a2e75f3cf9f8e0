import { describe, expect, it } from "vitest";
import { FRONT_LENSES, frontPhoto, SUNNY } from "./exterior-scene";
import { BALANCED, interiorPhoto } from "./interior-scene";

describe("interior model", () => {
  const living = { room: "living" } as const;

  it("draws the same room in every state: only what the state names changes", () => {
    const staged = interiorPhoto(living, BALANCED, "x");
    const empty = interiorPhoto(living, { ...BALANCED, furnished: false }, "x");
    expect(empty).not.toBe(staged);
    expect(empty.length).toBeLessThan(staged.length);
    // A single exposure darkens the room through one grade filter and blows the windows out.
    const single = interiorPhoto({ room: "kitchen" }, { ...BALANCED, exposure: "single" }, "x");
    expect(single).toMatch(/<feComponentTransfer>/);
    expect(interiorPhoto({ room: "kitchen" }, BALANCED, "x")).not.toMatch(/<feComponentTransfer>/);
    // Warm bulbs: the whole picture through a white-balance grade.
    expect(interiorPhoto({ room: "bedroom" }, { ...BALANCED, cast: "tungsten" }, "x")).toMatch(/<feComponentTransfer>/);
  });

  it("moves the camera for a second shot of the same room", () => {
    expect(interiorPhoto({ room: "living", shiftX: -2.5 }, BALANCED, "x")).not.toBe(
      interiorPhoto(living, BALANCED, "x"),
    );
  });
});

describe("exterior model", () => {
  const shot = { lens: FRONT_LENSES.hero, seed: "hero" };

  it("is deterministic and draws no text", () => {
    const svg = frontPhoto(shot, SUNNY, "x");
    expect(frontPhoto(shot, SUNNY, "x")).toBe(svg);
    expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
  });

  it("lights the windows only at dusk, and rains only in the rain", () => {
    expect(frontPhoto(shot, { ...SUNNY, weather: "dusk" }, "x")).toContain("#ffe1a8");
    expect(frontPhoto(shot, SUNNY, "x")).not.toContain("#ffe1a8");
    expect(frontPhoto(shot, { ...SUNNY, weather: "rain" }, "x")).toContain("#e4e9ee");
  });
});
