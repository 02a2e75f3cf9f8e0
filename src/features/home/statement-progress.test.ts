import { describe, expect, it } from "vitest";
import { litWordCount } from "./statement-progress";

const at = (top: number) => litWordCount({ top, height: 200, viewport: 1000, words: 16 });

describe("litWordCount", () => {
  it("lights nothing before the statement enters the lower part of the screen", () => {
    expect(at(1200)).toBe(0);
    expect(at(850)).toBe(0);
  });

  it("lights every word once it has risen past the upper third", () => {
    expect(at(150)).toBe(16);
    expect(at(-400)).toBe(16);
  });

  it("lights words in proportion in between", () => {
    expect(at(500)).toBe(8);
  });
});
