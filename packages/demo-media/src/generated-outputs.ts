import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST_PATH, parseManifest, type OutputFile } from "./manifest";
import { projectRoot } from "./paths";

/**
 * For the kit's tests that check what `npm run media` wrote (sizes, budgets, and that drawing again
 * gives the same bytes): a missing output fails the test, naming the command that makes it. They
 * never skip, so a run that forgot to generate cannot pass unnoticed.
 */
const missing = (path: string) =>
  new Error(`${path} is missing: the kit's tests check the generated media, so run npm run media first`);

export function generatedFile(path: string): Buffer {
  const file = join(projectRoot, path);
  if (!existsSync(file)) throw missing(path);
  return readFileSync(file);
}

/** An output's entry in the manifest. */
export function manifestEntry(path: string): OutputFile {
  const entry = parseManifest(generatedFile(MANIFEST_PATH).toString("utf8")).files[path];
  if (!entry) throw missing(`${path} in ${MANIFEST_PATH}`);
  return entry;
}

/** The mean absolute difference per channel between two raw frames of the same size (0-255). */
export function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}
