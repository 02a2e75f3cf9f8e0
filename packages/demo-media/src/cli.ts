/**
 * `npm run media [-- --force] [-- --only tour,review-posts]`: makes what is missing or out of date
 * (every set with --force; only the named ones with --only), for the site whose brief the site's
 * own script has just written (see site-data.ts).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { generators } from "./all-generators";
import { fingerprintModule } from "./fingerprint";
import { testWhenChanged } from "./kit-tests";
import type { OutputFile } from "./manifest";
import { projectRoot } from "./paths";
import { runGenerators } from "./run-generators";
import { readBrief } from "./site-data";

const PICTURE = /\.(webp|png|jpe?g|svg)$/;

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? undefined : new Set((process.argv[onlyIndex + 1] ?? "").split(","));
const unknown = [...(only ?? [])].filter((name) => !generators.some((generator) => generator.name === name));
if (unknown.length > 0) throw new Error(`--only: no media generator named ${unknown.join(", ")}`);

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const brief = readBrief();

await runGenerators(
  generators,
  { force: process.argv.includes("--force"), only },
  {
    exists: (path) => existsSync(join(projectRoot, path)),
    read: (path) => (existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path), "utf8") : undefined),
    write: (path, contents) => {
      const target = join(projectRoot, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, contents);
    },
    fingerprint: (generator) =>
      fingerprintModule(fileURLToPath(generator.module), projectRoot, (part) => {
        if (!(part in brief)) throw new Error(`${generator.name} reads the brief's "${part}", which it lacks`);
        return sha256(JSON.stringify(brief[part as keyof typeof brief]));
      }),
    describe: async (path): Promise<OutputFile> => {
      const contents = readFileSync(join(projectRoot, path));
      const entry = { bytes: contents.byteLength, hash: sha256(contents) };
      if (!PICTURE.test(path)) return entry;
      const { width, height } = await sharp(contents).metadata();
      return { ...entry, width, height };
    },
    hasCommand: (command) => spawnSync(command, ["-version"], { stdio: "ignore" }).error === undefined,
    log: (line) => console.log(line),
    now: () => performance.now(),
  },
);

// What was just made is checked now (formats, sizes, budgets, redrawn bytes), not first in `npm test`:
// nothing happens when the tests have already passed for exactly these files.
testWhenChanged(false);
