// Whether a chain database is a read-only replica, and how far behind its
// primary it replays (SSR nodes may read streaming replicas; docs/reliability.md,
// "/readyz and replica lag"). One cheap
// statement of built-in functions; no table is read.
import type { Db } from "../db/types.server";

export type ReplicaState = {
  /** A hot standby (pg_is_in_recovery()). */
  inRecovery: boolean;
  /** The session cannot write: a standby, or a database set default_transaction_read_only. */
  readOnly: boolean;
  /**
   * Seconds the standby's replay is behind: 0 when it has replayed all it has
   * received (also when the primary is idle), else the age of the last replayed
   * transaction; null on a primary, or on a standby that cannot tell yet
   * (nothing received by streaming, nothing replayed since it started).
   */
  lagSeconds: number | null;
};

const NOT_A_REPLICA: ReplicaState = { inRecovery: false, readOnly: false, lagSeconds: null };

type ReplicaRow = { in_recovery: boolean; read_only: boolean; lag_s: number | null };

export async function readReplicaState(db: Db, options: { timeoutMs?: number } = {}): Promise<ReplicaState> {
  // The embedded database is the server's own: never a replica.
  if (db.kind === "embedded") return NOT_A_REPLICA;
  const [row] = await db.query<ReplicaRow>(
    `SELECT pg_is_in_recovery() AS in_recovery,
            current_setting('transaction_read_only') = 'on' AS read_only,
            CASE
              WHEN NOT pg_is_in_recovery() THEN NULL
              WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())
            END::float8 AS lag_s`,
    [],
    options,
  );
  if (!row) return NOT_A_REPLICA;
  // A clock a little behind the primary's makes a fresh replay look like a negative age.
  const lag = row.lag_s === null ? null : Math.max(0, Number(row.lag_s));
  return { inRecovery: row.in_recovery, readOnly: row.read_only, lagSeconds: lag };
}

/** SQLSTATE 25006: a write refused by a read-only transaction (a hot standby's answer). */
export function isReadOnlyRefusal(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "25006";
}
