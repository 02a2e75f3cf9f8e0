import type { MediaGenerator } from "./generator";

export interface RunnerIo {
  exists(path: string): boolean;
  write(path: string, contents: Uint8Array | string): void;
  log(line: string): void;
  now(): number;
}

export interface GeneratorResult {
  name: string;
  status: "generated" | "up to date";
  files: number;
}

/** Runs each generator whose outputs are missing (or every one with `force`), in order. */
export async function runGenerators(
  generators: readonly MediaGenerator[],
  { force }: { force: boolean },
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

  const width = Math.max(...generators.map((g) => g.name.length));
  const results: GeneratorResult[] = [];
  for (const generator of generators) {
    const label = generator.name.padEnd(width);
    if (!force && generator.outputs.every((output) => io.exists(output))) {
      io.log(`  ${label}  up to date  (${generator.outputs.length} files)`);
      results.push({ name: generator.name, status: "up to date", files: generator.outputs.length });
      continue;
    }
    const begun = io.now();
    const files = await generator.generate();
    const declared = [...generator.outputs].sort();
    const produced = [...files.keys()].sort();
    if (declared.join("\n") !== produced.join("\n")) {
      throw new Error(`Generator "${generator.name}" produced [${produced.join(", ")}] but declared [${declared.join(", ")}]`);
    }
    for (const output of generator.outputs) io.write(output, files.get(output) as Uint8Array | string);
    io.log(`  ${label}  generated   (${files.size} files, ${Math.round(io.now() - begun)} ms)`);
    results.push({ name: generator.name, status: "generated", files: files.size });
  }
  io.log(`media: ${generators.length} generators in ${((io.now() - started) / 1000).toFixed(2)} s`);
  return results;
}
