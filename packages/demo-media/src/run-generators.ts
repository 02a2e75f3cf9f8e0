import type { MediaGenerator, RequiredTool } from "./generator";
import { formatManifest, MANIFEST_PATH, parseManifest, type MediaManifest, type OutputFile } from "./manifest";

export interface RunnerIo {
  exists(path: string): boolean;
  /** A file's text, or undefined when it does not exist. */
  read(path: string): string | undefined;
  write(path: string, contents: Uint8Array | string): void;
  /** Hash of everything the generator's outputs depend on (see fingerprint.ts). */
  fingerprint(generator: MediaGenerator): string;
  /** An output's manifest entry, from the file as written. */
  describe(path: string): Promise<OutputFile>;
  /** Whether a program can be run, for generators that declare `requires`. */
  hasCommand(command: string): boolean;
  log(line: string): void;
  now(): number;
}

export interface GeneratorResult {
  name: string;
  status: "generated" | "up to date";
  files: number;
}

/**
 * Why a generator must run, or null when its outputs are up to date. Pure, so it can be tested alone.
 * Throws when it must run but a program it needs is missing, saying how to install it.
 */
export function staleReason({
  force,
  fingerprint,
  recorded,
  missing,
  committed = false,
  missingTools = [],
}: {
  force: boolean;
  fingerprint: string;
  /** The fingerprint the manifest holds for this generator, if any. */
  recorded: string | undefined;
  /** Declared outputs that do not exist. */
  missing: readonly string[];
  /** Outputs committed to git: present means up to date (see MediaGenerator.committed). */
  committed?: boolean;
  /** Required programs that are not installed. */
  missingTools?: readonly RequiredTool[];
}): string | null {
  // Committed outputs that all exist are kept: a fresh clone has no manifest to compare with, and
  // even `--force` cannot remake them on a machine without the tools, so it leaves them alone there.
  if (committed && missing.length === 0 && (!force || missingTools.length > 0)) return null;
  let reason: string | null = null;
  if (force) reason = "forced";
  else if (missing.length > 0)
    reason = missing.length === 1 ? `${missing[0]} missing` : `${missing.length} outputs missing`;
  else if (recorded === undefined) reason = "no fingerprint recorded";
  else if (recorded !== fingerprint) reason = "inputs changed";
  if (reason !== null && missingTools.length > 0) {
    const install = missingTools.map((tool) => `install ${tool.command}: ${tool.install}`).join("; ");
    throw new Error(
      `${reason}, and making it needs ${missingTools.map((tool) => tool.command).join(" and ")}, which is not installed; ${install}`,
    );
  }
  return reason;
}

/**
 * Runs each generator whose outputs are missing or whose fingerprint differs from the one recorded
 * when they were made (or every one with `force`), in order, and records the new fingerprints and
 * every output in the manifest. Committed outputs that all exist are left alone unless forced (see
 * staleReason); they are described again on every run, since a checkout may have replaced them.
 */
export async function runGenerators(
  generators: readonly MediaGenerator[],
  {
    force,
    only,
  }: {
    force: boolean;
    /** Names of the generators to consider; the others are skipped and their manifest entries kept. */ only?: ReadonlySet<string>;
  },
  io: RunnerIo,
): Promise<GeneratorResult[]> {
  const started = io.now();
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const generator of generators) {
    if (names.has(generator.name)) throw new Error(`Two media generators are named "${generator.name}"`);
    names.add(generator.name);
    for (const output of generator.outputs) {
      const owner = owners.get(output);
      if (owner) throw new Error(`${output} is claimed by both "${owner}" and "${generator.name}"`);
      owners.set(output, generator.name);
    }
  }

  const recorded = parseManifest(io.read(MANIFEST_PATH));
  // Entries of generators and outputs that no longer exist are dropped; the others are updated as each one runs.
  const manifest: MediaManifest = {
    generators: Object.fromEntries(Object.entries(recorded.generators).filter(([name]) => names.has(name))),
    files: Object.fromEntries(Object.entries(recorded.files).filter(([path]) => owners.has(path))),
  };
  const saveManifest = () => {
    const text = formatManifest(manifest);
    if (io.read(MANIFEST_PATH) !== text) io.write(MANIFEST_PATH, text);
  };
  const describe = async (outputs: readonly string[]) => {
    for (const output of outputs) manifest.files[output] = await io.describe(output);
  };
  const width = Math.max(...generators.map((g) => g.name.length));
  const results: GeneratorResult[] = [];
  for (const generator of generators) {
    const label = generator.name.padEnd(width);
    if (only && !only.has(generator.name)) continue;
    const fingerprint = io.fingerprint(generator);
    const missing = generator.outputs.filter((output) => !io.exists(output));
    const missingTools = (generator.requires ?? []).filter((tool) => !io.hasCommand(tool.command));
    let reason: string | null;
    try {
      reason = staleReason({
        force,
        fingerprint,
        recorded: recorded.generators[generator.name],
        missing,
        committed: generator.committed,
        missingTools,
      });
    } catch (error) {
      throw new Error(`Media generator "${generator.name}": ${(error as Error).message}`, { cause: error });
    }
    if (reason === null) {
      const notes = [`${generator.outputs.length} files`];
      if (generator.committed) {
        if (missingTools.length > 0)
          notes.push(
            `committed; kept as they are, ${missingTools.map((tool) => tool.command).join(" and ")} not installed`,
          );
        else if (
          recorded.generators[generator.name] !== undefined &&
          recorded.generators[generator.name] !== fingerprint
        )
          notes.push("committed; inputs changed, --force remakes them");
        else notes.push("committed");
      }
      await describe(
        generator.committed ? generator.outputs : generator.outputs.filter((output) => !manifest.files[output]),
      );
      io.log(`  ${label}  up to date  (${notes.join("; ")})`);
      results.push({ name: generator.name, status: "up to date", files: generator.outputs.length });
      continue;
    }
    const begun = io.now();
    const files = await generator.generate();
    const declared = [...generator.outputs].sort();
    const produced = [...files.keys()].sort();
    if (declared.join("\n") !== produced.join("\n")) {
      throw new Error(
        `Generator "${generator.name}" produced [${produced.join(", ")}] but declared [${declared.join(", ")}]`,
      );
    }
    for (const output of generator.outputs) io.write(output, files.get(output) as Uint8Array | string);
    // Recorded as soon as the outputs are written, so that a later generator's failure keeps this record.
    await describe(generator.outputs);
    manifest.generators[generator.name] = fingerprint;
    saveManifest();
    io.log(`  ${label}  generated   (${files.size} files, ${Math.round(io.now() - begun)} ms; ${reason})`);
    results.push({ name: generator.name, status: "generated", files: files.size });
  }
  saveManifest();
  io.log(`media: ${generators.length} generators in ${((io.now() - started) / 1000).toFixed(2)} s`);
  return results;
}
