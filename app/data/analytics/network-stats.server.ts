import type { CurrentEpoch, NetworkStats } from "../../lib/domain";
import { getChainTip } from "../chain-tip.server";
import type { Queryable } from "../../db/queryable.server";
import { countPools, getPoolStakeTotals } from "../pools/list.server";
import { snapshotComplete, unitCovered } from "../summary-coverage.server";
import { getSupply } from "../supply.server";

/**
 * spec §3 Network stats: the tip's height, the stake and delegators of the
 * current epoch's stake snapshot (epoch_stake by epoch_no), and the pools whose
 * status is Active (countPools: what the pool list badges Active, not the
 * snapshot's pools, which miss those without delegators). The snapshot figures
 * come from the summaries (explorer.epoch_stake_total, ADR 005); an epoch
 * without a valid summary is aggregated directly.
 */
export async function getNetworkStats(db: Queryable): Promise<NetworkStats | null> {
  const tip = await getChainTip(db);
  if (!tip) return null;
  const [summaries, supply, pools, poolStake] = await Promise.all([
    summarisedSnapshots(db, tip.epochNumber),
    getSupply(db),
    countPools(db, tip.epochNumber),
    getPoolStakeTotals(db, tip.epochNumber),
  ]);
  const current = summaries.find((row) => row.epoch === tip.epochNumber);
  const next = summaries.find((row) => row.epoch === tip.epochNumber + 1);
  const [snapshot, nextEpochStake] = await Promise.all([
    current ? { ...current, totalActiveStake: current.totalActiveStake ?? "0" } : aggregateSnapshot(db, tip.epochNumber),
    next ? next.totalActiveStake : getSnapshotStake(db, tip.epochNumber + 1),
  ]);
  return {
    activePools: pools.active,
    totalActiveStake: snapshot?.totalActiveStake ?? "0",
    currentBlock: tip.height,
    totalDelegators: snapshot?.totalDelegators ?? 0,
    epochNumber: tip.epochNumber,
    nextEpochStake,
    ...supply,
    poolsActivatedThisEpoch: pools.activatedThisEpoch,
    registeredPools: pools.registered,
    transactionCount: tip.txId,
    poolStake,
  };
}

type SnapshotFigures = { totalActiveStake: string; totalDelegators: number };

/**
 * The summarised snapshots of this epoch and the next, where their summary is still
 * on the chain (its anchor block exists): two probes of explorer.epoch_stake_total
 * and summary_unit, one of block.hash each. stake is NULL for a snapshot without rows.
 */
async function summarisedSnapshots(db: Queryable, epoch: number) {
  return db.query<{ epoch: number; totalActiveStake: string | null; totalDelegators: number }>(
    `SELECT t.epoch_no AS "epoch", t.stake::text AS "totalActiveStake",
            t.delegators AS "totalDelegators"
     FROM explorer.epoch_stake_total t
     WHERE t.epoch_no IN ($1, $2) AND ${unitCovered("stake", "t.epoch_no")}`,
    [epoch, epoch + 1],
  );
}

/** An epoch's snapshot aggregated over its epoch_stake rows (no valid summary yet). */
async function aggregateSnapshot(db: Queryable, epoch: number): Promise<SnapshotFigures | undefined> {
  const [row] = await db.query<SnapshotFigures>(
    `SELECT coalesce(sum(es.amount), 0)::text AS "totalActiveStake",
            count(DISTINCT es.addr_id)::int AS "totalDelegators"
     FROM epoch_stake es
     WHERE es.epoch_no = $1`,
    [epoch],
  );
  return row;
}

/** The total of an epoch's stake snapshot once db-sync has completed it; null before. */
async function getSnapshotStake(db: Queryable, epoch: number): Promise<string | null> {
  const [row] = await db.query<{ stake: string | null }>(
    `SELECT (SELECT sum(es.amount) FROM epoch_stake es WHERE es.epoch_no = $1)::text AS "stake"
     WHERE ${snapshotComplete("$1")}`,
    [epoch],
  );
  return row?.stake ?? null;
}

/** The tip's epoch and when it began (from the tip alone: no scan over the epoch's blocks). */
export async function getCurrentEpoch(db: Queryable): Promise<CurrentEpoch | null> {
  const tip = await getChainTip(db);
  return tip && { epochNumber: tip.epochNumber, startTime: tip.epochStartTime };
}
