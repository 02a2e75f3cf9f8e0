import { BinaryReader } from "./binary-reader";

/**
 * OpenType ItemVariationStore, shared by HVAR (advance widths) and GDEF (kerning deltas):
 * returns the interpolated delta for an (outer, inner) index at the given normalised coordinates.
 */
export function parseItemVariationStore(
  bytes: Uint8Array,
  offset: number,
): (outer: number, inner: number, coords: readonly number[]) => number {
  const reader = new BinaryReader(bytes, offset);
  reader.u16();
  const regionListOffset = reader.u32();
  const dataCount = reader.u16();
  const dataOffsets = Array.from({ length: dataCount }, () => reader.u32());

  const regionReader = new BinaryReader(bytes, offset + regionListOffset);
  const axisCount = regionReader.u16();
  const regionCount = regionReader.u16();
  const regions = Array.from({ length: regionCount }, () =>
    Array.from({ length: axisCount }, () => ({ start: regionReader.f2dot14(), peak: regionReader.f2dot14(), end: regionReader.f2dot14() })),
  );

  const data = dataOffsets.map((dataOffset) => {
    const r = new BinaryReader(bytes, offset + dataOffset);
    const itemCount = r.u16();
    const wordDeltaCount = r.u16();
    const regionIndexCount = r.u16();
    const regionIndexes = Array.from({ length: regionIndexCount }, () => r.u16());
    const longWords = (wordDeltaCount & 0x8000) !== 0;
    const wordCount = wordDeltaCount & 0x7fff;
    const rows = Array.from({ length: itemCount }, () =>
      regionIndexes.map((_, column) => {
        if (column < wordCount) return longWords ? r.i32() : r.i16();
        return longWords ? r.i16() : r.i8();
      }),
    );
    return { regionIndexes, rows };
  });

  return (outer, inner, coords) => {
    const set = data[outer];
    const row = set?.rows[inner];
    if (!set || !row) return 0;
    let total = 0;
    set.regionIndexes.forEach((regionIndex, column) => {
      const region = regions[regionIndex];
      if (!region) return;
      total += (row[column] ?? 0) * regionScalar(region, coords);
    });
    return total;
  };
}

export interface AxisRegion {
  start: number;
  peak: number;
  end: number;
}

/** How strongly a variation region applies at the given coordinates (the spec's scalar algorithm). */
export function regionScalar(region: readonly AxisRegion[], coords: readonly number[]): number {
  let scalar = 1;
  region.forEach(({ start, peak, end }, axis) => {
    const coord = coords[axis] ?? 0;
    if (peak === 0 || start > peak || peak > end || (start < 0 && end > 0) || coord === peak) return;
    if (coord <= start || coord >= end) {
      scalar = 0;
    } else if (coord < peak) {
      scalar *= (coord - start) / (peak - start);
    } else {
      scalar *= (end - coord) / (end - peak);
    }
  });
  return scalar;
}
