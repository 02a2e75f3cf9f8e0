/**
 * What a JPEG, PNG or WebP file holds besides its picture, read from its container's structure (PNG
 * chunks, JPEG marker segments, RIFF chunks) and never from its pixel data, which is whatever bytes
 * the compression happened to make and is decoded and re-encoded anyway.
 */

export type PictureFormat = "jpeg" | "png" | "webp";

/**
 * "picture": the container ends where its format says and nothing outside its image data reads as
 * markup; "polyglot": something else is hidden in it or appended to it; "damaged": its structure
 * cannot be followed (a length past the end, a file cut short).
 */
export type Contents = "picture" | "polyglot" | "damaged";

/** Markup a browser or a server would act on, hidden in a picture's comments or appended to it. */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype|\?php|\?xml)/i;

/** Where a walk ended: the end of the format's last structure, and the spans of image data in it. */
type Walk = { end: number; imageData: [start: number, end: number][] } | "damaged";

export function pictureContents(bytes: Uint8Array, format: PictureFormat): Contents {
  const walk = format === "png" ? walkPng(bytes) : format === "jpeg" ? walkJpeg(bytes) : walkWebp(bytes);
  if (walk === "damaged") return "damaged";
  if (!trailerAllowed(bytes, walk.end, format)) return "polyglot";
  // Every byte outside the image data is read, chunk headers and checksums too, so markup split
  // across a chunk's edge is still seen; each stretch on its own, as image data separates them.
  const spans: [number, number][] = [...walk.imageData, [walk.end, walk.end]];
  let from = 0;
  for (const [start, end] of spans) {
    if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset + from, start - from).toString("latin1"))) {
      return "polyglot";
    }
    from = end;
  }
  return "picture";
}

function trailerAllowed(bytes: Uint8Array, end: number, format: PictureFormat): boolean {
  // Some cameras pad a JPEG with zeros; RIFF may end on one pad byte; a PNG ends at IEND.
  if (format === "jpeg") return bytes.subarray(end).every((byte) => byte === 0);
  if (format === "webp") return bytes.length - end <= 1;
  return bytes.length === end;
}

const PNG_IMAGE_DATA = new Set(["IDAT", "fdAT"]);
const PNG_MAX_CHUNK = 2 ** 31 - 1;
const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** PNG: the signature, then chunks (length, type, data, CRC) up to and including IEND. */
function walkPng(bytes: Uint8Array): Walk {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const imageData: [number, number][] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const dataStart = at + 8;
    const next = dataStart + length + 4;
    if (length > PNG_MAX_CHUNK || !/^[A-Za-z]{4}$/.test(type) || next > bytes.length) return "damaged";
    if (PNG_IMAGE_DATA.has(type)) imageData.push([dataStart, dataStart + length]);
    if (type === "IEND") return { end: next, imageData };
    at = next;
  }
  return "damaged";
}

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_APP2 = 0xe2;
/** Markers that stand alone, with no length after them: TEM and the restart markers RST0–RST7. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const MPF = [0x4d, 0x50, 0x46, 0x00];

/**
 * JPEG: marker segments from SOI to EOI; after each SOS, entropy-coded data up to the next marker
 * that is not a restart (0xFF00 is a stuffed 0xFF). A multi-picture file (an MPF APP2 segment: a
 * phone's HDR gain map or depth map) stores its other pictures after the first one's EOI, each
 * walked the same way.
 */
function walkJpeg(bytes: Uint8Array): Walk {
  const imageData: [number, number][] = [];
  const first = walkOneJpeg(bytes, 0, imageData);
  if (first === "damaged") return "damaged";
  let end = first.end;
  while (first.multiPicture && bytes[end] === 0xff && bytes[end + 1] === JPEG_SOI) {
    const next = walkOneJpeg(bytes, end, imageData);
    if (next === "damaged") return "damaged";
    end = next.end;
  }
  return { end, imageData };
}

/** One JPEG picture from its SOI: where its EOI ends, and whether it has an MPF segment; its entropy-coded spans added to imageData. */
function walkOneJpeg(
  bytes: Uint8Array,
  start: number,
  imageData: [number, number][],
): { end: number; multiPicture: boolean } | "damaged" {
  if (bytes[start] !== 0xff || bytes[start + 1] !== JPEG_SOI) return "damaged";
  let multiPicture = false;
  let at = start + 2;
  for (;;) {
    if (bytes[at] !== 0xff) return "damaged";
    at = lastFill(bytes, at);
    const marker = bytes[at + 1];
    if (marker === undefined || marker === 0x00 || marker === JPEG_SOI) return "damaged";
    at += 2;
    if (marker === JPEG_EOI) return { end: at, multiPicture };
    if (standsAlone(marker)) continue;
    if (at + 2 > bytes.length) return "damaged";
    const length = ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
    if (length < 2 || at + length > bytes.length) return "damaged";
    if (marker === JPEG_APP2 && MPF.every((byte, index) => bytes[at + 2 + index] === byte)) multiPicture = true;
    at += length;
    if (marker !== JPEG_SOS) continue;
    const entropyStart = at;
    at = entropyEnd(bytes, at);
    if (at < 0) return "damaged";
    imageData.push([entropyStart, at]);
  }
}

/** A marker may follow any number of 0xFF fill bytes: the last 0xFF from here. */
function lastFill(bytes: Uint8Array, start: number): number {
  let at = start;
  while (at + 1 < bytes.length && bytes[at + 1] === 0xff) at += 1;
  return at;
}

/** Where a scan's entropy-coded data ends: the next marker that is neither a stuffed 0xFF00 nor a restart; -1 if none. */
function entropyEnd(bytes: Uint8Array, start: number): number {
  const last = bytes.length - 1;
  for (let at = start; at < last; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const following = bytes[at + 1] as number;
    if (following === 0x00 || (following >= 0xd0 && following <= 0xd7)) at += 1;
    else if (following !== 0xff) return at;
  }
  return -1;
}

const WEBP_IMAGE_DATA = new Set(["VP8 ", "VP8L", "ALPH", "ANMF"]);

/** WebP: "RIFF", its length, "WEBP", then chunks (FourCC, length, data, a pad byte to even) to that length. */
function walkWebp(bytes: Uint8Array): Walk {
  if (bytes.length < 12) return "damaged";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = 8 + view.getUint32(4, true);
  if (end < 12 || end > bytes.length) return "damaged";
  const imageData: [number, number][] = [];
  let at = 12;
  while (at < end) {
    if (at + 8 > end) return "damaged";
    const length = view.getUint32(at + 4, true);
    const dataStart = at + 8;
    if (dataStart + length > end) return "damaged";
    if (WEBP_IMAGE_DATA.has(ascii(bytes, at, 4))) imageData.push([dataStart, dataStart + length]);
    at = Math.min(end, dataStart + length + (length % 2));
  }
  return { end, imageData };
}
