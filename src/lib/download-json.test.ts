// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadJson } from "./download-json";

describe("downloadJson", () => {
  afterEach(() => vi.useRealTimers());

  it("clicks a link to the pretty-printed JSON under the file name, then frees it", async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:test";
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadJson("tour-waypoints.json", [{ id: "a" }]);

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe("tour-waypoints.json");
    expect(clicked[0]?.href).toBe("blob:test");
    expect(blobs[0]?.type).toBe("application/json");
    expect(await blobs[0]?.text()).toBe('[\n  {\n    "id": "a"\n  }\n]\n');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:test");
  });
});
