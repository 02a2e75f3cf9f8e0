import { spawn } from "node:child_process";

/**
 * Plain JavaScript for a separate `node -e` process: argv holds the bench's pid and the process group to
 * guard. It exits by itself once the group is gone, and kills the group once the bench is gone.
 */
const WATCHDOG_SOURCE = `
const [benchPid, groupPid] = process.argv.slice(1).map(Number);
const alive = (pid) => {
  try { process.kill(pid, 0); return true; } catch (error) { return error.code === "EPERM"; }
};
setInterval(() => {
  if (!alive(-groupPid)) process.exit(0);
  if (!alive(benchPid)) {
    try { process.kill(-groupPid, "SIGKILL"); } catch {}
    process.exit(0);
  }
}, 500);
`;

/**
 * tsx relays Ctrl-C to the script and SIGKILLs it if it has not answered within about 60 ms, which is
 * the usual case while Lighthouse is crunching a trace; then no signal or "exit" handler runs, and
 * `next start` and Chrome would be left holding the port and memory. A detached watchdog per process
 * group outlives that kill and cleans up within half a second.
 */
export function killGroupWhenBenchDies(groupPid: number): void {
  const watchdog = spawn(process.execPath, ["-e", WATCHDOG_SOURCE, String(process.pid), String(groupPid)], {
    detached: true,
    stdio: "ignore",
  });
  watchdog.unref();
}
