import { closeDatabase, database } from "@/src/db/client";
import { rootCause } from "@/src/db/unavailable";
import { startMailSender } from "@/src/features/mail/server/outbox";
import { checkConfiguration, configurationWarnings, StartupError } from "@/src/lib/server/configuration";
import { drainServers, installRequestStamp } from "@/src/lib/server/node-server";
import { endSessionsIfPasswordChanged } from "@/src/lib/server/studio-session";

/** How long a shutdown waits for requests in flight (Docker allows 10 s before it kills). */
const DRAIN_MS = 8_000;

/**
 * Start-up, before the first request: the configuration is checked, every request is stamped with
 * its connection's address (src/lib/server/node-server.ts), the database is opened and migrated,
 * and sessions from before a change of STUDIO_PASSWORD are ended. Any fault stops the server with
 * one line and exit code 1, so a bad deploy fails at once instead of on its first visitor.
 */
export async function startUp(): Promise<void> {
  let stopMail: () => void;
  try {
    checkConfiguration(process.env);
    for (const warning of configurationWarnings(process.env)) console.warn(`Warning: ${warning}`);
    installRequestStamp();
    await endSessionsIfPasswordChanged(await database());
    stopMail = await startMailSender(database);
  } catch (error) {
    console.error(`Start-up failed: ${error instanceof StartupError ? error.message : rootCause(error)}`);
    process.exit(1);
  }
  takeOverShutdown(stopMail);
}

/**
 * SIGTERM (and Ctrl-C): stop taking connections and new work (route handlers answer 503 from
 * now on), stop the mail sender, answer the requests in flight, then close the database for good
 * (PGlite writes its files out; nothing can open it again) and exit 0. Next.js's own handler,
 * which this replaces, exits as soon as the server has closed, with no moment for the database;
 * nothing here uses `after()`, the one other thing it waits for.
 */
function takeOverShutdown(stopMail: () => void) {
  let stopping = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: answering the requests in flight, then closing the database`);
    try {
      stopMail();
      await drainServers(DRAIN_MS);
      await closeDatabase({ forGood: true });
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${rootCause(error)}`);
      process.exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, (received) => void shutDown(received));
  }
}
