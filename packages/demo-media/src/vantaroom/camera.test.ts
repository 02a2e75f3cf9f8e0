import { describe, expect, it } from "vitest";
import { Camera } from "./camera";

const lens = { pos: [0, 5, 50], yaw: 0, focal: 800, cx: 600, cy: 400 } as const;

describe("level camera", () => {
  it("puts what is straight ahead at eye level on the picture's centre", () => {
    const cam = new Camera(lens);
    expect(cam.p([0, 5, 0])).toEqual([600, 400]);
    expect(cam.depth([0, 5, 0])).toBeCloseTo(50);
    expect(cam.scaleAt([0, 0, 0])).toBeCloseTo(16);
  });

  it("keeps verticals vertical when it turns, as a listing photographer does", () => {
    const cam = new Camera({ ...lens, yaw: 0.3 });
    const [x0] = cam.p([10, 0, -5]);
    const [x1] = cam.p([10, 30, -5]);
    expect(x1).toBeCloseTo(x0, 6);
    // Turning right moves what was ahead to the left of the frame.
    expect(cam.p([0, 5, 0])[0]).toBeLessThan(600);
  });

  it("clips polygons to the space in front of it, so ground running past the camera still draws", () => {
    const cam = new Camera(lens);
    const d = cam.d([
      [-10, 0, 0],
      [10, 0, 0],
      [10, 0, 80],
      [-10, 0, 80],
    ]);
    expect(d).toMatch(/^M.*Z$/);
    expect(d).not.toMatch(/NaN|Infinity/);
    // The two corners behind the camera are replaced by cuts at the near plane: still four points.
    expect(d.split("L")).toHaveLength(4);
    expect(
      cam.d(
        [
          [0, 0, 60],
          [1, 0, 70],
        ],
        false,
      ),
    ).toBe("");
  });
});
