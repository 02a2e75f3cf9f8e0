/**
 * A media generator declares the files it owns and returns their contents; it never writes.
 * Keeping writing in one place (run-generators.ts) lets the runner decide what is up to date,
 * create folders, and check that a generator produced exactly what it declared.
 */
export interface MediaGenerator {
  /** Short name printed in the log, e.g. "clients". */
  name: string;
  /**
   * The module defining the generator: pass `import.meta.url`. Its source and everything it
   * imports form the generator's fingerprint (fingerprint.ts), so editing the design, a shared
   * helper or the data it draws from regenerates it on the next run.
   */
  module: string;
  /** Every file the generator writes, relative to the project root (forward slashes). */
  outputs: readonly string[];
  /** Builds every output. Must be deterministic: same inputs, byte-identical results. */
  generate(): Promise<ReadonlyMap<string, Uint8Array | string>>;
}
