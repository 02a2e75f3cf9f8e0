import { describe, expect, it, vi } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("makes nothing until asked, then the same value every time", () => {
    const make = vi.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("keeps a made undefined too, without making it again", () => {
    const make = vi.fn(() => undefined);
    const value = once(make);
    value();
    value();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
