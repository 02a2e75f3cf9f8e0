import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest Debian Postgres's programs (`apt-get install postgresql`), or null when none is installed. */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const newest = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin/initdb")))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest ? join(root, newest, "bin") : null;
}

/** Whether a Postgres cluster of a test's own can be made here. */
export const canRunPostgres = postgresBin() !== null;

/**
 * A throwaway Postgres cluster of a test's own, on loopback, which the test may stop and start (the
 * suite's DATABASE_URL server is shared with other tests and must never be). Postgres refuses to run
 * as root, so as root its programs run as the `postgres` user, as in .ci/run.
 */
export async function startPostgresCluster(port: number) {
  const bin = postgresBin();
  if (!bin) throw new Error("No Postgres installed (apt-get install -y postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "site-postgres-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout), 0);
  const pg = (program: string, args: string[]) => {
    const command = [join(bin, program), ...args].map((arg) => `'${arg}'`).join(" ");
    return asRoot ? run("su", ["postgres", "-s", "/bin/sh", "-c", command]) : run("/bin/sh", ["-c", command]);
  };
  const data = join(dir, "data");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  await pg("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const start = () => pg("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]);
  const stop = () => pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
