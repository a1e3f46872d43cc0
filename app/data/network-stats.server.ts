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
  return {
    activePools: snapshot?.activePools ?? 0,
    totalActiveStake: snapshot?.totalActiveStake ?? "0",
    currentBlock: tip.height,
    totalDelegators: snapshot?.totalDelegators ?? 0,
  };
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
