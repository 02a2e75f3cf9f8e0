// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TourProperty } from "@/src/model/tour";
import { useTourGuide, type TourDataModule } from "./use-tour-guide";

const at = (id: string, frame: number) => ({ id, name: id, frame, x: 10, y: 10, floor: "1st Floor" });
const property = {
  id: "22-chelsea-bay",
  name: "22 Chelsea Bay",
  location: "Calgary",
  frameCount: 529,
  framePath: "/tour",
  frameWidths: [768, 1280],
  minimaps: { "1st Floor": "/plan.webp" },
  waypoints: [at("built-in", 50)],
} as unknown as TourProperty;

function data(overrides: Partial<TourDataModule>): () => Promise<TourDataModule> {
  const tourData: TourDataModule = {
    loadGuideWaypoints: async () => null,
    loadPoses: async () => null,
    loadStoredWaypoints: () => null,
    loadWaypointsBase: () => null,
    ...overrides,
  };
  return async () => tourData;
}

describe("useTourGuide", () => {
  afterEach(() => localStorage.clear());

  it("shows the built-in list until the guide file replaces it, and loads the camera's poses", async () => {
    const poses = [{ floor: "1st Floor", x: 1, y: 2, heading: 0 }];
    const load = data({
      loadGuideWaypoints: async () => ({ waypoints: [at("from-file", 10)], version: "v1" }),
      loadPoses: async () => poses,
    });
    const { result } = renderHook(() => useTourGuide(property, load));
    expect(result.current.waypoints.map((w) => w.id)).toEqual(["built-in"]);
    await waitFor(() => expect(result.current.waypoints.map((w) => w.id)).toEqual(["from-file"]));
    expect(result.current.poses).toBe(poses);
    expect(result.current.newer).toBeNull();
  });

  it("keeps this browser's edits over the file and offers a list published since", async () => {
    const load = data({
      loadGuideWaypoints: async () => ({ waypoints: [at("published", 10)], version: "v2" }),
      loadStoredWaypoints: () => [at("mine", 20)],
      loadWaypointsBase: () => "v1",
    });
    const { result } = renderHook(() => useTourGuide(property, load));
    await waitFor(() => expect(result.current.newer?.version).toBe("v2"));
    expect(result.current.waypoints.map((w) => w.id)).toEqual(["mine"]);
    act(() => result.current.takePublished([at("published", 10)]));
    act(() => result.current.dismissNewer());
    expect(result.current.waypoints.map((w) => w.id)).toEqual(["published"]);
    expect(result.current.newer).toBeNull();
  });

  it("writes an edit to this browser, the first with the published version it started from", async () => {
    const load = data({ loadGuideWaypoints: async () => ({ waypoints: [at("published", 10)], version: "v3" }) });
    const { result } = renderHook(() => useTourGuide(property, load));
    await waitFor(() => expect(result.current.waypoints.map((w) => w.id)).toEqual(["published"]));
    act(() => result.current.edit([at("edited", 30)]));
    expect(result.current.waypoints.map((w) => w.id)).toEqual(["edited"]);
    expect(JSON.parse(localStorage.getItem("tour-data-v3-22-chelsea-bay") ?? "null")).toEqual([at("edited", 30)]);
    expect(JSON.parse(localStorage.getItem("tour-data-base-v1-22-chelsea-bay") ?? "null")).toEqual({ version: "v3" });
  });

  it("keeps an edit made while the guide file was on its way", async () => {
    let arrive: ((value: { waypoints: ReturnType<typeof at>[]; version: string }) => void) | null = null;
    const load = data({ loadGuideWaypoints: () => new Promise((resolve) => (arrive = resolve)) });
    const mark = vi.spyOn(performance, "mark");
    const { result } = renderHook(() => useTourGuide(property, load));
    await waitFor(() => expect(arrive).not.toBeNull());
    act(() => result.current.edit([at("edited", 30)]));
    await act(async () => arrive?.({ waypoints: [at("late", 10)], version: "v3" }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith("tour:waypoints-read"));
    expect(result.current.waypoints.map((w) => w.id)).toEqual(["edited"]);
  });

  it("reads the guide once, even when given a new loader on each render (as a minifier may inline one)", async () => {
    const loads = vi.fn(data({}));
    const { rerender } = renderHook(() => useTourGuide(property, () => loads()));
    rerender();
    rerender();
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
  });
});
