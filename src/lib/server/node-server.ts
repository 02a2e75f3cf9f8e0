import "server-only";
import { randomBytes } from "node:crypto";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { HANDLER_CSP } from "@/src/config/security-headers";
import { compressAnswer } from "./compression";

/**
 * What App Router route handlers cannot see of Node's HTTP server, made visible: the address of
 * each request's connection, and the server itself, so a shutdown can let requests finish.
 *
 * A route handler gets a web Request, with headers but no socket, and Next.js fills
 * X-Forwarded-For from the socket only when the client did not send one itself. So every request
 * is stamped, as Node hands it to Next.js, with a private header holding the socket's address and a
 * token made once per process: a client may send the header too, but it is overwritten, and one
 * that slipped in before the stamp was installed lacks the token and is not believed.
 */
const PEER_HEADER = "x-ember-peer-address";
/** Set on a request that arrived once the server had begun to shut down (with the same token). */
const LATE_HEADER = "x-ember-arrived-draining";

type State = {
  token: string;
  installed: boolean;
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  draining: boolean;
};

// On globalThis: instrumentation.ts installs the stamp and the route handlers read it, each from
// its own bundle (and so its own copy of this module).
const STATE = Symbol.for("ember-studio.node-server");
const shared = globalThis as typeof globalThis & { [STATE]?: State };

function state(): State {
  shared[STATE] ??= {
    token: randomBytes(18).toString("base64url"),
    installed: false,
    servers: new Set(),
    inFlight: new Set(),
    draining: false,
  };
  return shared[STATE];
}

/**
 * Installs the stamp on every HTTP server of this process (there is one: Next.js's, whether
 * started by `next start` or by the standalone server.js). Called once, at start-up, before
 * Next.js handles its first request. The same hook compresses every answer (compression.ts), so
 * both ways of running the site compress alike.
 */
export function installRequestStamp(): void {
  const current = state();
  if (current.installed) return;
  current.installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (refusedAsMalformed(request, response)) return true;
      stamp(this, request, response);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  };
}

/**
 * A route handler's address whose percent-encoding is malformed (`/api/reviews/%E0%A4%A`): Next.js
 * would fail decoding its params with a bare 500, so it is answered 400 here. Pages get the same
 * check in proxy.ts, which route handlers bypass (it would buffer their bodies).
 */
function refusedAsMalformed(request: IncomingMessage, response: ServerResponse): boolean {
  const path = (request.url ?? "").split("?")[0] ?? "";
  if (!/^\/(api|Guides)\//.test(path)) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    response.writeHead(400, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Content-Security-Policy": HANDLER_CSP,
      "X-Content-Type-Options": "nosniff",
    });
    response.end(JSON.stringify({ error: "The address is not validly encoded." }));
    return true;
  }
}

function stamp(server: Server, request: IncomingMessage, response: ServerResponse) {
  const current = state();
  current.servers.add(server);
  request.headers[PEER_HEADER] = `${current.token} ${request.socket.remoteAddress ?? ""}`;
  if (current.draining) request.headers[LATE_HEADER] = current.token;
  else delete request.headers[LATE_HEADER];
  current.inFlight.add(response);
  if (current.draining) response.setHeader("Connection", "close");
  compressAnswer(request, response);
  response.once("close", () => {
    current.inFlight.delete(response);
    // Once its last answer is out, a kept-alive connection is closed so the server can stop.
    if (current.draining) setImmediate(() => server.closeIdleConnections());
  });
}

/**
 * Whether a request arrived after the server began to shut down: new work, refused so the closing
 * database is not opened again (route.ts); requests that arrived before are answered.
 */
export function arrivedWhileDraining(request: unknown): boolean {
  return request instanceof Request && request.headers.get(LATE_HEADER) === state().token;
}

/** The address of the connection a request came on (a proxy's, if one is in front), or null. */
export function peerAddress(request: Request): string | null {
  const value = request.headers.get(PEER_HEADER);
  const space = value?.indexOf(" ") ?? -1;
  if (!value || space < 0 || value.slice(0, space) !== state().token) return null;
  return value.slice(space + 1) || null;
}

/**
 * Stops taking connections and waits for the requests in flight to be answered (each connection
 * closes after its last answer), at most `deadlineMs`; then closes whatever is left.
 */
export async function drainServers(deadlineMs: number): Promise<void> {
  const current = state();
  current.draining = true;
  for (const response of current.inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  const closed = [...current.servers].map(
    (server) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), deadlineMs);
  });
  const outcome = await Promise.race([Promise.all(closed), deadline]);
  clearTimeout(timer);
  if (outcome === "late") {
    console.error(`Shutdown: ${current.inFlight.size} request(s) still running after ${deadlineMs} ms were cut off`);
    for (const server of current.servers) server.closeAllConnections();
  }
}
