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
import { reviewPostsGenerator } from "./generators/review-posts";
import { servicesClipsGenerator } from "./generators/services-clips";
import { servicesCollageGenerator } from "./generators/services-collage";
import { shopGenerator } from "./generators/shop";
import { shopAddonsGenerator } from "./generators/shop-addons";
import { siteFontGenerator } from "./generators/site-font";
import { socialGenerator } from "./generators/social";
import { teamGenerator } from "./generators/team";
import { tourGenerator } from "./generators/tour";
import { vantaroomEnhancementsGenerator } from "./generators/vantaroom-enhancements";
import { vantaroomLogosGenerator } from "./generators/vantaroom-logos";
import { vantaroomPackagesGenerator } from "./generators/vantaroom-packages";
import { vantaroomReelGenerator } from "./generators/vantaroom-reel";
import { projectRoot } from "./paths";
import { runGenerators } from "./run-generators";

/** Every media set the site needs, in order. To add a set, write a generator and list it here. */
const generators: MediaGenerator[] = [
  siteFontGenerator,
  brandGenerator,
  clientsGenerator,
  iconsGenerator,
  shopGenerator,
  portfolioGenerator,
  servicesCollageGenerator,
  teamGenerator,
  heroReelGenerator,
  servicesClipsGenerator,
  aboutStudioGenerator,
  vantaroomReelGenerator,
  vantaroomEnhancementsGenerator,
  tourGenerator,
  shopAddonsGenerator,
  vantaroomPackagesGenerator,
  vantaroomLogosGenerator,
  reviewPostsGenerator,
  // Last: the share cards show pictures the generators above make.
  socialGenerator,
];

// `--only tour,review-posts` runs just those generators (by name), e.g. while working on one set.
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? undefined : new Set((process.argv[onlyIndex + 1] ?? "").split(","));
const unknown = [...(only ?? [])].filter((name) => !generators.some((generator) => generator.name === name));
if (unknown.length > 0) throw new Error(`--only: no media generator named ${unknown.join(", ")}`);

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
    fingerprint: (generator) => fingerprintModule(fileURLToPath(generator.module), projectRoot),
    hasCommand: (command) => spawnSync(command, ["-version"], { stdio: "ignore" }).error === undefined,
    log: (line) => console.log(line),
    now: () => performance.now(),
  },
);
