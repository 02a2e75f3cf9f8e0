import { BinaryReader } from "./binary-reader";

/** Parsers for the small OpenType tables the outline renderer needs. */

export interface VariationAxis {
  tag: string;
  min: number;
  defaultValue: number;
  max: number;
}

export function parseUnitsPerEm(head: Uint8Array): number {
  return new BinaryReader(head, 18).u16();
}

/** Returns a code point → glyph id lookup from the best Unicode subtable (format 12, else format 4). */
export function parseCmap(cmap: Uint8Array): (codePoint: number) => number {
  const reader = new BinaryReader(cmap);
  reader.u16();
  const count = reader.u16();
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    subtables.push({ platform: reader.u16(), encoding: reader.u16(), offset: reader.u32() });
  }
  const formatOf = (offset: number) => new BinaryReader(cmap, offset).u16();
  const unicode = subtables.filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)));
  const chosen = unicode.find((s) => formatOf(s.offset) === 12) ?? unicode.find((s) => formatOf(s.offset) === 4);
  if (!chosen) throw new Error("Font has no Unicode cmap subtable of format 4 or 12");
  return formatOf(chosen.offset) === 12 ? cmapFormat12(cmap, chosen.offset) : cmapFormat4(cmap, chosen.offset);
}

function cmapFormat12(cmap: Uint8Array, offset: number): (codePoint: number) => number {
  const reader = new BinaryReader(cmap, offset + 12);
  const groups = Array.from({ length: reader.u32() }, () => ({ start: reader.u32(), end: reader.u32(), glyph: reader.u32() }));
  return (codePoint) => {
    const group = groups.find((g) => codePoint >= g.start && codePoint <= g.end);
    return group ? group.glyph + codePoint - group.start : 0;
  };
}

function cmapFormat4(cmap: Uint8Array, offset: number): (codePoint: number) => number {
  const reader = new BinaryReader(cmap, offset + 6);
  const segCount = reader.u16() / 2;
  const endsAt = offset + 14;
  const startsAt = endsAt + segCount * 2 + 2;
  const deltasAt = startsAt + segCount * 2;
  const rangeOffsetsAt = deltasAt + segCount * 2;
  const view = new BinaryReader(cmap);
  return (codePoint) => {
    for (let i = 0; i < segCount; i += 1) {
      const end = view.view.getUint16(endsAt + i * 2);
      if (end < codePoint) continue;
      const start = view.view.getUint16(startsAt + i * 2);
      if (start > codePoint) return 0;
      const delta = view.view.getInt16(deltasAt + i * 2);
      const rangeOffsetAt = rangeOffsetsAt + i * 2;
      const rangeOffset = view.view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function parseFvarAxes(fvar: Uint8Array | undefined): VariationAxis[] {
  if (!fvar) return [];
  const reader = new BinaryReader(fvar, 4);
  const axesOffset = reader.u16();
  reader.u16();
  const axisCount = reader.u16();
  const axisSize = reader.u16();
  const axes: VariationAxis[] = [];
  for (let i = 0; i < axisCount; i += 1) {
    const axis = new BinaryReader(fvar, axesOffset + i * axisSize);
    axes.push({ tag: axis.tag(), min: axis.fixed(), defaultValue: axis.fixed(), max: axis.fixed() });
  }
  return axes;
}

/** Per-axis piecewise-linear maps from `avar`, as [from, to] pairs in normalised space. */
export function parseAvar(avar: Uint8Array | undefined, axisCount: number): [number, number][][] {
  if (!avar) return Array.from({ length: axisCount }, () => []);
  const reader = new BinaryReader(avar, 6);
  const count = reader.u16();
  return Array.from({ length: count }, () =>
    Array.from({ length: reader.u16() }, (): [number, number] => [reader.f2dot14(), reader.f2dot14()]),
  );
}

/** User-space axis values → normalised coordinates in [-1, 1], snapped to 2.14 as font engines do. */
export function normaliseCoordinates(
  axes: VariationAxis[],
  avarMaps: [number, number][][],
  user: Readonly<Record<string, number>>,
): number[] {
  return axes.map((axis, index) => {
    const value = Math.min(axis.max, Math.max(axis.min, user[axis.tag] ?? axis.defaultValue));
    let normalised = 0;
    if (value < axis.defaultValue) normalised = (value - axis.defaultValue) / (axis.defaultValue - axis.min);
    else if (value > axis.defaultValue) normalised = (value - axis.defaultValue) / (axis.max - axis.defaultValue);
    const map = avarMaps[index] ?? [];
    for (let i = 1; i < map.length; i += 1) {
      const [fromA, toA] = map[i - 1] as [number, number];
      const [fromB, toB] = map[i] as [number, number];
      if (normalised <= fromB) {
        normalised = fromB === fromA ? toA : toA + ((normalised - fromA) * (toB - toA)) / (fromB - fromA);
        break;
      }
    }
    return Math.round(normalised * 16384) / 16384;
  });
}

/** Coverage table → glyph id → coverage index (or -1). */
export function parseCoverage(bytes: Uint8Array, offset: number): (glyphId: number) => number {
  const reader = new BinaryReader(bytes, offset);
  const format = reader.u16();
  const count = reader.u16();
  if (format === 1) {
    const glyphs = Array.from({ length: count }, () => reader.u16());
    return (glyphId) => glyphs.indexOf(glyphId);
  }
  const ranges = Array.from({ length: count }, () => ({ start: reader.u16(), end: reader.u16(), index: reader.u16() }));
  return (glyphId) => {
    const range = ranges.find((r) => glyphId >= r.start && glyphId <= r.end);
    return range ? range.index + glyphId - range.start : -1;
  };
}

/** Class definition table → glyph id → class (0 when unlisted). */
export function parseClassDef(bytes: Uint8Array, offset: number): (glyphId: number) => number {
  const reader = new BinaryReader(bytes, offset);
  const format = reader.u16();
  if (format === 1) {
    const start = reader.u16();
    const classes = Array.from({ length: reader.u16() }, () => reader.u16());
    return (glyphId) => classes[glyphId - start] ?? 0;
  }
  const ranges = Array.from({ length: reader.u16() }, () => ({ start: reader.u16(), end: reader.u16(), cls: reader.u16() }));
  return (glyphId) => ranges.find((r) => glyphId >= r.start && glyphId <= r.end)?.cls ?? 0;
}
