import { crc32 } from "node:zlib";

/**
 * A PNG chunk (length, type, data, CRC): the tests and the decode-memory script build crafted and
 * honest PNGs from these.
 */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
