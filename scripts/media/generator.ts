/**
 * A media generator declares the files it owns and returns their contents; it never writes.
 * Keeping writing in one place (run-generators.ts) lets the runner decide what is up to date,
 * create folders, and check that a generator produced exactly what it declared.
 */
export interface MediaGenerator {
  /** Short name printed in the log, e.g. "clients". */
  name: string;
  /** Every file the generator writes, relative to the project root (forward slashes). */
  outputs: readonly string[];
  /** Builds every output. Must be deterministic: same inputs, byte-identical results. */
  generate(): Promise<ReadonlyMap<string, Uint8Array | string>>;
}
