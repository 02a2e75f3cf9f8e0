// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BinaryReader } from "./binary-reader";

describe("BinaryReader", () => {
  it("reads WOFF2's UIntBase128", () => {
    expect(new BinaryReader(Uint8Array.from([0x3f])).uintBase128()).toBe(63);
    expect(new BinaryReader(Uint8Array.from([0x81, 0x00])).uintBase128()).toBe(128);
    expect(new BinaryReader(Uint8Array.from([0x8f, 0xff, 0xff, 0xff, 0x7f])).uintBase128()).toBe(0xffffffff);
    expect(() => new BinaryReader(Uint8Array.from([0x80, 0x01])).uintBase128()).toThrow(/leading zero/);
  });

  it("reads WOFF2's 255UInt16 in all four forms", () => {
    expect(new BinaryReader(Uint8Array.from([252])).uint255()).toBe(252);
    expect(new BinaryReader(Uint8Array.from([255, 3])).uint255()).toBe(256);
    expect(new BinaryReader(Uint8Array.from([254, 0])).uint255()).toBe(506);
    expect(new BinaryReader(Uint8Array.from([253, 0x03, 0xe8])).uint255()).toBe(1000);
  });

  it("reads big-endian fixed-point numbers", () => {
    const reader = new BinaryReader(Uint8Array.from([0x00, 0x01, 0x80, 0x00, 0x40, 0x00, 0xc0, 0x00]));
    expect(reader.fixed()).toBe(1.5);
    expect(reader.f2dot14()).toBe(1);
    expect(reader.f2dot14()).toBe(-1);
  });
});
