import { describe, expect, it } from "vitest";
import { dividerAfterKey, dividerAtPointer } from "./divider";

describe("dividerAfterKey", () => {
  it.each([
    ["ArrowRight", 50, 55],
    ["ArrowUp", 50, 55],
    ["ArrowLeft", 50, 45],
    ["ArrowDown", 50, 45],
    ["PageUp", 50, 70],
    ["PageDown", 50, 30],
    ["Home", 50, 0],
    ["End", 50, 100],
    ["ArrowRight", 98, 100],
    ["PageDown", 10, 0],
  ])("%s from %d goes to %d", (key, from, to) => {
    expect(dividerAfterKey(key, from)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(dividerAfterKey("Enter", 50)).toBeNull();
  });
});

describe("dividerAtPointer", () => {
  it("follows the pointer across the picture, within its edges", () => {
    expect(dividerAtPointer(300, 100, 400)).toBe(50);
    expect(dividerAtPointer(0, 100, 400)).toBe(0);
    expect(dividerAtPointer(900, 100, 400)).toBe(100);
    expect(dividerAtPointer(50, 0, 0)).toBe(50);
  });
});
