import { BinaryReader } from "./binary-reader";
import { parseClassDef, parseCoverage } from "./otf-tables";
import { parseItemVariationStore } from "./item-variation-store";

/**
 * Pair kerning from the GPOS `kern` feature (lookup type 2, possibly behind type-9 extensions),
 * including the variable-font deltas stored in GDEF. Only the first glyph's x-advance matters
 * for horizontal Latin text, so that is all this returns.
 */
export type PairKerning = (left: number, right: number, coords: readonly number[]) => number;

type Subtable = (left: number, right: number, coords: readonly number[]) => number | null;

export function parseKerning(gpos: Uint8Array | undefined, gdef: Uint8Array | undefined): PairKerning {
  if (!gpos) return () => 0;
  const deltaFor = parseGdefVariations(gdef);
  const header = new BinaryReader(gpos, 6);
  const featureListOffset = header.u16();
  const lookupListOffset = header.u16();

  const features = new BinaryReader(gpos, featureListOffset);
  const lookupIndexes = new Set<number>();
  const featureCount = features.u16();
  for (let i = 0; i < featureCount; i += 1) {
    const tag = features.tag();
    const offset = features.u16();
    if (tag !== "kern") continue;
    const feature = new BinaryReader(gpos, featureListOffset + offset + 2);
    const count = feature.u16();
    for (let k = 0; k < count; k += 1) lookupIndexes.add(feature.u16());
  }

  const lookupList = new BinaryReader(gpos, lookupListOffset);
  const lookupOffsets = Array.from({ length: lookupList.u16() }, () => lookupListOffset + lookupList.u16());
  const lookups: Subtable[][] = [...lookupIndexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const lookupOffset = lookupOffsets[index];
      if (lookupOffset === undefined) return [];
      const lookup = new BinaryReader(gpos, lookupOffset);
      const type = lookup.u16();
      lookup.u16();
      const subtableOffsets = Array.from({ length: lookup.u16() }, () => lookupOffset + lookup.u16());
      return subtableOffsets.flatMap((offset) => {
        let subtableType = type;
        let subtableOffset = offset;
        if (type === 9) {
          const extension = new BinaryReader(gpos, offset + 2);
          subtableType = extension.u16();
          subtableOffset = offset + extension.u32();
        }
        return subtableType === 2 ? [parsePairPos(gpos, subtableOffset, deltaFor)] : [];
      });
    });

  return (left, right, coords) => {
    let total = 0;
    for (const subtables of lookups) {
      for (const subtable of subtables) {
        const value = subtable(left, right, coords);
        if (value !== null) {
          total += value;
          break;
        }
      }
    }
    return total;
  };
}

type DeltaFor = (outer: number, inner: number, coords: readonly number[]) => number;

function parseGdefVariations(gdef: Uint8Array | undefined): DeltaFor {
  if (!gdef) return () => 0;
  const reader = new BinaryReader(gdef);
  const major = reader.u16();
  const minor = reader.u16();
  if (major !== 1 || minor < 3) return () => 0;
  const storeOffset = new BinaryReader(gdef, 14).u32();
  return storeOffset ? parseItemVariationStore(gdef, storeOffset) : () => 0;
}

const VALUE_FIELDS = [0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0x80];

/** Reads a ValueRecord and returns its x-advance as a function of the variation coordinates. */
function readXAdvance(
  reader: BinaryReader,
  valueFormat: number,
  subtable: Uint8Array,
  subtableOffset: number,
  deltaFor: DeltaFor,
): (coords: readonly number[]) => number {
  let advance = 0;
  let deviceOffset = 0;
  for (const field of VALUE_FIELDS) {
    if (!(valueFormat & field)) continue;
    const value = reader.i16();
    if (field === 0x4) advance = value;
    if (field === 0x40) deviceOffset = value & 0xffff;
  }
  if (!deviceOffset) return () => advance;
  const device = new BinaryReader(subtable, subtableOffset + deviceOffset);
  const outer = device.u16();
  const inner = device.u16();
  // 0x8000 marks a VariationIndex table; older hinting device tables carry no variation data.
  if (device.u16() !== 0x8000) return () => advance;
  return (coords) => advance + deltaFor(outer, inner, coords);
}

function valueRecordSize(valueFormat: number): number {
  return VALUE_FIELDS.filter((field) => valueFormat & field).length * 2;
}

function parsePairPos(gpos: Uint8Array, offset: number, deltaFor: DeltaFor): Subtable {
  const reader = new BinaryReader(gpos, offset);
  const format = reader.u16();
  const coverage = parseCoverage(gpos, offset + reader.u16());
  const valueFormat1 = reader.u16();
  const valueFormat2 = reader.u16();

  if (format === 1) {
    const pairSetOffsets = Array.from({ length: reader.u16() }, () => offset + reader.u16());
    return (left, right, coords) => {
      const index = coverage(left);
      const pairSetOffset = pairSetOffsets[index];
      if (index < 0 || pairSetOffset === undefined) return null;
      const set = new BinaryReader(gpos, pairSetOffset);
      const count = set.u16();
      const recordSize = 2 + valueRecordSize(valueFormat1) + valueRecordSize(valueFormat2);
      for (let i = 0; i < count; i += 1) {
        const record = new BinaryReader(gpos, pairSetOffset + 2 + i * recordSize);
        if (record.u16() === right) return readXAdvance(record, valueFormat1, gpos, offset, deltaFor)(coords);
      }
      return null;
    };
  }

  const classDef1 = parseClassDef(gpos, offset + reader.u16());
  const classDef2 = parseClassDef(gpos, offset + reader.u16());
  reader.u16();
  const class2Count = reader.u16();
  const recordsStart = reader.offset;
  const recordSize = valueRecordSize(valueFormat1) + valueRecordSize(valueFormat2);
  return (left, right, coords) => {
    if (coverage(left) < 0) return null;
    const record = new BinaryReader(gpos, recordsStart + (classDef1(left) * class2Count + classDef2(right)) * recordSize);
    return readXAdvance(record, valueFormat1, gpos, offset, deltaFor)(coords);
  };
}
