import "server-only";
import { MIN_STUDIO_PASSWORD_LENGTH } from "./studio-password";

/**
 * A fault that stops the server before it takes traffic. Its message is the one line the operator
 * reads (instrumentation.ts prints it and exits), so it says what is wrong and where, never a secret.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** `host:port` of a Postgres URL, for messages (never its user or password); refuses anything else. */
export function postgresTarget(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StartupError("DATABASE_URL is not a URL: give postgres://user:password@host:port/database");
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new StartupError(`DATABASE_URL must be a postgres:// URL, not ${parsed.protocol}//…`);
  }
  return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}`;
}

/**
 * How many reverse proxies in front of the server the operator vouches for (TRUST_PROXY): none
 * when unset, so forwarding headers are ignored; one with TRUST_PROXY=1.
 */
export function trustedProxies(value: string | undefined): 0 | 1 {
  const given = value?.trim() ?? "";
  if (given === "") return 0;
  if (given === "1") return 1;
  throw new StartupError(`TRUST_PROXY must be unset or 1 (one reverse proxy in front), not "${given}"`);
}

/** iron-session's minimum for the key that seals the studio's cookie. */
export const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * What an operator should know about a configuration that starts but carries a risk: one line
 * each, logged at start-up.
 */
export function configurationWarnings(env: NodeJS.ProcessEnv): string[] {
  if (trustedProxies(env.TRUST_PROXY) !== 1) return [];
  return [
    "TRUST_PROXY=1: client addresses are read from X-Forwarded-For. Make sure this port is reachable only through your proxy, or a caller can forge addresses and guess the studio password without limit.",
  ];
}

/** Checks the server's configuration; the first fault found is thrown as a StartupError. */
export function checkConfiguration(env: NodeJS.ProcessEnv): void {
  const sessionSecret = env.SESSION_SECRET?.trim();
  if (sessionSecret && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    throw new StartupError(
      `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long (it has ${sessionSecret.length}); unset, the site makes one itself`,
    );
  }
  const password = env.STUDIO_PASSWORD?.trim();
  if (password && password.length < MIN_STUDIO_PASSWORD_LENGTH) {
    throw new StartupError(
      `STUDIO_PASSWORD must be at least ${MIN_STUDIO_PASSWORD_LENGTH} characters long (it has ${password.length}): a long random password is what stops guessing from many addresses`,
    );
  }
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) postgresTarget(databaseUrl);
  trustedProxies(env.TRUST_PROXY);
  for (const name of ["INQUIRY_RETENTION_MONTHS", "INQUIRIES_PER_ADDRESS", "REVIEW_SAVES_PER_MINUTE"] as const) {
    const given = env[name]?.trim();
    if (given && !/^[1-9]\d{0,6}$/.test(given)) {
      throw new StartupError(`${name} must be a whole number of at least 1, not "${given}"`);
    }
  }
  checkMail(env);
}

/** SMTP_URL, when set, is an smtp:// or smtps:// URL and comes with MAIL_FROM, the sender's address. */
function checkMail(env: NodeJS.ProcessEnv): void {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return;
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new StartupError("SMTP_URL is not a URL: give smtp://user:password@host:port (or smtps://)");
  }
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    throw new StartupError(`SMTP_URL must be an smtp:// or smtps:// URL, not ${protocol}//…`);
  }
  if (!env.MAIL_FROM?.trim())
    throw new StartupError("SMTP_URL is set but MAIL_FROM is not: give the address mail is sent from");
}
