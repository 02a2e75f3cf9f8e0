// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { MediaGenerator } from "./generator";
import { runGenerators, type RunnerIo } from "./run-generators";

function memoryIo(existing: string[] = []) {
  const files = new Map<string, Uint8Array | string>(existing.map((path) => [path, "old"]));
  const lines: string[] = [];
  const io: RunnerIo = {
    exists: (path) => files.has(path),
    write: (path, contents) => void files.set(path, contents),
    log: (line) => void lines.push(line),
    now: () => 0,
  };
  return { io, files, lines };
}

function generator(name: string, outputs: string[], produce: string[] = outputs): MediaGenerator & { runs: number } {
  const result = {
    name,
    outputs,
    runs: 0,
    async generate() {
      result.runs += 1;
      return new Map(produce.map((path) => [path, `${name}:${path}`]));
    },
  };
  return result;
}

describe("runGenerators", () => {
  it("generates missing outputs and skips generators whose outputs all exist", async () => {
    const done = generator("done", ["a.svg", "b.svg"]);
    const partial = generator("partial", ["c.png", "d.png"]);
    const { io, files, lines } = memoryIo(["a.svg", "b.svg", "c.png"]);
    const results = await runGenerators([done, partial], { force: false }, io);
    expect(results.map((r) => r.status)).toEqual(["up to date", "generated"]);
    expect(done.runs).toBe(0);
    expect(files.get("c.png")).toBe("partial:c.png");
    expect(files.get("a.svg")).toBe("old");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/done\s+up to date/);
    expect(lines[1]).toMatch(/partial\s+generated/);
    expect(lines[2]).toMatch(/^media: 2 generators in 0.00 s$/);
  });

  it("regenerates everything with force", async () => {
    const done = generator("done", ["a.svg"]);
    const { io, files } = memoryIo(["a.svg"]);
    await runGenerators([done], { force: true }, io);
    expect(done.runs).toBe(1);
    expect(files.get("a.svg")).toBe("done:a.svg");
  });

  it("refuses a generator that writes something other than what it declared", async () => {
    const liar = generator("liar", ["a.svg"], ["b.svg"]);
    await expect(runGenerators([liar], { force: false }, memoryIo().io)).rejects.toThrow(/declared/);
  });

  it("refuses two generators claiming one file, or sharing a name", async () => {
    await expect(runGenerators([generator("x", ["a"]), generator("y", ["a"])], { force: false }, memoryIo().io)).rejects.toThrow(/claimed by both/);
    await expect(runGenerators([generator("x", ["a"]), generator("x", ["b"])], { force: false }, memoryIo().io)).rejects.toThrow(/named "x"/);
  });
});
