import { mkdirSync, existsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import type { MediaGenerator } from "./generator";
import { brandGenerator } from "./generators/brand";
import { clientsGenerator } from "./generators/clients";
import { iconsGenerator } from "./generators/icons";
import { socialGenerator } from "./generators/social";
import { projectRoot } from "./paths";
import { runGenerators } from "./run-generators";

/** Every media set the site needs, in order. To add a set, write a generator and list it here. */
const generators: MediaGenerator[] = [brandGenerator, clientsGenerator, iconsGenerator, socialGenerator];

await runGenerators(generators, { force: process.argv.includes("--force") }, {
  exists: (path) => existsSync(join(projectRoot, path)),
  write: (path, contents) => {
    const target = join(projectRoot, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents);
  },
  log: (line) => console.log(line),
  now: () => performance.now(),
});
