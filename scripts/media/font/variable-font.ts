import { BinaryReader } from "./binary-reader";
import { parseGvar, type GlyphDeltas } from "./gvar";
import { parseItemVariationStore } from "./item-variation-store";
import { parseKerning, type PairKerning } from "./kerning";
import {
  normaliseCoordinates,
  parseAvar,
  parseCmap,
  parseFvarAxes,
  parseUnitsPerEm,
  type VariationAxis,
} from "./otf-tables";
import { decodeWoff2, type Glyph, type SimpleGlyph } from "./woff2";

/** A flattened outline: composite glyphs resolved, variations applied, font units. */
export interface Outline {
  xs: number[];
  ys: number[];
  onCurve: boolean[];
  contourEnds: number[];
}

/** A variable TrueType font decoded from WOFF2, from which fixed instances are taken. */
export class VariableFont {
  readonly unitsPerEm: number;
  readonly axes: VariationAxis[];
  readonly glyphs: Glyph[];
  readonly advances: number[];
  private readonly cmap: (codePoint: number) => number;
  private readonly avarMaps: [number, number][][];
  readonly glyphDeltas: GlyphDeltas;
  readonly advanceDelta: (glyphId: number, coords: readonly number[]) => number;
  readonly kerning: PairKerning;

  constructor(woff2: Uint8Array) {
    const font = decodeWoff2(woff2);
    const table = (tag: string) => font.tables.get(tag);
    const required = (tag: string) => {
      const bytes = table(tag);
      if (!bytes) throw new Error(`Font lacks the ${tag} table`);
      return bytes;
    };
    this.unitsPerEm = parseUnitsPerEm(required("head"));
    this.axes = parseFvarAxes(table("fvar"));
    this.avarMaps = parseAvar(table("avar"), this.axes.length);
    this.glyphs = font.glyphs;
    this.advances = font.advances;
    this.cmap = parseCmap(required("cmap"));
    this.glyphDeltas = parseGvar(table("gvar"));
    this.advanceDelta = parseHvar(table("HVAR"));
    this.kerning = parseKerning(table("GPOS"), table("GDEF"));
  }

  glyphId(codePoint: number): number {
    return this.cmap(codePoint);
  }

  instance(axisValues: Readonly<Record<string, number>> = {}): FontInstance {
    return new FontInstance(this, normaliseCoordinates(this.axes, this.avarMaps, axisValues));
  }
}

function parseHvar(hvar: Uint8Array | undefined): (glyphId: number, coords: readonly number[]) => number {
  if (!hvar) return () => 0;
  const reader = new BinaryReader(hvar, 4);
  const store = parseItemVariationStore(hvar, reader.u32());
  const mapOffset = reader.u32();
  if (!mapOffset) return (glyphId, coords) => store(0, glyphId, coords);
  const map = new BinaryReader(hvar, mapOffset);
  const format = map.u8();
  const entryFormat = map.u8();
  const count = format === 0 ? map.u16() : map.u32();
  const entrySize = ((entryFormat & 0x30) >> 4) + 1;
  const innerBits = (entryFormat & 0x0f) + 1;
  const entriesStart = map.offset;
  return (glyphId, coords) => {
    const entryReader = new BinaryReader(hvar, entriesStart + Math.min(glyphId, count - 1) * entrySize);
    let entry = 0;
    for (let i = 0; i < entrySize; i += 1) entry = entry * 256 + entryReader.u8();
    return store(Math.floor(entry / 2 ** innerBits), entry % 2 ** innerBits, coords);
  };
}

/** One point in the design space (e.g. Archivo at wght 800, wdth 62). */
export class FontInstance {
  private readonly outlines = new Map<number, Outline>();

  constructor(
    readonly font: VariableFont,
    readonly coords: readonly number[],
  ) {}

  advance(glyphId: number): number {
    return (this.font.advances[glyphId] ?? 0) + this.font.advanceDelta(glyphId, this.coords);
  }

  kern(left: number, right: number): number {
    return this.font.kerning(left, right, this.coords);
  }

  outline(glyphId: number): Outline {
    const cached = this.outlines.get(glyphId);
    if (cached) return cached;
    const outline = this.resolve(glyphId, 0);
    this.outlines.set(glyphId, outline);
    return outline;
  }

  private resolve(glyphId: number, depth: number): Outline {
    const glyph = this.font.glyphs[glyphId];
    if (!glyph || glyph.kind === "empty" || depth > 8) return { xs: [], ys: [], onCurve: [], contourEnds: [] };
    if (glyph.kind === "simple") return this.varySimple(glyphId, glyph);

    const deltas = this.font.glyphDeltas(
      glyphId,
      { xs: [], ys: [], contourEnds: [], pointCount: glyph.components.length },
      this.coords,
    );
    const out: Outline = { xs: [], ys: [], onCurve: [], contourEnds: [] };
    glyph.components.forEach((component, index) => {
      const part = this.resolve(component.glyphId, depth + 1);
      const [xx, xy, yx, yy] = component.matrix;
      const dx = component.dx + (deltas?.dx[index] ?? 0);
      const dy = component.dy + (deltas?.dy[index] ?? 0);
      const base = out.xs.length;
      part.xs.forEach((x, i) => {
        const y = part.ys[i] ?? 0;
        out.xs.push(x * xx + y * yx + dx);
        out.ys.push(x * xy + y * yy + dy);
        out.onCurve.push(part.onCurve[i] ?? true);
      });
      for (const end of part.contourEnds) out.contourEnds.push(base + end);
    });
    return out;
  }

  private varySimple(glyphId: number, glyph: SimpleGlyph): Outline {
    const deltas = this.font.glyphDeltas(
      glyphId,
      { xs: glyph.xs, ys: glyph.ys, contourEnds: glyph.contourEnds, pointCount: glyph.xs.length },
      this.coords,
    );
    return {
      xs: glyph.xs.map((x, i) => x + (deltas?.dx[i] ?? 0)),
      ys: glyph.ys.map((y, i) => y + (deltas?.dy[i] ?? 0)),
      onCurve: [...glyph.onCurve],
      contourEnds: [...glyph.contourEnds],
    };
  }
}
