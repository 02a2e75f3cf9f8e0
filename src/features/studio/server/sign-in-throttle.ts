import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { signInFailures } from "@/src/db/schema";
import {
  FIRST_SIGN_IN_WAIT_SECONDS,
  FREE_SIGN_IN_ATTEMPTS,
  LONGEST_SIGN_IN_WAIT_SECONDS,
  SIGN_IN_FAILURES_FORGOTTEN_MS,
} from "../constants";

export type SignInAttempt = { allowed: true } | { allowed: false; waitSeconds: number };

/**
 * Claims one sign-in attempt for an address, in a single statement that both decides and counts:
 * the attempt is counted as a failure before the password is even compared (a right one clears
 * the count), so parallel guesses queue on the address's row and only the free ones get through.
 * After FREE_SIGN_IN_ATTEMPTS each attempt waits FIRST_SIGN_IN_WAIT_SECONDS after the last one,
 * doubling with each further failure up to LONGEST_SIGN_IN_WAIT_SECONDS. The same statement prunes
 * rows of addresses quiet for SIGN_IN_FAILURES_FORGOTTEN_MS, and restarts an address's count after
 * such a quiet spell.
 *
 * Only this address is counted: nobody elsewhere can slow the studio down.
 */
export async function claimSignInAttempt(db: Database, address: string, now = new Date()): Promise<SignInAttempt> {
  const at = now.toISOString();
  const forgottenBefore = new Date(now.getTime() - SIGN_IN_FAILURES_FORGOTTEN_MS).toISOString();
  const waitAfter = (failures: typeof signInFailures.failures) =>
    sql`least(${LONGEST_SIGN_IN_WAIT_SECONDS}::float8, ${FIRST_SIGN_IN_WAIT_SECONDS}::float8 * power(2::float8, ${failures} - ${FREE_SIGN_IN_ATTEMPTS}::int)) * interval '1 second'`;
  const result = await db.execute(sql`
    with pruned as (
      delete from ${signInFailures}
      where ${signInFailures.lastFailureAt} < ${forgottenBefore}::timestamptz and ${signInFailures.address} <> ${address}
    ),
    attempt as (
      insert into ${signInFailures} (address, failures, last_failure_at)
      values (${address}, 1, ${at}::timestamptz)
      on conflict (address) do update set
        failures = case when ${signInFailures.lastFailureAt} < ${forgottenBefore}::timestamptz then 1
                        else ${signInFailures.failures} + 1 end,
        last_failure_at = ${at}::timestamptz
      where ${signInFailures.lastFailureAt} < ${forgottenBefore}::timestamptz
         or ${signInFailures.failures} < ${FREE_SIGN_IN_ATTEMPTS}::int
         or ${signInFailures.lastFailureAt} + ${waitAfter(signInFailures.failures)} <= ${at}::timestamptz
      returning failures
    )
    select
      (select failures from attempt) as counted,
      (select extract(epoch from ${signInFailures.lastFailureAt} + ${waitAfter(signInFailures.failures)} - ${at}::timestamptz)::float8
         from ${signInFailures} where ${signInFailures.address} = ${address}) as wait
  `);
  const [row] = (result as unknown as { rows: { counted: number | null; wait: number | null }[] }).rows;
  if (row?.counted != null) return { allowed: true };
  return { allowed: false, waitSeconds: Math.max(1, Math.ceil(row?.wait ?? 1)) };
}

/** A right password: the address starts afresh. */
export async function clearSignInFailures(db: Database, address: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.address, address));
}
