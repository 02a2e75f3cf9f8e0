// @vitest-environment jsdom
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, removeStored, writeStored } from "./storage";

const schema = v.array(v.object({ id: v.string() }));
const message = "Error parsing test data";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("readStored", () => {
  it("returns null when nothing is stored", () => {
    expect(readStored("local", "k", schema, message)).toBeNull();
  });

  it("returns data that fits the schema", () => {
    writeStored("session", "k", [{ id: "a" }]);
    expect(readStored("session", "k", schema, message)).toEqual([{ id: "a" }]);
  });

  it.each([
    ["unparseable JSON", "{not json"],
    ["the wrong shape", JSON.stringify({ id: "a" })],
    ["hostile markup in a wrong-typed field", JSON.stringify([{ id: 1, html: "<img src=x onerror=alert(1)>" }])],
  ])("logs, clears and ignores %s", (_, raw) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("k", raw);
    expect(readStored("local", "k", schema, message)).toBeNull();
    expect(error).toHaveBeenCalledWith(message, expect.anything());
    expect(localStorage.getItem("k")).toBeNull();
  });

  it("strips keys the schema does not know", () => {
    localStorage.setItem("k", JSON.stringify([{ id: "a", extra: "<b>x</b>" }]));
    expect(readStored("local", "k", schema, message)).toEqual([{ id: "a" }]);
  });
});

describe("writeStored", () => {
  it("reports a storage that refuses the write", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeStored("local", "k", [1])).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it("removes an item", () => {
    writeStored("local", "k", []);
    removeStored("local", "k");
    expect(localStorage.getItem("k")).toBeNull();
  });
});

describe("readStored's report", () => {
  it("names where the stored data went wrong", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("k", JSON.stringify([{ id: "a" }, { id: 2 }]));
    readStored("local", "k", schema, message);
    expect(error).toHaveBeenCalledWith(message, expect.stringMatching(/^1\.id: /));
  });
});
