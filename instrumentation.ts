/**
 * Next.js calls register() once per server process, before it handles the first request. On the
 * Node.js runtime the server checks its configuration, opens and migrates the database, and takes
 * over shutdown (instrumentation-node.ts); a fault stops it there, with one line saying what.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).startUp();
}
