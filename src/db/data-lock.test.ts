// @vitest-environment node
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StartupError } from "@/src/lib/server/configuration";
import { lockDataDirectory } from "./data-lock";

const directory = () => mkdtempSync(join(tmpdir(), "site-lock-"));

describe("the data directory's lock", () => {
  it("is taken and given back", () => {
    const dir = directory();
    const release = lockDataDirectory(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(existsSync(join(dir, "server.lock"))).toBe(false);
  });

  it("refuses a second process with one line naming the first, and takes over once it is gone", async () => {
    const dir = directory();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => other.once("spawn", resolve));
      const stat = readFileSync(`/proc/${other.pid}/stat`, "utf8");
      const started = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
      writeFileSync(join(dir, "server.lock"), `${other.pid} ${started}`);
      expect(() => lockDataDirectory(dir)).toThrow(StartupError);
      expect(() => lockDataDirectory(dir)).toThrow(
        `Another server (process ${other.pid}) is using the embedded database in ${dir}: stop it, or give this one its own DATA_DIR`,
      );
    } finally {
      other.kill("SIGKILL");
      await new Promise((resolve) => other.once("exit", resolve));
    }
    // Its process gone (a crash), the lock is stale: taken over at once.
    const release = lockDataDirectory(dir);
    expect(readFileSync(join(dir, "server.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
    release();
  });

  it("takes over a lock whose process id now belongs to another process", () => {
    const dir = directory();
    // Process 1 runs, but did not start when this lock says: the id was reused after a restart.
    writeFileSync(join(dir, "server.lock"), "1 123");
    const release = lockDataDirectory(dir);
    release();
  });
});
