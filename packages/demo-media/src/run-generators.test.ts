import { describe, expect, it } from "vitest";
import type { MediaGenerator } from "./generator";
import { MANIFEST_PATH, type MediaManifest } from "./manifest";
import { runGenerators, staleReason, type RunnerIo } from "./run-generators";

function memoryIo(
  existing: string[] = [],
  fingerprints: Record<string, string> = {},
  installed: string[] = ["ffmpeg"],
) {
  const files = new Map<string, Uint8Array | string>(existing.map((path) => [path, "old"]));
  const lines: string[] = [];
  const writes: string[] = [];
  const described: string[] = [];
  const io: RunnerIo = {
    exists: (path) => files.has(path),
    read: (path) => files.get(path)?.toString(),
    write: (path, contents) => {
      writes.push(path);
      files.set(path, contents);
    },
    fingerprint: (generator) => fingerprints[generator.name] ?? `${generator.name}-v1`,
    describe: async (path) => {
      described.push(path);
      const contents = String(files.get(path));
      return { bytes: contents.length, hash: `hash of ${contents}` };
    },
    hasCommand: (command) => installed.includes(command),
    log: (line) => void lines.push(line),
    now: () => 0,
  };
  const recorded = () => JSON.parse(String(files.get(MANIFEST_PATH))) as MediaManifest;
  const manifest = () => recorded().generators;
  const record = (generators: Record<string, string>) =>
    files.set(MANIFEST_PATH, JSON.stringify({ generators, files: {} }));
  return { io, files, lines, writes, described, manifest, recorded, record };
}

function generator(name: string, outputs: string[], produce: string[] = outputs): MediaGenerator & { runs: number } {
  const result = {
    name,
    module: `file:///generators/${name}.ts`,
    outputs,
    runs: 0,
    async generate() {
      result.runs += 1;
      if (name.startsWith("broken")) throw new Error("design error");
      return new Map(produce.map((path) => [path, `${name}:${path}`]));
    },
  };
  return result;
}

describe("staleReason", () => {
  const fresh = { force: false, fingerprint: "abc", recorded: "abc", missing: [] };

  it("leaves a generator alone when its outputs exist and its fingerprint matches the record", () => {
    expect(staleReason(fresh)).toBeNull();
  });

  it("runs it when forced, when an output is missing, when nothing is recorded, or when its inputs changed", () => {
    expect(staleReason({ ...fresh, force: true })).toBe("forced");
    expect(staleReason({ ...fresh, missing: ["a.svg"] })).toBe("a.svg missing");
    expect(staleReason({ ...fresh, missing: ["a.svg", "b.svg"] })).toBe("2 outputs missing");
    expect(staleReason({ ...fresh, recorded: undefined })).toBe("no fingerprint recorded");
    expect(staleReason({ ...fresh, fingerprint: "abd" })).toBe("inputs changed");
  });
});

describe("staleReason for committed outputs", () => {
  const ffmpeg = { command: "ffmpeg", install: "apt-get install -y ffmpeg" };
  const fresh = { force: false, fingerprint: "abc", recorded: "abc", missing: [], committed: true };

  it("keeps committed outputs that all exist, with no manifest (a fresh clone) or changed inputs", () => {
    expect(staleReason({ ...fresh, recorded: undefined })).toBeNull();
    expect(staleReason({ ...fresh, fingerprint: "abd" })).toBeNull();
    expect(staleReason({ ...fresh, recorded: undefined, missingTools: [ffmpeg] })).toBeNull();
  });

  it("remakes them when forced or when one is missing, if the tools are installed", () => {
    expect(staleReason({ ...fresh, force: true })).toBe("forced");
    expect(staleReason({ ...fresh, missing: ["public/media/reel.mp4"] })).toBe("public/media/reel.mp4 missing");
  });

  it("does nothing when forced without the tools, and fails saying how to install them when an output is missing", () => {
    expect(staleReason({ ...fresh, force: true, missingTools: [ffmpeg] })).toBeNull();
    expect(() => staleReason({ ...fresh, missing: ["public/media/reel.mp4"], missingTools: [ffmpeg] })).toThrow(
      "public/media/reel.mp4 missing, and making it needs ffmpeg, which is not installed; install ffmpeg: apt-get install -y ffmpeg",
    );
  });

  it("also stops an ordinary generator that must run without its tools", () => {
    expect(() => staleReason({ ...fresh, committed: false, recorded: undefined, missingTools: [ffmpeg] })).toThrow(
      /install ffmpeg/,
    );
    expect(staleReason({ ...fresh, committed: false, missingTools: [ffmpeg] })).toBeNull();
  });
});

describe("runGenerators", () => {
  it("runs every generator when there is no manifest, then records their fingerprints", async () => {
    const brand = generator("brand", ["a.svg"]);
    const { io, files, lines, manifest } = memoryIo(["a.svg"]);
    const results = await runGenerators([brand], { force: false }, io);
    expect(results.map((r) => r.status)).toEqual(["generated"]);
    expect(files.get("a.svg")).toBe("brand:a.svg");
    expect(manifest()).toEqual({ brand: "brand-v1" });
    expect(lines[0]).toMatch(/brand\s+generated\s+\(1 files, 0 ms; no fingerprint recorded\)/);
    expect(lines[1]).toMatch(/^media: 1 generators in 0.00 s$/);
  });

  it("skips generators whose outputs exist and whose fingerprint is unchanged, writing nothing", async () => {
    const done = generator("done", ["a.svg", "b.svg"]);
    const { io, writes, lines } = memoryIo(["a.svg", "b.svg"]);
    await runGenerators([done], { force: false }, io);
    writes.length = 0;
    const results = await runGenerators([done], { force: false }, io);
    expect(results).toEqual([{ name: "done", status: "up to date", files: 2 }]);
    expect(done.runs).toBe(1);
    expect(writes).toEqual([]);
    expect(lines.at(-2)).toMatch(/done\s+up to date\s+\(2 files\)/);
  });

  it("regenerates only the generator whose inputs changed or whose outputs went missing", async () => {
    const brand = generator("brand", ["a.svg"]);
    const icons = generator("icons", ["b.png"]);
    const social = generator("social", ["c.png"]);
    const fingerprints = { brand: "brand-v1", icons: "icons-v1", social: "social-v1" };
    const { io, files, manifest, lines } = memoryIo([], fingerprints);
    await runGenerators([brand, icons, social], { force: false }, io);
    fingerprints.icons = "icons-v2";
    files.delete("c.png");
    await runGenerators([brand, icons, social], { force: false }, io);
    expect([brand.runs, icons.runs, social.runs]).toEqual([1, 2, 2]);
    expect(lines.slice(-4, -1).map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      "brand up to date (1 files)",
      "icons generated (1 files, 0 ms; inputs changed)",
      "social generated (1 files, 0 ms; c.png missing)",
    ]);
    expect(manifest()).toEqual({ brand: "brand-v1", icons: "icons-v2", social: "social-v1" });
  });

  it("regenerates everything with force", async () => {
    const done = generator("done", ["a.svg"]);
    const { io, files, record } = memoryIo(["a.svg"]);
    record({ done: "done-v1" });
    await runGenerators([done], { force: true }, io);
    expect(done.runs).toBe(1);
    expect(files.get("a.svg")).toBe("done:a.svg");
  });

  it("runs only the named generators with `only`, keeping the others' records", async () => {
    const first = generator("first", ["a.svg"]);
    const second = generator("second", ["b.svg"]);
    const { io, manifest, record } = memoryIo(["a.svg", "b.svg"]);
    record({ first: "first-v1", second: "second-v0" });
    await runGenerators([first, second], { force: true, only: new Set(["first"]) }, io);
    expect([first.runs, second.runs]).toEqual([1, 0]);
    expect(manifest()).toEqual({ first: "first-v1", second: "second-v0" });
  });

  it("treats a corrupt manifest as none, and drops records of generators that no longer exist", async () => {
    const done = generator("done", ["a.svg"]);
    const { io, files, manifest, record } = memoryIo(["a.svg"]);
    files.set(MANIFEST_PATH, "{not json");
    await runGenerators([done], { force: false }, io);
    expect(done.runs).toBe(1);
    record({ done: "done-v1", retired: "x" });
    await runGenerators([done], { force: false }, io);
    expect(done.runs).toBe(1);
    expect(manifest()).toEqual({ done: "done-v1" });
  });

  it("lists every output it wrote in the manifest, and drops outputs no generator declares any more", async () => {
    const brand = generator("brand", ["a.svg", "b.svg"]);
    const { io, files, recorded } = memoryIo();
    await runGenerators([brand], { force: false }, io);
    expect(recorded().files).toEqual({
      "a.svg": { bytes: 11, hash: "hash of brand:a.svg" },
      "b.svg": { bytes: 11, hash: "hash of brand:b.svg" },
    });
    const text = String(files.get(MANIFEST_PATH));
    await runGenerators([generator("brand", ["a.svg"])], { force: false }, io);
    expect(Object.keys(recorded().files)).toEqual(["a.svg"]);
    expect(String(files.get(MANIFEST_PATH))).not.toBe(text);
  });

  it("describes an up-to-date output the manifest lacks, and every committed output on each run", async () => {
    const done = generator("done", ["a.svg"]);
    const reel = { ...generator("reel", ["public/media/reel.mp4"]), committed: true };
    const { io, described, record, recorded } = memoryIo(["a.svg", "public/media/reel.mp4"]);
    record({ done: "done-v1", reel: "reel-v1" });
    await runGenerators([done, reel], { force: false }, io);
    expect([done.runs, reel.runs]).toEqual([0, 0]);
    expect(described).toEqual(["a.svg", "public/media/reel.mp4"]);
    expect(recorded().files["public/media/reel.mp4"]).toEqual({ bytes: 3, hash: "hash of old" });
    described.length = 0;
    await runGenerators([done, reel], { force: false }, io);
    expect(described).toEqual(["public/media/reel.mp4"]);
  });

  it("keeps the records of generators that finished when a later one fails", async () => {
    const first = generator("first", ["a.svg"]);
    const broken = generator("broken", ["b.svg"]);
    const { io, manifest } = memoryIo();
    await expect(runGenerators([first, broken], { force: false }, io)).rejects.toThrow(/design error/);
    expect(manifest()).toEqual({ first: "first-v1" });
  });

  it("leaves committed outputs of a fresh clone alone, and says so", async () => {
    const reel = {
      ...generator("reel", ["public/media/reel.mp4"]),
      committed: true,
      requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
    };
    const { io, lines, writes } = memoryIo(["public/media/reel.mp4"], {}, []);
    const results = await runGenerators([reel], { force: true }, io);
    expect(results).toEqual([{ name: "reel", status: "up to date", files: 1 }]);
    expect(reel.runs).toBe(0);
    expect(writes).toEqual([MANIFEST_PATH]);
    expect(lines[0]).toMatch(/reel\s+up to date\s+\(1 files; committed; kept as they are, ffmpeg not installed\)/);
  });

  it("remakes a missing committed output, or fails with the install command when the tool is missing", async () => {
    const reel = {
      ...generator("reel", ["public/media/reel.mp4"]),
      committed: true,
      requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
    };
    const withTool = memoryIo();
    await runGenerators([reel], { force: false }, withTool.io);
    expect(withTool.files.get("public/media/reel.mp4")).toBe("reel:public/media/reel.mp4");
    await expect(runGenerators([reel], { force: false }, memoryIo([], {}, []).io)).rejects.toThrow(
      /"reel": public\/media\/reel.mp4 missing, .*install ffmpeg: apt-get install -y ffmpeg/,
    );
  });

  it("refuses a generator that writes something other than what it declared", async () => {
    const liar = generator("liar", ["a.svg"], ["b.svg"]);
    await expect(runGenerators([liar], { force: false }, memoryIo().io)).rejects.toThrow(/declared/);
  });

  it("refuses two generators claiming one file, or sharing a name", async () => {
    await expect(
      runGenerators([generator("x", ["a"]), generator("y", ["a"])], { force: false }, memoryIo().io),
    ).rejects.toThrow(/claimed by both/);
    await expect(
      runGenerators([generator("x", ["a"]), generator("x", ["b"])], { force: false }, memoryIo().io),
    ).rejects.toThrow(/named "x"/);
  });
});
