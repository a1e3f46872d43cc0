import type { LookAlikeWarning, PoolLabel, ProducerLookAlike, SearchResult } from "../../lib/domain";
import { findLookAlikes } from "../../lib/pools/look-alike";
import { approximateBytes } from "../../lib/runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../../lib/runtime/memory-budget.mjs";
import { createProcessCache } from "../../lib/runtime/process-cache";
import { getChainTip } from "../chain-tip.server";
import { POOL_LABEL_JOIN } from "./label-sql.server";
import { keptFor, type Queryable } from "../../db/queryable.server";
import { POOL_CURRENT_CERTIFICATE, POOL_RETIRED } from "./list.server";

/**
 * Every registered pool as the look-alike rules see it: its bech32 id, its
 * newest fetched ticker and name, and whether it is active (its newest
 * retirement after its newest registration has not taken effect by the tip's
 * epoch; a pool_hash row never registered is no pool). Pools are few (hundreds
 * to a few thousand): one index probe each for the certificate, the retirement
 * and the metadata.
 */
export async function listPoolLabels(db: Queryable): Promise<PoolLabel[]> {
  const tip = await getChainTip(db);
  const current = tip?.epochNumber ?? 0;
  return db.query<PoolLabel>(
    `SELECT ph.view AS "poolId", label.ticker AS "ticker", label.name AS "name",
            NOT ${POOL_RETIRED("$1")} AS "active"
     FROM pool_hash ph
     ${POOL_CURRENT_CERTIFICATE}
     ${POOL_LABEL_JOIN}
     ORDER BY ph.id`,
    [current],
  );
}

/** The pool labels of one database with the look-alike findings over all of them. */
export type PoolLabelIndex = {
  labels: Map<string, PoolLabel>;
  warnings: Map<string, LookAlikeWarning>;
};

export async function loadPoolLabelIndex(db: Queryable): Promise<PoolLabelIndex> {
  const labels = await listPoolLabels(db);
  return { labels: new Map(labels.map((label) => [label.poolId, label])), warnings: findLookAlikes(labels) };
}

// Labels change only with a new metadata fetch or certificate, and a look-alike
// needs every pool's label: read once a minute per database rather than on every
// list, search or sidebar render (a short-lived per-process cache,
// app/lib/runtime/process-cache.ts: callers arriving while it loads share the one read; a
// failure is not kept).
const POOL_LABELS_TTL_MS = 60_000;

const indexes = createProcessCache<PoolLabelIndex>({
  ttlMs: POOL_LABELS_TTL_MS,
  maxEntries: CACHE_BOUNDS.poolLabels.entries,
  maxBytes: () => CACHE_BOUNDS.poolLabels.bytes,
  sizeOf: approximateBytes,
});

/** The label index of `db`, at most POOL_LABELS_TTL_MS old (kept per database, by its source). */
export function cachedPoolLabelIndex(db: Queryable, now: number = Date.now()): Promise<PoolLabelIndex> {
  return keptFor(indexes, db, "pool-labels", () => loadPoolLabelIndex(db), { now });
}

/** spec §7 getStakePoolLabel: the pool's newest ticker and name; null: no such pool. */
export function poolLabelOf(index: PoolLabelIndex, poolId: string): PoolLabel | null {
  return index.labels.get(poolId) ?? null;
}

/** The pools with their look-alike warning (null when clean). */
export function withLookAlikes<T extends { poolId: string }>(index: PoolLabelIndex, pools: T[]): Array<T & { lookAlike: LookAlikeWarning | null }> {
  return pools.map((pool) => ({ ...pool, lookAlike: index.warnings.get(pool.poolId) ?? null }));
}

/** Search results with the warning on each stake pool result (null when clean); other results unchanged. */
export function searchResultsWithLookAlikes(index: PoolLabelIndex, results: SearchResult[]): SearchResult[] {
  return results.map((result) =>
    result.type === "stakepool" ? { ...result, lookAlike: index.warnings.get(result.id) ?? null } : result,
  );
}

/** The reasons of the warning on pool `poolId` (null when clean or no pool): what a row naming the pool shows. */
export function producerLookAlike(index: PoolLabelIndex, poolId: string | null | undefined): ProducerLookAlike | null {
  const warning = poolId ? index.warnings.get(poolId) : undefined;
  return warning ? { reasons: warning.reasons } : null;
}

/** Rows naming their producing pool (blocks), each with its pool's look-alike reasons. */
export function withProducerLookAlikes<T extends { poolId?: string | null }>(index: PoolLabelIndex, rows: T[]): Array<T & { poolLookAlike: ProducerLookAlike | null }> {
  return rows.map((row) => ({ ...row, poolLookAlike: producerLookAlike(index, row.poolId) }));
}

/** Every flagged pool's reasons, by pool id (rows read without the index attach them: app/lib/pages/list-rows.ts). */
export function poolLookAlikes(index: PoolLabelIndex): Record<string, ProducerLookAlike> {
  return Object.fromEntries([...index.warnings].map(([poolId, warning]) => [poolId, { reasons: warning.reasons }]));
}
