import { describe, expect, it } from "vitest";
import { encodeIco } from "./ico";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fakePng = (length: number, fill: number) =>
  Uint8Array.from([...PNG_SIGNATURE, ...new Array<number>(length - 8).fill(fill)]);

describe("encodeIco", () => {
  const images = [
    { size: 16, png: fakePng(20, 1) },
    { size: 32, png: fakePng(30, 2) },
    { size: 256, png: fakePng(40, 3) },
  ];
  const ico = encodeIco(images);
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);

  it("writes the ICONDIR header: reserved 0, type 1 (icon), image count", () => {
    expect(view.getUint16(0, true)).toBe(0);
    expect(view.getUint16(2, true)).toBe(1);
    expect(view.getUint16(4, true)).toBe(3);
  });

  it("writes one 16-byte directory entry per image, with sizes, 32 bpp and contiguous offsets", () => {
    const entries = images.map((_, i) => {
      const at = 6 + 16 * i;
      return {
        width: view.getUint8(at),
        height: view.getUint8(at + 1),
        colours: view.getUint8(at + 2),
        reserved: view.getUint8(at + 3),
        planes: view.getUint16(at + 4, true),
        bitCount: view.getUint16(at + 6, true),
        bytes: view.getUint32(at + 8, true),
        offset: view.getUint32(at + 12, true),
      };
    });
    expect(entries).toEqual([
      { width: 16, height: 16, colours: 0, reserved: 0, planes: 1, bitCount: 32, bytes: 20, offset: 54 },
      { width: 32, height: 32, colours: 0, reserved: 0, planes: 1, bitCount: 32, bytes: 30, offset: 74 },
      // 256 px is stored as 0, because the field is a single byte.
      { width: 0, height: 0, colours: 0, reserved: 0, planes: 1, bitCount: 32, bytes: 40, offset: 104 },
    ]);
  });

  it("stores each PNG verbatim at its offset and nothing after the last", () => {
    expect(ico.length).toBe(6 + 16 * 3 + 20 + 30 + 40);
    expect([...ico.subarray(54, 74)]).toEqual([...(images[0]?.png ?? [])]);
    expect([...ico.subarray(104)]).toEqual([...(images[2]?.png ?? [])]);
  });

  it("is deterministic", () => {
    expect(encodeIco(images)).toEqual(ico);
  });

  it("rejects what an ICO cannot hold", () => {
    expect(() => encodeIco([])).toThrow(/at least one/);
    expect(() => encodeIco([{ size: 300, png: fakePng(20, 0) }])).toThrow(/1-256/);
    expect(() => encodeIco([{ size: 16, png: new Uint8Array(20) }])).toThrow(/not a PNG/);
  });
});
