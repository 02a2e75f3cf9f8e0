// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "@/src/db/client";
import { testDatabase } from "@/src/db/test-database";
import { publishWaypoints, unpublishWaypoints } from "./published-waypoints";
import { getGuide } from "./tour-api";

const state = vi.hoisted(() => ({ db: null as Database | null, down: false }));

// Only the handle is replaced: whatever else the module offers stays as it is.
vi.mock("@/src/db/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/src/db/client")>()),
  database: async () => {
    if (state.down || !state.db) throw new Error("connect ECONNREFUSED");
    return state.db;
  },
}));

const porch = { id: "porch", name: "Porch", frame: 12, x: 50, y: 80, floor: "1st Floor" };

describe("the guide file's version marker", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    let db: Database;
    ({ db, close } = await testDatabase("pglite"));
    state.db = db;
  }, 60_000);
  afterAll(() => close());

  const fetchGuide = async () => {
    const response = await getGuide("22 Chelsea Bay");
    return { list: (await response.json()) as unknown[], version: response.headers.get("x-waypoints-version") };
  };

  it("changes when another list is published, and only then", async () => {
    const builtIn = await fetchGuide();
    expect(builtIn.list).toHaveLength(5);
    expect(builtIn.version).toMatch(/^[\w-]{43}$/);
    expect((await fetchGuide()).version).toBe(builtIn.version);

    await publishWaypoints(state.db!, "22-chelsea-bay", [porch]);
    const published = await fetchGuide();
    expect(published.list).toEqual([porch]);
    expect(published.version).not.toBe(builtIn.version);
    await publishWaypoints(state.db!, "22-chelsea-bay", [porch]);
    expect((await fetchGuide()).version).toBe(published.version);
    await publishWaypoints(state.db!, "22-chelsea-bay", [{ ...porch, name: "Front porch" }]);
    expect((await fetchGuide()).version).not.toBe(published.version);

    await unpublishWaypoints(state.db!, "22-chelsea-bay");
    expect((await fetchGuide()).version).toBe(builtIn.version);
  });

  it("is left out while the store cannot say what is published; the tour's own list still serves", async () => {
    state.down = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { list, version } = await fetchGuide();
      expect(list).toHaveLength(5);
      expect(version).toBeNull();
    } finally {
      state.down = false;
    }
  });
});
