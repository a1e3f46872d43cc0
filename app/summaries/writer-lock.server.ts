// One summary writer per database at a time (ADR 005): every writing transaction of
// the summaries and of the address index first takes this transaction-level advisory
// lock, and gives up when another process holds it.
import type { DbTransaction } from "../db/types.server";

/** The advisory lock's key (one per database). */
export const SUMMARY_LOCK_KEY = 4_720_523_110;

/**
 * Takes the writer's lock for this transaction; false when another process holds
 * it. The transaction stays READ COMMITTED on purpose: each later statement then
 * sees what a previous writer committed before the lock was ours (a REPEATABLE READ
 * snapshot would be taken by this very statement, before the lock, and could miss
 * it).
 */
export async function takeWriterLock(tx: DbTransaction): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock($1) AS locked", [SUMMARY_LOCK_KEY]);
  return row?.locked === true;
}
