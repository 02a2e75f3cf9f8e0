import { spawn } from "node:child_process";

/*
 * Shared by every tool that starts servers or browsers in process groups of their own: the bench,
 * the load test and the end-to-end suite's second servers. None of them depends on another for it.
 */

/**
 * Plain JavaScript for a separate `node -e` process: argv holds the owner's pid and the process group to
 * guard. It exits by itself once the group is gone, and kills the group once the owner is gone.
 */
const WATCHDOG_SOURCE = `
const [ownerPid, groupPid] = process.argv.slice(1).map(Number);
const alive = (pid) => {
  try { process.kill(pid, 0); return true; } catch (error) { return error.code === "EPERM"; }
};
setInterval(() => {
  if (!alive(-groupPid)) process.exit(0);
  if (!alive(ownerPid)) {
    try { process.kill(-groupPid, "SIGKILL"); } catch {}
    process.exit(0);
  }
}, 500);
`;

/**
 * Kills the process group `groupPid` within half a second of this process dying, however it dies.
 * tsx relays Ctrl-C to a script and SIGKILLs it if it has not answered within about 60 ms (the usual
 * case while Lighthouse is crunching a trace), and Playwright kills a worker whose test timed out
 * before that test's cleanup runs; either way no signal or "exit" handler runs, and `next start` or
 * Chrome would be left holding the port and memory. A detached watchdog per group outlives that kill.
 */
export function killGroupWhenOwnerDies(groupPid: number): void {
  const watchdog = spawn(process.execPath, ["-e", WATCHDOG_SOURCE, String(process.pid), String(groupPid)], {
    detached: true,
    stdio: "ignore",
  });
  watchdog.unref();
}
