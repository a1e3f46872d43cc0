import type { PoolHistoryEntry, PoolRewardsHistoryEntry, PoolStakingRewardsEntry } from "../../lib/domain";
import { annualReturnPercent } from "../../lib/pools/pool-returns";
import { epochBoundaries } from "../../lib/chain/epoch-clock";
import { getChainTip } from "../chain-tip.server";
import type { Queryable } from "../../db/queryable.server";
import { latestSnapshotEpoch, unitCovered as covered } from "../summary-coverage.server";

// A pool's figures per epoch (spec §2 Stake pool detail: Delegation History and
// Rewards History; Staking Rewards page). Each epoch's figure comes from the
// summaries (ADR 005) where that epoch's unit is still on the chain: one range of
// the pool's rows per table, pool first (explorer_pool_epoch_stake_pool_hash_epoch_no,
// explorer_pool_epoch_rewards_pool_hash_earned_epoch, pool_epoch_blocks' key). An
// epoch without a valid unit is aggregated directly from the pool's own rows of
// that epoch ((pool_id, epoch) indexes on epoch_stake and reward, (slot_leader_id,
// epoch_no) on block), inside a CASE or behind a one-time filter, so it runs only
// for those epochs. Never a pool's whole reward history: a big pool has thousands
// of delegators' rewards per epoch.

/**
 * The pool (bech32 id): db-sync's id, its key hash (hex; the summaries' key, passed
 * back as a parameter so that each summary table is read as the pool's one range)
 * and the first epoch of its stake; null: no such pool.
 */
async function findPool(db: Queryable, poolId: string): Promise<{ id: number; hash: string; firstEpoch: number | null } | null> {
  const [row] = await db.query<{ id: number; hash: string; firstEpoch: number | null }>(
    `SELECT ph.id, ph.hash_raw AS hash, (SELECT min(es.epoch_no) FROM epoch_stake es WHERE es.pool_id = ph.id) AS "firstEpoch"
     FROM pool_hash ph WHERE ph.view = $1`,
    [poolId],
  );
  return row ?? null;
}

/**
 * The pool's stake and delegators in every stake snapshot from its first one to
 * the newest complete one (the next epoch's once db-sync has taken it, as the
 * pool's totalStake), newest first; epochs where it had no stake are left out.
 * A row's epoch is the one its snapshot takes effect in (db-sync's
 * epoch_stake.epoch_no), so the newest may not have begun: it is `upcoming`.
 */
export async function getStakePoolHistory(db: Queryable, poolId: string): Promise<PoolHistoryEntry[] | null> {
  const pool = await findPool(db, poolId);
  if (!pool) return null;
  const tip = await getChainTip(db);
  if (!tip || pool.firstEpoch === null) return [];
  const rows = await db.query<{ epochNumber: number; delegatorCount: number | null; totalStake: string | null }>(
    `WITH last AS (
       SELECT ${latestSnapshotEpoch("$3::int + 1", "$3::int")} AS epoch_no
     ),
     epochs AS MATERIALIZED (
       SELECT g.e AS epoch_no, ${covered("stake", "g.e")} AS covered
       FROM last, generate_series($2::int, last.epoch_no) AS g(e)
     ),
     figures AS MATERIALIZED (
       SELECT e.epoch_no,
              CASE WHEN e.covered THEN s.delegators ELSE d.delegators END AS delegators,
              CASE WHEN e.covered THEN s.stake ELSE d.stake END AS stake
       FROM epochs e
       LEFT JOIN explorer.pool_epoch_stake s ON s.pool_hash = decode($4, 'hex') AND s.epoch_no = e.epoch_no
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS delegators, sum(es.amount) AS stake FROM epoch_stake es
         WHERE NOT e.covered AND es.pool_id = $1 AND es.epoch_no = e.epoch_no
       ) d ON true
     )
     SELECT f.epoch_no AS "epochNumber", f.delegators AS "delegatorCount", f.stake::text AS "totalStake"
     FROM figures f
     WHERE f.delegators > 0
     ORDER BY f.epoch_no DESC`,
    [pool.id, pool.firstEpoch, tip.epochNumber, pool.hash],
  );
  return rows.map((row) => ({
    epochNumber: row.epochNumber,
    upcoming: row.epochNumber > tip.epochNumber,
    delegatorCount: row.delegatorCount ?? 0, totalStake: row.totalStake ?? "0",
  }));
}

type EpochRewardsRow = {
  epochNumber: number;
  epochEnd: string;
  blocks: number;
  stake: string;
  leader: string;
  member: string;
  usdPrice: string | null;
};

/**
 * Per earned epoch whose rewards are known (up to current − 2), newest first: the
 * pool's blocks, active stake, leader (operator) and member (delegator) rewards;
 * epochs where it had neither stake nor rewards are left out. The one query
 * behind the rewards history and the staking rewards page.
 */
async function poolEpochRewards(db: Queryable, poolId: string): Promise<EpochRewardsRow[] | null> {
  const pool = await findPool(db, poolId);
  if (!pool) return null;
  const tip = await getChainTip(db);
  if (!tip || pool.firstEpoch === null || pool.firstEpoch > tip.epochNumber - 2) return [];
  const rows = await db.query<Omit<EpochRewardsRow, "epochEnd">>(
    `WITH epochs AS MATERIALIZED (
       SELECT g.e AS epoch_no,
              ${covered("stake", "g.e")} AS stake_covered,
              ${covered("rewards", "g.e")} AS rewards_covered,
              ${covered("blocks", "g.e")} AS blocks_covered
       FROM generate_series($2::int, $3::int) AS g(e)
     ),
     figures AS MATERIALIZED (
       SELECT e.epoch_no,
              CASE WHEN e.blocks_covered THEN coalesce(pb.blocks, 0)
                   ELSE (SELECT count(*)::int FROM block b
                         WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = $1)
                           AND b.epoch_no = e.epoch_no) END AS blocks,
              CASE WHEN e.stake_covered THEN ps.stake
                   ELSE (SELECT sum(es.amount) FROM epoch_stake es WHERE es.pool_id = $1 AND es.epoch_no = e.epoch_no) END AS stake,
              CASE WHEN e.rewards_covered THEN pr.leader ELSE dr.leader END AS leader,
              CASE WHEN e.rewards_covered THEN pr.member ELSE dr.member END AS member
       FROM epochs e
       LEFT JOIN explorer.pool_epoch_blocks pb ON pb.pool_hash = decode($4, 'hex') AND pb.epoch_no = e.epoch_no
       LEFT JOIN explorer.pool_epoch_stake ps ON ps.pool_hash = decode($4, 'hex') AND ps.epoch_no = e.epoch_no
       LEFT JOIN explorer.pool_epoch_rewards pr ON pr.pool_hash = decode($4, 'hex') AND pr.earned_epoch = e.epoch_no
       LEFT JOIN LATERAL (
         SELECT sum(rw.amount) FILTER (WHERE rw.type = 'leader') AS leader,
                sum(rw.amount) FILTER (WHERE rw.type = 'member') AS member
         FROM reward rw
         WHERE NOT e.rewards_covered AND rw.pool_id = $1 AND rw.earned_epoch = e.epoch_no
           AND rw.type IN ('leader', 'member')
       ) dr ON true
     )
     SELECT f.epoch_no AS "epochNumber",
            f.blocks,
            coalesce(f.stake, 0)::text AS stake,
            coalesce(f.leader, 0)::text AS leader,
            coalesce(f.member, 0)::text AS member,
            (SELECT price.usd::text FROM explorer.epoch_price price WHERE price.epoch_no = f.epoch_no) AS "usdPrice"
     FROM figures f
     WHERE f.stake IS NOT NULL OR f.leader IS NOT NULL OR f.member IS NOT NULL
     ORDER BY f.epoch_no DESC`,
    [pool.id, pool.firstEpoch, tip.epochNumber - 2, pool.hash],
  );
  return rows.map((row) => ({ ...row, epochEnd: epochBoundaries(tip, row.epochNumber).endTime }));
}

/**
 * spec §3 Pool rewards-history entry: pool fees = leader rewards, delegator rewards =
 * member rewards; `withPrices` adds the epoch's USD price (mainnet only: the transport decides).
 */
export async function getStakePoolRewardsHistory(
  db: Queryable,
  poolId: string,
  { withPrices }: { withPrices: boolean },
): Promise<PoolRewardsHistoryEntry[] | null> {
  const rows = await poolEpochRewards(db, poolId);
  return (
    rows?.map((row) => ({
      epochNumber: row.epochNumber,
      epochEnd: row.epochEnd,
      blocksProduced: row.blocks,
      activeStake: row.stake,
      poolFees: row.leader,
      delegatorRewards: row.member,
      roa: annualReturnPercent((BigInt(row.leader) + BigInt(row.member)).toString(), row.stake),
      usdPrice: withPrices ? row.usdPrice : null,
    })) ?? null
  );
}

/** spec §3 Pool staking rewards entry (the Staking Rewards page), from the same figures. */
export async function getStakePoolRewards(db: Queryable, poolId: string): Promise<PoolStakingRewardsEntry[] | null> {
  const rows = await poolEpochRewards(db, poolId);
  return (
    rows?.map((row) => ({
      epochNumber: row.epochNumber,
      blocksMade: row.blocks,
      poolStake: row.stake,
      delegatorRewards: row.member,
      operatorRewards: row.leader,
      totalEpochRewards: (BigInt(row.leader) + BigInt(row.member)).toString(),
    })) ?? null
  );
}
