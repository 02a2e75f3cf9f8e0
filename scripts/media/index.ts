import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { fingerprintModule } from "./fingerprint";
import type { MediaGenerator } from "./generator";
import { aboutStudioGenerator } from "./generators/about-studio";
import { brandGenerator } from "./generators/brand";
import { clientsGenerator } from "./generators/clients";
import { heroReelGenerator } from "./generators/hero-reel";
import { iconsGenerator } from "./generators/icons";
import { portfolioGenerator } from "./generators/portfolio";
import { servicesClipsGenerator } from "./generators/services-clips";
import { servicesCollageGenerator } from "./generators/services-collage";
import { shopGenerator } from "./generators/shop";
import { siteFontGenerator } from "./generators/site-font";
import { socialGenerator } from "./generators/social";
import { teamGenerator } from "./generators/team";
import { projectRoot } from "./paths";
import { runGenerators } from "./run-generators";

/** Every media set the site needs, in order. To add a set, write a generator and list it here. */
const generators: MediaGenerator[] = [
  siteFontGenerator,
  brandGenerator,
  clientsGenerator,
  iconsGenerator,
  socialGenerator,
  shopGenerator,
  portfolioGenerator,
  servicesCollageGenerator,
  teamGenerator,
  heroReelGenerator,
  servicesClipsGenerator,
  aboutStudioGenerator,
];

await runGenerators(
  generators,
  { force: process.argv.includes("--force") },
  {
    exists: (path) => existsSync(join(projectRoot, path)),
    read: (path) => (existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path), "utf8") : undefined),
    write: (path, contents) => {
      const target = join(projectRoot, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, contents);
    },
    fingerprint: (generator) => fingerprintModule(fileURLToPath(generator.module), projectRoot),
    hasCommand: (command) => spawnSync(command, ["-version"], { stdio: "ignore" }).error === undefined,
    log: (line) => console.log(line),
    now: () => performance.now(),
  },
);
