import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { realisticReview, scenarios } from "./scenarios";
import { inquirySendSchema } from "../../src/features/inquiries/api";
import { snapshotSelection } from "../../src/features/inquiries/server/selection-snapshot";
import { reviewSaveSchema, reviewSchema } from "../../src/model/review";

describe("the load scenarios", () => {
  it("save a review the API accepts, of a realistic size", () => {
    const review = realisticReview();
    expect(v.safeParse(reviewSchema, review).success).toBe(true);
    expect(JSON.stringify(review).length).toBeGreaterThan(1000);
  });

  it("save through every client's own link in turn, and skip saving without links", () => {
    const save = scenarios(
      new Map([
        ["nkzweb", "k1"],
        ["mellowyellow", "k2"],
      ]),
    ).find((scenario) => scenario.name === "review-save");
    expect(save?.requests.map((request) => request.path)).toEqual([
      "/api/reviews/nkzweb?key=k1",
      "/api/reviews/mellowyellow?key=k2",
    ]);
    // Saves in the API's shape; a client's two, sent in turn, differ, so every save makes a version.
    const bodies = (save?.requests[0]?.bodies ?? []).map((body) => JSON.parse(body) as unknown);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(v.safeParse(reviewSaveSchema, body).success).toBe(true);
    expect(bodies[0]).not.toEqual(bodies[1]);
    expect(save?.method).toBe("POST");
    expect(save?.label).not.toContain("k1");
    expect(scenarios(null).map((scenario) => scenario.name)).toEqual(["home", "shop", "guide", "inquiry-send"]);
  });

  it("send inquiries a visitor could send: each fits the route's schema and names only what the shop sells", () => {
    const sends = scenarios(null).find((scenario) => scenario.name === "inquiry-send");
    const bodies = (sends?.requests[0]?.bodies ?? []).map((body) => JSON.parse(body) as unknown);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) {
      const parsed = v.safeParse(inquirySendSchema, body);
      expect(parsed.success).toBe(true);
      if (parsed.success && parsed.output.selection) expect(snapshotSelection(parsed.output.selection)).not.toBeNull();
    }
  });

  it("fetch every picture of a published round in turn, and skip it without one", () => {
    const paths = [`/api/review-images/${"a".repeat(64)}/480`, `/api/review-images/${"a".repeat(64)}/960`];
    const images = scenarios(null, paths).find((scenario) => scenario.name === "round-images");
    expect(images?.requests.map((request) => request.path)).toEqual(paths);
    expect(images?.method).toBe("GET");
    expect(scenarios(null, []).map((scenario) => scenario.name)).not.toContain("round-images");
  });

  it("has 20 visitors fetch every frame of an uploaded tour in turn, and skips it without one", () => {
    const paths = [`/api/tour-frames/${"a".repeat(64)}/frames/768/frame_000001.jpg`];
    const frames = scenarios(null, null, paths).find((scenario) => scenario.name === "tour-frames");
    expect(frames?.requests.map((request) => request.path)).toEqual(paths);
    expect(frames?.connections).toBe(20);
    expect(scenarios(null, null, []).map((scenario) => scenario.name)).not.toContain("tour-frames");
  });
});
