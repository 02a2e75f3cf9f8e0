import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { StartupError } from "@/src/lib/server/configuration";

/**
 * The lock on a data directory: one server process at a time may open its embedded database. The
 * file names the process (its id and, on Linux, when it started, so a lock left by a crash is known
 * stale even when the id has been reused, as in a restarted container). Written here rather than
 * with a lock library: those judge staleness by a clock the holder refreshes, which would make a
 * restart right after a crash wait for the lock to age.
 */
const LOCK_FILE = "server.lock";

/** When a process started (jiffies since boot, from /proc), or "" where /proc cannot tell. */
function startedAt(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the lock's holder is a process running now (not this one: a reused id is not a holder). */
function heldByAnother(content: string): number | null {
  const [pidText = "", started = ""] = content.trim().split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  if (started && startedAt(pid) && startedAt(pid) !== started) return null;
  return pid;
}

/**
 * Takes the data directory's lock, or throws a StartupError naming the process that holds it. A
 * lock whose process is gone is taken over. Returns the release, which removes the file.
 */
export function lockDataDirectory(dataDirectory: string): () => void {
  mkdirSync(dataDirectory, { recursive: true });
  const file = join(dataDirectory, LOCK_FILE);
  const mine = `${process.pid} ${startedAt(process.pid)}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new StartupError(`Cannot lock the data directory ${dataDirectory}: ${(error as Error).message}`);
      }
    }
    let held = "";
    try {
      held = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    const holder = heldByAnother(held);
    if (holder !== null) {
      throw new StartupError(
        `Another server (process ${holder}) is using the embedded database in ${dataDirectory}: stop it, or give this one its own DATA_DIR`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(`Cannot lock the data directory ${dataDirectory}: its lock keeps changing`);
}
