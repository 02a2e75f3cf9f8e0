import { brotliDecompressSync } from "node:zlib";
import { BinaryReader } from "./binary-reader";

/**
 * A WOFF2 decoder that stops short of rebuilding a TTF: the media generators only need each
 * table's bytes and the glyph outlines, and the transformed `glyf` stream already gives the
 * outlines more directly than a reconstructed `glyf` table would.
 */

export interface SimpleGlyph {
  kind: "simple";
  /** Absolute point coordinates in font units, on- and off-curve, in contour order. */
  xs: number[];
  ys: number[];
  onCurve: boolean[];
  /** Index of the last point of each contour. */
  contourEnds: number[];
}

export interface GlyphComponent {
  glyphId: number;
  dx: number;
  dy: number;
  /** 2x2 transform [xx, xy, yx, yy] applied to the component's points before the offset. */
  matrix: [number, number, number, number];
}

export interface CompositeGlyph {
  kind: "composite";
  components: GlyphComponent[];
}

export interface EmptyGlyph {
  kind: "empty";
}

export type Glyph = SimpleGlyph | CompositeGlyph | EmptyGlyph;

export interface Woff2Font {
  tables: Map<string, Uint8Array>;
  glyphs: Glyph[];
  /** Advance widths per glyph, from `hmtx` (transformed or not). */
  advances: number[];
}

const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep",
  "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE",
  "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt",
  "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar",
  "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
];

interface DirectoryEntry {
  tag: string;
  transformVersion: number;
  length: number;
}

function isTransformed(entry: DirectoryEntry): boolean {
  // glyf and loca use version 3 for "not transformed"; every other table uses version 0.
  return entry.tag === "glyf" || entry.tag === "loca" ? entry.transformVersion !== 3 : entry.transformVersion !== 0;
}

export function decodeWoff2(file: Uint8Array): Woff2Font {
  const header = new BinaryReader(file);
  if (header.u32() !== 0x774f4632) throw new Error("Not a WOFF2 file");
  header.u32(); // flavor
  header.u32(); // length
  const numTables = header.u16();
  header.u16(); // reserved
  header.u32(); // totalSfntSize
  const totalCompressedSize = header.u32();
  header.offset = 48;

  const entries: DirectoryEntry[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = header.u8();
    const tagIndex = flags & 0x3f;
    const tag = tagIndex === 63 ? header.tag() : KNOWN_TAGS[tagIndex];
    if (tag === undefined) throw new Error(`Unknown WOFF2 table index ${tagIndex}`);
    const entry: DirectoryEntry = { tag, transformVersion: flags >> 6, length: header.uintBase128() };
    if (isTransformed(entry)) entry.length = header.uintBase128();
    entries.push(entry);
  }

  const stream = brotliDecompressSync(file.subarray(header.offset, header.offset + totalCompressedSize));
  const tables = new Map<string, Uint8Array>();
  const transformed = new Set<string>();
  let cursor = 0;
  for (const entry of entries) {
    tables.set(entry.tag, new Uint8Array(stream.buffer, stream.byteOffset + cursor, entry.length));
    if (isTransformed(entry)) transformed.add(entry.tag);
    cursor += entry.length;
  }

  const glyf = tables.get("glyf");
  if (!glyf || !transformed.has("glyf")) throw new Error("Expected a transformed glyf table (TrueType-flavoured WOFF2)");
  const glyphs = decodeTransformedGlyf(glyf);
  const advances = decodeAdvances(tables, transformed.has("hmtx"), glyphs.length);
  return { tables, glyphs, advances };
}

function decodeAdvances(tables: Map<string, Uint8Array>, hmtxTransformed: boolean, numGlyphs: number): number[] {
  const hhea = tables.get("hhea");
  const hmtx = tables.get("hmtx");
  if (!hhea || !hmtx) throw new Error("Font lacks hhea or hmtx");
  const numberOfHMetrics = new BinaryReader(hhea, 34).u16();
  const reader = new BinaryReader(hmtx);
  // The transformed hmtx keeps all advances first (after one flags byte); the plain one interleaves them with side bearings.
  if (hmtxTransformed) reader.u8();
  const advances: number[] = [];
  for (let i = 0; i < numberOfHMetrics; i += 1) {
    advances.push(reader.u16());
    if (!hmtxTransformed) reader.i16();
  }
  const last = advances[advances.length - 1] ?? 0;
  while (advances.length < numGlyphs) advances.push(last);
  return advances;
}

function withSign(flag: number, value: number): number {
  return flag & 1 ? value : -value;
}

function decodeTransformedGlyf(data: Uint8Array): Glyph[] {
  const head = new BinaryReader(data);
  head.u16(); // reserved
  head.u16(); // optionFlags
  const numGlyphs = head.u16();
  head.u16(); // indexFormat
  const sizes = Array.from({ length: 7 }, () => head.u32());
  const starts: number[] = [];
  let offset = head.offset;
  for (const size of sizes) {
    starts.push(offset);
    offset += size;
  }
  const stream = (index: number) => new BinaryReader(data, starts[index]);
  const nContourStream = stream(0);
  const nPointsStream = stream(1);
  const flagStream = stream(2);
  const glyphStream = stream(3);
  const compositeStream = stream(4);

  const glyphs: Glyph[] = [];
  for (let glyphId = 0; glyphId < numGlyphs; glyphId += 1) {
    const nContours = nContourStream.i16();
    if (nContours === 0) {
      glyphs.push({ kind: "empty" });
    } else if (nContours === -1) {
      const { components, hasInstructions } = readComponents(compositeStream);
      // Instructions are skipped over, not interpreted: outlines are drawn unhinted.
      if (hasInstructions) glyphStream.uint255();
      glyphs.push({ kind: "composite", components });
    } else {
      const contourEnds: number[] = [];
      let total = 0;
      for (let c = 0; c < nContours; c += 1) {
        total += nPointsStream.uint255();
        contourEnds.push(total - 1);
      }
      const xs: number[] = [];
      const ys: number[] = [];
      const onCurve: boolean[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < total; p += 1) {
        const raw = flagStream.u8();
        onCurve.push(raw >> 7 === 0);
        const flag = raw & 0x7f;
        let dx: number;
        let dy: number;
        if (flag < 10) {
          dx = 0;
          dy = withSign(flag, ((flag & 14) << 7) + glyphStream.u8());
        } else if (flag < 20) {
          dx = withSign(flag, (((flag - 10) & 14) << 7) + glyphStream.u8());
          dy = 0;
        } else if (flag < 84) {
          const b0 = flag - 20;
          const b1 = glyphStream.u8();
          dx = withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4));
          dy = withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f));
        } else if (flag < 120) {
          const b0 = flag - 84;
          dx = withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + glyphStream.u8());
          dy = withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + glyphStream.u8());
        } else if (flag < 124) {
          const b1 = glyphStream.u8();
          const b2 = glyphStream.u8();
          const b3 = glyphStream.u8();
          dx = withSign(flag, (b1 << 4) + (b2 >> 4));
          dy = withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3);
        } else {
          const b1 = glyphStream.u8();
          const b2 = glyphStream.u8();
          const b3 = glyphStream.u8();
          const b4 = glyphStream.u8();
          dx = withSign(flag, (b1 << 8) + b2);
          dy = withSign(flag >> 1, (b3 << 8) + b4);
        }
        x += dx;
        y += dy;
        xs.push(x);
        ys.push(y);
      }
      glyphStream.uint255(); // instruction length
      glyphs.push({ kind: "simple", xs, ys, onCurve, contourEnds });
    }
  }
  return glyphs;
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const ARGS_ARE_XY_VALUES = 0x0002;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

function readComponents(reader: BinaryReader): { components: GlyphComponent[]; hasInstructions: boolean } {
  const components: GlyphComponent[] = [];
  let hasInstructions = false;
  let flags: number;
  do {
    flags = reader.u16();
    const glyphId = reader.u16();
    const words = (flags & ARG_1_AND_2_ARE_WORDS) !== 0;
    const xy = (flags & ARGS_ARE_XY_VALUES) !== 0;
    const readArg = () => (words ? (xy ? reader.i16() : reader.u16()) : xy ? reader.i8() : reader.u8());
    const arg1 = readArg();
    const arg2 = readArg();
    // Point-matched placement never occurs in the Latin fonts the studio uses; place those components unshifted.
    const dx = xy ? arg1 : 0;
    const dy = xy ? arg2 : 0;
    let matrix: [number, number, number, number] = [1, 0, 0, 1];
    if (flags & WE_HAVE_A_SCALE) {
      const s = reader.f2dot14();
      matrix = [s, 0, 0, s];
    } else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) {
      matrix = [reader.f2dot14(), 0, 0, reader.f2dot14()];
    } else if (flags & WE_HAVE_A_TWO_BY_TWO) {
      matrix = [reader.f2dot14(), reader.f2dot14(), reader.f2dot14(), reader.f2dot14()];
    }
    if (flags & WE_HAVE_INSTRUCTIONS) hasInstructions = true;
    components.push({ glyphId, dx, dy, matrix });
  } while (flags & MORE_COMPONENTS);
  return { components, hasInstructions };
}
