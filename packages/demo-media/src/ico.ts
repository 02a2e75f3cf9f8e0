/**
 * Minimal ICO encoder. Every browser since IE9-era accepts PNG-compressed entries, so each image
 * is stored as the PNG it already is rather than converted to a BMP/DIB.
 */

export interface IcoImage {
  /** Edge length in px (square icons only); 256 is written as 0, as the format requires. */
  size: number;
  png: Uint8Array;
}

const HEADER_SIZE = 6;
const ENTRY_SIZE = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0) throw new Error("An ICO needs at least one image");
  for (const { size, png } of images) {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`ICO images must be 1-256 px, got ${size}`);
    if (!PNG_SIGNATURE.every((byte, i) => png[i] === byte)) throw new Error(`The ${size}px ICO image is not a PNG`);
  }
  const total = HEADER_SIZE + ENTRY_SIZE * images.length + images.reduce((sum, { png }) => sum + png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(0, 0, true);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let dataOffset = HEADER_SIZE + ENTRY_SIZE * images.length;
  images.forEach(({ size, png }, index) => {
    const entry = HEADER_SIZE + ENTRY_SIZE * index;
    view.setUint8(entry, size === 256 ? 0 : size);
    view.setUint8(entry + 1, size === 256 ? 0 : size);
    view.setUint8(entry + 2, 0);
    view.setUint8(entry + 3, 0);
    view.setUint16(entry + 4, 1, true);
    view.setUint16(entry + 6, 32, true);
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, dataOffset, true);
    out.set(png, dataOffset);
    dataOffset += png.length;
  });
  return out;
}
