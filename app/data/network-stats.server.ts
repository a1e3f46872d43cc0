import type { CurrentEpoch, NetworkStats } from "../api/contract";
import { getChainTip } from "./chain-tip.server";
import type { Queryable } from "./queryable.server";

/**
 * spec §3 Network stats: the tip's height, and the pools, stake and
 * delegators of the current epoch's stake snapshot (epoch_stake by epoch_no).
 */
export async function getNetworkStats(db: Queryable): Promise<NetworkStats | null> {
  const tip = await getChainTip(db);
  if (!tip) return null;
  const [snapshot] = await db.query<{ activePools: number; totalActiveStake: string; totalDelegators: number }>(
    `SELECT count(DISTINCT es.pool_id)::int AS "activePools",
            coalesce(sum(es.amount), 0)::text AS "totalActiveStake",
            count(DISTINCT es.addr_id)::int AS "totalDelegators"
     FROM epoch_stake es
     WHERE es.epoch_no = $1`,
    [tip.epochNumber],
  );
  const [nextEpochStake, circulatingSupply, poolsRegisteredThisEpoch] = await Promise.all([
    getSnapshotStake(db, tip.epochNumber + 1),
    getCirculatingSupply(db),
    countPoolsRegisteredInEpoch(db, tip.epochNumber),
  ]);
  return {
    activePools: snapshot?.activePools ?? 0,
    totalActiveStake: snapshot?.totalActiveStake ?? "0",
    currentBlock: tip.height,
    totalDelegators: snapshot?.totalDelegators ?? 0,
    epochNumber: tip.epochNumber,
    nextEpochStake,
    circulatingSupply,
    poolsRegisteredThisEpoch,
  };
}

/** The total of an epoch's stake snapshot once db-sync has completed it; null before. */
async function getSnapshotStake(db: Queryable, epoch: number): Promise<string | null> {
  const [row] = await db.query<{ stake: string | null }>(
    `SELECT (SELECT sum(es.amount) FROM epoch_stake es WHERE es.epoch_no = $1)::text AS "stake"
     WHERE EXISTS (SELECT 1 FROM epoch_stake_progress p WHERE p.epoch_no = $1 AND p.completed)`,
    [epoch],
  );
  return row?.stake ?? null;
}

/**
 * Coins holders control: the UTxO and the rewards not yet withdrawn, from the
 * newest ada_pots row (db-sync writes one per epoch); null without the ledger.
 */
async function getCirculatingSupply(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ supply: string }>(
    `SELECT (ap.utxo + ap.rewards)::text AS "supply" FROM ada_pots ap ORDER BY ap.id DESC LIMIT 1`,
  );
  return row?.supply ?? null;
}

/**
 * Pools whose first registration certificate lies in the epoch: certificates
 * from the epoch's first transaction on (tx ids follow chain order), without an
 * older certificate of the same pool.
 */
async function countPoolsRegisteredInEpoch(db: Queryable, epoch: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `WITH first_tx AS (
       SELECT t.id FROM tx t
       WHERE t.block_id >= (SELECT b.id FROM block b WHERE b.epoch_no = $1 ORDER BY b.id LIMIT 1)
       ORDER BY t.block_id, t.id
       LIMIT 1
     )
     SELECT count(DISTINCT pu.hash_id)::int AS "count"
     FROM pool_update pu
     WHERE pu.registered_tx_id >= (SELECT id FROM first_tx)
       AND NOT EXISTS (
         SELECT 1 FROM pool_update older
         WHERE older.hash_id = pu.hash_id AND older.registered_tx_id < pu.registered_tx_id)`,
    [epoch],
  );
  return row?.count ?? 0;
}

/**
 * The tip's epoch and when it began: the tip's time less its slot within the
 * epoch (1-second slots), so no scan over the epoch's blocks is needed.
 */
export async function getCurrentEpoch(db: Queryable): Promise<CurrentEpoch | null> {
  const [row] = await db.query<CurrentEpoch>(
    `SELECT b.epoch_no AS "epochNumber",
            b.time - make_interval(secs => b.epoch_slot_no) AS "startTime"
     FROM block b
     WHERE b.block_no IS NOT NULL
     ORDER BY b.block_no DESC
     LIMIT 1`,
  );
  return row ?? null;
}
