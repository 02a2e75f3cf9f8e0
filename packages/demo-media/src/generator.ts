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
  /**
   * The outputs are committed to git (public/media) rather than made at build time, because they
   * need a tool a fresh machine may lack (ffmpeg). A fresh clone has them but no manifest, so they
   * count as up to date whenever they all exist, whatever the fingerprint; `--force` or a missing
   * output remakes them.
   */
  committed?: boolean;
  /** Programs generate() runs, with the command that installs each; checked before it is called. */
  requires?: readonly RequiredTool[];
  /** Builds every output. Must be deterministic: same inputs, byte-identical results. */
  generate(): Promise<ReadonlyMap<string, Uint8Array | string>>;
}

export interface RequiredTool {
  /** The executable, e.g. "ffmpeg". */
  command: string;
  /** How to install it, e.g. "apt-get install -y ffmpeg". */
  install: string;
}

/**
 * `work` over `items`, `concurrency` at a time (librsvg draws one picture per thread, and these
 * machines have two cores), as a map in the items' order whatever order they finish in.
 */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<readonly [string, Uint8Array]>,
): Promise<Map<string, Uint8Array>> {
  const results: (readonly [string, Uint8Array])[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return new Map(results);
}
