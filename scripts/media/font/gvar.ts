import { BinaryReader } from "./binary-reader";
import { regionScalar, type AxisRegion } from "./item-variation-store";

/**
 * Glyph variations (`gvar`): how each point of a glyph moves as the weight/width/optical-size
 * axes change. This is what lets the generators set Archivo at any width and weight from the one
 * variable font the site itself ships.
 */

interface TupleVariation {
  region: AxisRegion[];
  /** Point indices the deltas belong to, or null for "every point". */
  points: number[] | null;
  xDeltas: number[];
  yDeltas: number[];
}

export interface GlyphGeometry {
  /** Original coordinates, used to infer deltas for points a tuple leaves out (IUP). */
  xs: readonly number[];
  ys: readonly number[];
  /** Contour end indices; empty for composite glyphs, whose "points" are component offsets. */
  contourEnds: readonly number[];
  /** Outline points (simple glyph) or components (composite), excluding the four phantom points. */
  pointCount: number;
}

export type GlyphDeltas = (glyphId: number, geometry: GlyphGeometry, coords: readonly number[]) => { dx: number[]; dy: number[] } | null;

export function parseGvar(gvar: Uint8Array | undefined): GlyphDeltas {
  if (!gvar) return () => null;
  const reader = new BinaryReader(gvar, 4);
  const axisCount = reader.u16();
  const sharedTupleCount = reader.u16();
  const sharedTuplesOffset = reader.u32();
  const glyphCount = reader.u16();
  const flags = reader.u16();
  const dataArrayOffset = reader.u32();
  const longOffsets = (flags & 1) !== 0;
  const offsets = Array.from({ length: glyphCount + 1 }, () => (longOffsets ? reader.u32() : reader.u16() * 2));
  const shared = new BinaryReader(gvar, sharedTuplesOffset);
  const sharedTuples = Array.from({ length: sharedTupleCount }, () => Array.from({ length: axisCount }, () => shared.f2dot14()));

  const cache = new Map<number, TupleVariation[]>();
  const tuplesFor = (glyphId: number, totalPoints: number): TupleVariation[] => {
    const cached = cache.get(glyphId);
    if (cached) return cached;
    const start = offsets[glyphId] ?? 0;
    const end = offsets[glyphId + 1] ?? 0;
    const tuples = end > start ? readGlyphVariations(gvar, dataArrayOffset + start, axisCount, sharedTuples, totalPoints) : [];
    cache.set(glyphId, tuples);
    return tuples;
  };

  return (glyphId, geometry, coords) => {
    if (coords.every((c) => c === 0)) return null;
    const total = geometry.pointCount + 4;
    const tuples = tuplesFor(glyphId, total);
    if (tuples.length === 0) return null;
    const dx = new Array<number>(total).fill(0);
    const dy = new Array<number>(total).fill(0);
    for (const tuple of tuples) {
      const scalar = regionScalar(tuple.region, coords);
      if (scalar === 0) continue;
      const full = expandDeltas(tuple, geometry, total);
      for (let i = 0; i < total; i += 1) {
        dx[i] = (dx[i] ?? 0) + scalar * (full.x[i] ?? 0);
        dy[i] = (dy[i] ?? 0) + scalar * (full.y[i] ?? 0);
      }
    }
    return { dx, dy };
  };
}

function readGlyphVariations(
  gvar: Uint8Array,
  offset: number,
  axisCount: number,
  sharedTuples: number[][],
  totalPoints: number,
): TupleVariation[] {
  const reader = new BinaryReader(gvar, offset);
  const countAndFlags = reader.u16();
  const dataOffset = reader.u16();
  const count = countAndFlags & 0x0fff;
  const headers = Array.from({ length: count }, () => {
    const size = reader.u16();
    const index = reader.u16();
    const peak = index & 0x8000 ? Array.from({ length: axisCount }, () => reader.f2dot14()) : (sharedTuples[index & 0x0fff] ?? []);
    let starts: number[] | null = null;
    let ends: number[] | null = null;
    if (index & 0x4000) {
      starts = Array.from({ length: axisCount }, () => reader.f2dot14());
      ends = Array.from({ length: axisCount }, () => reader.f2dot14());
    }
    const region = peak.map((p, axis) => ({
      start: starts?.[axis] ?? Math.min(0, p),
      peak: p,
      end: ends?.[axis] ?? Math.max(0, p),
    }));
    return { size, privatePoints: (index & 0x2000) !== 0, region };
  });

  const data = new BinaryReader(gvar, offset + dataOffset);
  const sharedPoints = countAndFlags & 0x8000 ? readPackedPoints(data) : null;
  return headers.map((header) => {
    const tupleStart = data.offset;
    const points = header.privatePoints ? readPackedPoints(data) : sharedPoints;
    const n = points ? points.length : totalPoints;
    const xDeltas = readPackedDeltas(data, n);
    const yDeltas = readPackedDeltas(data, n);
    data.offset = tupleStart + header.size;
    return { region: header.region, points, xDeltas, yDeltas };
  });
}

function readPackedPoints(reader: BinaryReader): number[] | null {
  let count = reader.u8();
  if (count === 0) return null;
  if (count & 0x80) count = ((count & 0x7f) << 8) | reader.u8();
  const points: number[] = [];
  let last = 0;
  while (points.length < count) {
    const control = reader.u8();
    const run = (control & 0x7f) + 1;
    for (let i = 0; i < run && points.length < count; i += 1) {
      last += control & 0x80 ? reader.u16() : reader.u8();
      points.push(last);
    }
  }
  return points;
}

function readPackedDeltas(reader: BinaryReader, count: number): number[] {
  const deltas: number[] = [];
  while (deltas.length < count) {
    const control = reader.u8();
    const run = (control & 0x3f) + 1;
    const kind = control & 0xc0;
    for (let i = 0; i < run && deltas.length < count; i += 1) {
      if (kind === 0x80) deltas.push(0);
      else if (kind === 0x40) deltas.push(reader.i16());
      else if (kind === 0xc0) deltas.push(reader.i32());
      else deltas.push(reader.i8());
    }
  }
  return deltas;
}

function expandDeltas(tuple: TupleVariation, geometry: GlyphGeometry, total: number): { x: number[]; y: number[] } {
  if (!tuple.points) return { x: tuple.xDeltas, y: tuple.yDeltas };
  const x = new Array<number>(total).fill(0);
  const y = new Array<number>(total).fill(0);
  const touched = new Array<boolean>(total).fill(false);
  tuple.points.forEach((point, i) => {
    if (point >= total) return;
    x[point] = tuple.xDeltas[i] ?? 0;
    y[point] = tuple.yDeltas[i] ?? 0;
    touched[point] = true;
  });
  let contourStart = 0;
  for (const contourEnd of geometry.contourEnds) {
    interpolateUntouched(geometry.xs, x, touched, contourStart, contourEnd);
    interpolateUntouched(geometry.ys, y, touched, contourStart, contourEnd);
    contourStart = contourEnd + 1;
  }
  return { x, y };
}

/** Inferred deltas for the points of one contour that a tuple leaves out (the spec's IUP). */
function interpolateUntouched(coords: readonly number[], deltas: number[], touched: readonly boolean[], start: number, end: number): void {
  const touchedPoints: number[] = [];
  for (let i = start; i <= end; i += 1) if (touched[i]) touchedPoints.push(i);
  if (touchedPoints.length === 0) return;
  if (touchedPoints.length === 1) {
    const only = touchedPoints[0] as number;
    for (let i = start; i <= end; i += 1) if (!touched[i]) deltas[i] = deltas[only] ?? 0;
    return;
  }
  const length = end - start + 1;
  touchedPoints.forEach((from, k) => {
    const to = touchedPoints[(k + 1) % touchedPoints.length] as number;
    let x1 = coords[from] ?? 0;
    let x2 = coords[to] ?? 0;
    let d1 = deltas[from] ?? 0;
    let d2 = deltas[to] ?? 0;
    if (x1 > x2) {
      [x1, x2] = [x2, x1];
      [d1, d2] = [d2, d1];
    }
    for (let i = ((from - start + 1) % length) + start; i !== to; i = ((i - start + 1) % length) + start) {
      const x = coords[i] ?? 0;
      if (x1 === x2) deltas[i] = d1 === d2 ? d1 : 0;
      else if (x <= x1) deltas[i] = d1;
      else if (x >= x2) deltas[i] = d2;
      else deltas[i] = d1 + ((x - x1) * (d2 - d1)) / (x2 - x1);
    }
  });
}
