import type { Page, PoolSortKey, PoolStakeTotals, SortDirection, StakePool } from "../../lib/domain";
import { annualReturnPercent } from "../../lib/pools/pool-returns";
import { poolStatus, type PoolRegistration } from "../../lib/chain/status";
import { saturationPercent } from "../../lib/chain/supply";
import { getChainTip } from "../chain-tip.server";
import { POOL_LABEL_JOIN } from "./label-sql.server";
import type { Queryable } from "../../db/queryable.server";
import { latestSnapshotEpoch as latestSnapshotEpochSql, unitCovered, unitOnChain } from "../summary-coverage.server";
import { getSaturationThreshold } from "../supply.server";

export type StakePoolQuery = Page & { sortBy: PoolSortKey; sortDirection: SortDirection };

/** Earned epochs averaged for a pool's ROA. */
const ROA_EPOCHS = 6;

// Which summaries (ADR 005) this request may use: those still on the chain (their
// anchor block exists), for the snapshot epochs shown ($1 current, $2 latest) and
// the ROA window ($4…$5), and the newest summarised epoch of blocks before the
// current one. One row; every figure below takes the summary when it is there and
// aggregates the chain directly for what is missing.
const COVERAGE = `
  SELECT coalesce(bool_or(u.kind = 'stake' AND u.epoch_no = $2), false) AS "latestStake",
         coalesce(bool_or(u.kind = 'stake' AND u.epoch_no = $1), false) AS "activeStake",
         coalesce(array_agg(u.epoch_no) FILTER (WHERE u.kind = 'stake' AND u.epoch_no BETWEEN $4 AND $5),
                  '{}') AS "roaStake",
         coalesce(array_agg(u.epoch_no) FILTER (WHERE u.kind = 'rewards' AND u.epoch_no BETWEEN $4 AND $5),
                  '{}') AS "roaRewards",
         (SELECT b.epoch_no FROM explorer.summary_unit b
          WHERE b.kind = 'blocks' AND b.epoch_no < $1 AND ${unitOnChain("b")}
          ORDER BY b.epoch_no DESC LIMIT 1) AS "blocksUpTo"
  FROM explorer.summary_unit u
  WHERE u.kind IN ('stake', 'rewards')
    AND (u.epoch_no BETWEEN $4 AND $5 OR u.epoch_no = $1 OR u.epoch_no = $2)
    AND ${unitOnChain("u")}`;

// A pool's stake and delegators in one snapshot epoch: the summary row (none = no
// stake), or the epoch's epoch_stake rows of the pool (explorer_epoch_stake_pool_id_epoch_no).
// CASE evaluates only the branch it takes.
const snapshotFigure = (covered: string, epoch: string, summary: "stake" | "delegators") => {
  const direct = summary === "stake" ? "sum(es.amount)" : "count(*)::int";
  return `CASE WHEN cov."${covered}"
    THEN coalesce((SELECT s.${summary} FROM explorer.pool_epoch_stake s
                   WHERE s.pool_hash = ph.hash_raw AND s.epoch_no = ${epoch}), 0)
    ELSE coalesce((SELECT ${direct} FROM epoch_stake es WHERE es.pool_id = ph.id AND es.epoch_no = ${epoch}), 0) END`;
};

// A pool's current registration, as a LATERAL join on `ph` (pool_hash): its
// newest certificate `pu` (idx_pool_update_hash_id) and `r`, the newest
// retirement announced after it (idx_pool_retire_hash_id). The pool list, its
// detail, the look-alike labels (pool-labels.server.ts) and the relay geography
// (app/data/analytics/relay-geography.server.ts) read pools through it.
export const POOL_CURRENT_CERTIFICATE = `
  JOIN LATERAL (
    SELECT u.id, u.margin, u.fixed_cost, u.pledge, u.meta_id, u.registered_tx_id
    FROM pool_update u
    WHERE u.hash_id = ph.id
    ORDER BY u.registered_tx_id DESC, u.cert_index DESC
    LIMIT 1
  ) pu ON true
  LEFT JOIN LATERAL (
    SELECT pr.retiring_epoch FROM pool_retire pr
    WHERE pr.hash_id = ph.id AND pr.announced_tx_id > pu.registered_tx_id
    ORDER BY pr.announced_tx_id DESC, pr.cert_index DESC
    LIMIT 1
  ) r ON true`;

/** Over POOL_CURRENT_CERTIFICATE: the pool's retirement has taken effect by the epoch `epoch` (an SQL expression). */
export const POOL_RETIRED = (epoch: string) => `(r.retiring_epoch IS NOT NULL AND r.retiring_epoch <= ${epoch})`;

// Over POOL_CURRENT_CERTIFICATE: what app/lib/chain/status.ts poolStatus reads, the
// epoch the pool's first registration took effect in (idx_pool_update_hash_id)
// and that of its announced retirement.
export const POOL_REGISTRATION = `
  (SELECT min(u.active_epoch_no) FROM pool_update u WHERE u.hash_id = ph.id)::int AS "firstActiveEpoch",
  r.retiring_epoch::int AS "retiringEpoch"`;

// The status sort (sortBy=active) in SQL, as poolStatus ranks it in the epoch $1:
// Active above Inactive above Retired. pool-figures.test.ts checks the two agree.
const STATUS_RANK = `CASE WHEN p."retiringEpoch" <= $1 THEN 0
                          WHEN p."firstActiveEpoch" IS NULL OR p."firstActiveEpoch" > $1 THEN 1
                          ELSE 2 END`;

// Pool figures that a sort may need for every pool. Pools are few (hundreds to a
// few thousand), so the list orders them all; each figure is one index probe per
// pool: the latest certificate (idx_pool_update_hash_id), a later retirement
// (idx_pool_retire_hash_id), the snapshot summaries (explorer.pool_epoch_stake
// primary key) and the metadata (off_chain_pool_data by pool). One pool's detail
// takes the same rows narrowed to its bech32 id ($7, explorer_pool_hash_view).
const POOL_ROWS = (onePool: boolean) => `
  SELECT ph.id AS "hashId",
         pu.id AS "updateId",
         ph.hash_raw AS "poolHash",
         ph.view AS "poolId",
         label.name AS "name",
         label.ticker AS "ticker",
         meta.url AS "metadataUrl",
         pu.margin AS "margin",
         pu.fixed_cost AS "fixedCost",
         pu.pledge AS "pledge",
         ${snapshotFigure("latestStake", "$2", "stake")} AS "totalStake",
         ${snapshotFigure("latestStake", "$2", "delegators")} AS "delegatorCount",
         ${snapshotFigure("activeStake", "$1", "stake")} AS "activeStake",
         ${POOL_REGISTRATION}
  FROM pool_hash ph
  CROSS JOIN cov
  ${POOL_CURRENT_CERTIFICATE}
  LEFT JOIN pool_metadata_ref meta ON meta.id = pu.meta_id
  ${POOL_LABEL_JOIN}
  ${onePool ? "WHERE ph.view = $7" : ""}`;

// Blocks a pool made. This epoch's: counted on the block index by slot leader and
// epoch (explorer_block_slot_leader_id_epoch_no). Lifetime: the running total of
// the newest summarised epoch (explorer.pool_epoch_blocks, one backward probe)
// plus the blocks since, counted on the same index; without any summary, every
// block of the pool. Only the shown page needs them unless the sort is by blocks.
const POOL_BLOCKS = (pool: string) => `
  LEFT JOIN LATERAL (
    SELECT CASE WHEN cov."blocksUpTo" IS NULL
             THEN (SELECT count(*)::int FROM block b
                   WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = ${pool}."hashId"))
             ELSE coalesce((SELECT pb.blocks_total FROM explorer.pool_epoch_blocks pb
                            WHERE pb.pool_hash = ${pool}."poolHash" AND pb.epoch_no <= cov."blocksUpTo"
                            ORDER BY pb.epoch_no DESC LIMIT 1), 0)
                  + (SELECT count(*)::int FROM block b
                     WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = ${pool}."hashId")
                       AND b.epoch_no > cov."blocksUpTo")
           END AS lifetime,
           (SELECT count(*)::int FROM block b
            WHERE b.slot_leader_id IN (SELECT sl.id FROM slot_leader sl WHERE sl.pool_hash_id = ${pool}."hashId")
              AND b.epoch_no = $1) AS "epoch"
  ) blocks ON true`;

// Rewards (leader and member) earned over the last ROA_EPOCHS complete reward
// epochs, against the pool's active stake in those epochs: the summaries of the
// covered epochs plus, only when some epoch of the window is not covered, the
// direct sum over the window's other epochs (the window as a range, so the
// (pool_id, epoch) indexes take it as their condition).
const POOL_ROA = `
  LEFT JOIN LATERAL (
    SELECT (SELECT sum(r.rewards) FROM explorer.pool_epoch_rewards r
            WHERE r.pool_hash = page."poolHash" AND r.earned_epoch = ANY (cov."roaRewards")) AS "rewardsSummary",
           CASE WHEN cardinality(cov."roaRewards") <= $5::int - $4::int THEN
             (SELECT sum(rw.amount) FROM reward rw
              WHERE rw.pool_id = page."hashId" AND rw.earned_epoch BETWEEN $4 AND $5
                AND rw.earned_epoch <> ALL (cov."roaRewards") AND rw.type IN ('leader', 'member')) END AS "rewardsDirect",
           (SELECT sum(s.stake) FROM explorer.pool_epoch_stake s
            WHERE s.pool_hash = page."poolHash" AND s.epoch_no = ANY (cov."roaStake")) AS "stakeSummary",
           CASE WHEN cardinality(cov."roaStake") <= $5::int - $4::int THEN
             (SELECT sum(es.amount) FROM epoch_stake es
              WHERE es.pool_id = page."hashId" AND es.epoch_no BETWEEN $4 AND $5
                AND es.epoch_no <> ALL (cov."roaStake")) END AS "stakeDirect"
  ) roa ON true`;

const SORT_COLUMNS: Record<PoolSortKey, string> = {
  name: `lower(p."name")`,
  ticker: `lower(p."ticker")`,
  totalStake: `p."totalStake"`,
  blocksLifetime: `blocks.lifetime`,
  blocksEpoch: `blocks."epoch"`,
  delegatorCount: `p."delegatorCount"`,
  // Every pool is measured against the same threshold: saturation orders as stake.
  saturation: `p."totalStake"`,
  margin: `p."margin"`,
  fixedCost: `p."fixedCost"`,
  active: STATUS_RANK,
};

type PoolRow = {
  hashId: number;
  updateId: number;
  poolId: string;
  name: string | null;
  ticker: string | null;
  metadataUrl: string | null;
  margin: number;
  fixedCost: string;
  pledge: string;
  totalStake: string;
  delegatorCount: number;
  stakeEpoch: number;
  activeStake: string;
  firstActiveEpoch: number | null;
  retiringEpoch: number | null;
  blocksLifetime: number;
  blocksEpoch: number;
  rewardsSummary: string | null;
  rewardsDirect: string | null;
  stakeSummary: string | null;
  stakeDirect: string | null;
};

/**
 * spec §7 listStakePools: every registered pool with its newest certificate,
 * its stake in the latest stake snapshot (totalStake, delegators; the next
 * epoch's when db-sync has taken it) and in the current epoch (activeStake),
 * blocks this epoch and in its lifetime, saturation against the network's
 * threshold (getSaturationThreshold), its status (app/lib/chain/status.ts) and ROA
 * over recent epochs; ordered by `sortBy` (ties by pool id).
 */
export async function listStakePools(db: Queryable, query: StakePoolQuery): Promise<StakePool[]> {
  const tip = await getChainTip(db);
  if (!tip) return [];
  const [rows, threshold] = await Promise.all([
    poolFigureRows(db, tip.epochNumber, query, null),
    getSaturationThreshold(db, tip.epochNumber),
  ]);
  return rows.map((row) => toStakePool(row, threshold, tip.epochNumber));
}

/**
 * What app/lib/chain/status.ts poolStatus reads of every registered pool (the rows of
 * the stake pools list), by each pool's current registration: two index probes per
 * registered pool, as the list makes.
 */
export async function poolRegistrations(db: Queryable): Promise<PoolRegistration[]> {
  return db.query<PoolRegistration>(
    `SELECT ${POOL_REGISTRATION}
     FROM pool_hash ph
     ${POOL_CURRENT_CERTIFICATE}`,
  );
}

/**
 * The one count of active pools: the pools whose status (app/lib/chain/status.ts
 * poolStatus) is Active in the epoch `epoch`, so the Active Pools cards and an
 * epoch's pool count count what the list badges Active.
 */
export function activePoolCount(pools: readonly PoolRegistration[], epoch: number): number {
  return pools.filter((pool) => poolStatus(pool, epoch) === "Active").length;
}

/**
 * The pools the list shows (every registered pool), those Active in the epoch
 * `epoch` (activePoolCount), and those of them whose registration took effect in
 * that very epoch: what the active count gained at its start (a pool registered
 * in it is not active yet, so it is not among them).
 */
export async function countPools(db: Queryable, epoch: number): Promise<{ registered: number; active: number; activatedThisEpoch: number }> {
  const rows = await poolRegistrations(db);
  const active = rows.filter((row) => poolStatus(row, epoch) === "Active");
  return {
    registered: rows.length,
    active: active.length,
    activatedThisEpoch: active.filter((row) => row.firstActiveEpoch === epoch).length,
  };
}

/**
 * The stake pools list's Stake and Delegators columns summed over every pool: the
 * snapshot the list reads (its epoch, latestSnapshotEpoch), from the summary rows
 * the list reads (explorer.pool_epoch_stake) or the epoch_stake rows it counts
 * (one row a delegator of a pool), so the cards over the columns add them up.
 * HAVING keeps the one aggregate row of the source the list reads.
 */
export async function getPoolStakeTotals(db: Queryable, current: number): Promise<PoolStakeTotals> {
  const epoch = await latestSnapshotEpoch(db, current);
  const [row] = await db.query<{ stake: string; delegators: number }>(
    `SELECT coalesce(sum(s.stake), 0)::text AS "stake", coalesce(sum(s.delegators), 0)::int AS "delegators"
     FROM explorer.pool_epoch_stake s JOIN pool_hash ph ON ph.hash_raw = s.pool_hash
     WHERE s.epoch_no = $1
     HAVING ${unitCovered("stake", "$1")}
     UNION ALL
     SELECT coalesce(sum(es.amount), 0)::text, count(*)::int
     FROM epoch_stake es
     WHERE es.epoch_no = $1
     HAVING NOT ${unitCovered("stake", "$1")}`,
    [epoch],
  );
  return { epoch, stake: row?.stake ?? "0", delegators: row?.delegators ?? 0 };
}

/** One pool's figures as the list computes them, with the ids its detail reads on from. */
export type PoolFigures = {
  pool: StakePool;
  /** db-sync's pool_hash.id and the pool's newest pool_update.id (valid within this request only). */
  hashId: number;
  updateId: number;
};

/**
 * The figures of one pool (bech32 id), from the very statement that lists them
 * (the same CTEs, narrowed to the pool by `ph.view`, explorer_pool_hash_view), so
 * the list and the detail cannot disagree. null: no such registered pool (or no chain).
 */
export async function getStakePoolFigures(db: Queryable, poolId: string): Promise<PoolFigures | null> {
  const tip = await getChainTip(db);
  if (!tip) return null;
  const [[row], threshold] = await Promise.all([
    poolFigureRows(db, tip.epochNumber, { limit: 1, offset: 0, sortBy: "totalStake", sortDirection: "desc" }, poolId),
    getSaturationThreshold(db, tip.epochNumber),
  ]);
  if (!row) return null;
  return { pool: toStakePool(row, threshold, tip.epochNumber), hashId: row.hashId, updateId: row.updateId };
}

/** The list's statement in the `current` epoch: every pool, or only `poolId` (then the sort and page are moot). */
async function poolFigureRows(db: Queryable, current: number, query: StakePoolQuery, poolId: string | null): Promise<PoolRow[]> {
  const snapshot = await latestSnapshotEpoch(db, current);
  const direction = query.sortDirection === "asc" ? "ASC" : "DESC";
  const sortByBlocks = query.sortBy === "blocksEpoch" || query.sortBy === "blocksLifetime";
  // Rewards earned in epoch e are all known once epoch e + 2 begins.
  const roaLast = current - 2;
  const roaFirst = Math.max(0, roaLast - ROA_EPOCHS + 1);
  const params: unknown[] = [current, snapshot, query.limit, roaFirst, roaLast, query.offset];
  if (poolId !== null) params.push(poolId);

  return db.query<PoolRow>(
    `WITH cov AS (${COVERAGE}),
     p AS (${POOL_ROWS(poolId !== null)}),
     page AS (
       SELECT p.*, ${SORT_COLUMNS[query.sortBy]} AS "sortKey"${sortByBlocks ? `, blocks.lifetime AS "blocksLifetime", blocks."epoch" AS "blocksEpoch"` : ""}
       FROM p ${sortByBlocks ? `CROSS JOIN cov ${POOL_BLOCKS("p")}` : ""}
       ORDER BY "sortKey" ${direction} NULLS LAST, p."poolId"
       LIMIT $3 OFFSET $6
     )
     SELECT page."hashId", page."updateId",
            page."poolId", page."name", page."ticker", page."metadataUrl",
            page."margin", page."fixedCost"::text AS "fixedCost", page."pledge"::text AS "pledge",
            page."totalStake"::text AS "totalStake", page."delegatorCount", $2::int AS "stakeEpoch",
            page."activeStake"::text AS "activeStake", page."firstActiveEpoch", page."retiringEpoch",
            ${sortByBlocks ? `page."blocksLifetime", page."blocksEpoch"` : `blocks.lifetime AS "blocksLifetime", blocks."epoch" AS "blocksEpoch"`},
            roa."rewardsSummary"::text AS "rewardsSummary", roa."rewardsDirect"::text AS "rewardsDirect",
            roa."stakeSummary"::text AS "stakeSummary", roa."stakeDirect"::text AS "stakeDirect"
     FROM page
     CROSS JOIN cov
     ${sortByBlocks ? "" : POOL_BLOCKS("page")}
     ${POOL_ROA}
     ORDER BY page."sortKey" ${direction} NULLS LAST, page."poolId"`,
    params,
  );
}

/** The newest complete stake snapshot: the next epoch's once taken, else the current one. */
async function latestSnapshotEpoch(db: Queryable, current: number): Promise<number> {
  const [row] = await db.query<{ epoch: number | null }>(
    `SELECT ${latestSnapshotEpochSql("$1::int + 1", "$1::int")} AS "epoch"`,
    [current],
  );
  return row?.epoch ?? current;
}

function toStakePool(row: PoolRow, threshold: string | null, currentEpoch: number): StakePool {
  const status = poolStatus(row, currentEpoch);
  return {
    poolId: row.poolId,
    name: row.name,
    ticker: row.ticker,
    description: null,
    poolIconUrl: null,
    extendedIconUrl: null,
    homepage: null,
    metadataUrl: row.metadataUrl,
    extendedMetadataUrl: null,
    socialMedia: {},
    totalStake: row.totalStake,
    stakeEpoch: row.stakeEpoch,
    activeStake: row.activeStake,
    roa: annualReturnPercent(addAmounts(row.rewardsSummary, row.rewardsDirect), addAmounts(row.stakeSummary, row.stakeDirect)),
    saturation: saturationPercent(row.totalStake, threshold),
    saturationThreshold: threshold,
    margin: row.margin,
    fixedCost: row.fixedCost,
    pledge: row.pledge,
    blocksEpoch: row.blocksEpoch,
    blocksLifetime: row.blocksLifetime,
    delegatorCount: row.delegatorCount,
    active: status === "Active",
    retired: status === "Retired",
    status,
    retiringEpoch: row.retiringEpoch,
  };
}

/** The sum of two partial sums; null when both parts had no rows (as one sum would be). */
function addAmounts(a: string | null, b: string | null): string | null {
  if (a === null && b === null) return null;
  return (BigInt(a ?? "0") + BigInt(b ?? "0")).toString();
}
