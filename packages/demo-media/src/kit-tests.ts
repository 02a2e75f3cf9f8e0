/**
 * The kit's tests, unless nothing they check has changed since they last passed here. What they
 * check is the kit itself (every file of this package), the brief it drew from, the lockfile (the
 * versions of sharp, fontkit, …) and what it generated (the manifest, and each output there and its
 * size). A fresh clone, an edited design, new content or a regenerated set all run them; a change to
 * the product alone does not.
 *
 * Generation (`npm run media`, and so every build) runs them right after it has written anything, so
 * a set is checked when it is made; `npm run test:media` (in the site's `npm test`) runs them when
 * they have not passed since. `--force` runs them regardless; so does `npx vitest run --project media`.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MANIFEST_PATH, parseManifest } from "./manifest";
import { briefFile, projectRoot, stateDir } from "./paths";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const record = join(stateDir, "tests-passed");

function fingerprint(): string {
  const hash = createHash("sha256");
  const kitFiles = readdirSync(packageDir, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.split(/[\\/]/).includes("node_modules") && statSync(join(packageDir, file)).isFile())
    .sort();
  for (const file of kitFiles) hash.update(`${file}\n`).update(readFileSync(join(packageDir, file)));
  const manifestFile = join(projectRoot, MANIFEST_PATH);
  for (const file of [briefFile, join(projectRoot, "package-lock.json"), manifestFile])
    hash.update(existsSync(file) ? readFileSync(file) : `${file} missing`);
  const manifest = parseManifest(existsSync(manifestFile) ? readFileSync(manifestFile, "utf8") : undefined);
  for (const output of Object.keys(manifest.files).sort()) {
    const file = join(projectRoot, output);
    hash.update(`${output} ${existsSync(file) ? statSync(file).size : "missing"}\n`);
  }
  return hash.digest("hex");
}

/** Runs the kit's tests unless they passed for exactly what is here now; exits the process if they fail. */
export function testWhenChanged(force: boolean): void {
  const current = fingerprint();
  if (!force && existsSync(record) && readFileSync(record, "utf8") === current) {
    console.info(
      "media kit tests: nothing they check changed since they last passed (npm run test:media -- --force runs them)",
    );
    return;
  }
  const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
  const run = spawnSync(process.execPath, [vitest, "run"], { cwd: packageDir, stdio: "inherit" });
  if (run.status !== 0) process.exit(run.status ?? 1);
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(record, current);
}
