import type { ExplorerApi } from "./contract";
import type { ChainTip } from "../lib/domain";
import { approximateBytes } from "../lib/runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../lib/runtime/memory-budget.mjs";
import { createProcessCache, type ProcessCache } from "../lib/runtime/process-cache";

/**
 * Aggregates that are the same for every visitor until the next block, ~20 s
 * apart (the dashboard's network stats and pool sample, the pool list, a pool's
 * own figures and its figures per epoch, which change only at an epoch's end):
 * each is computed once per tip block per process, stamped with the tip's hash
 * (app/lib/runtime/process-cache.ts shares a computation still running and keeps
 * no failure). The tip itself is read again at most every `ttlMs`, and a kept
 * aggregate lives at most `AGGREGATE_MAX_AGE_MS` whatever the tip (a summary
 * written since, at start, shows within that). Before, every aggregate expired
 * every 3 s together, and each expiry held every waiting request behind the
 * recomputation (the dashboard's p99 at 3M blocks: 626-818 ms at 8 connections).
 * Short-lived and per process; a kept answer is shared, so no caller changes it.
 */
const TIP_CACHE_TTL_MS = 3_000;
const AGGREGATE_MAX_AGE_MS = 60_000;

export type TipCache = ProcessCache;

export function createTipCache(ttlMs = TIP_CACHE_TTL_MS, clock: () => number = Date.now): TipCache {
  // A pool list or a pool's history per epoch is the big value: bounded by bytes too.
  const maxBytes = () => CACHE_BOUNDS.tipAggregates.bytes;
  return createProcessCache({ ttlMs, maxEntries: CACHE_BOUNDS.tipAggregates.entries, maxBytes, sizeOf: approximateBytes, clock });
}

const CACHED_CALLS = [
  // Every page's 'Data as of' line and every answer's validator (app/api/data-tip.server.ts).
  "getChainTip",
  "getNetworkStats",
  "getCurrentEpoch",
  "listStakePools",
  // A pool's page under load read these per request (3M chain): its figures per epoch were two
  // thirds of PostgreSQL's work a page; its own figures, the list's row of it, are kept as the list is.
  "getStakePool",
  "getStakePoolHistory",
  "getStakePoolRewardsHistory",
  "getStakePoolRewards",
] as const satisfies ReadonlyArray<keyof ExplorerApi>;

const shared = createTipCache();

const tipKey = (network: string) => `${network}:getChainTip:[]`;

/**
 * Keeps `tip` as the network's tip in `cache`, as if just read: the live streams'
 * watch reads the tip every half second, and a page asked after it announced a
 * block must show that block, not the tip kept up to 3 s before.
 */
export function keepTip(network: string, tip: ChainTip, cache: TipCache = shared): void {
  cache.set(tipKey(network), tip);
}

/** `api` with its tip-dependent aggregate calls answered through `cache`. */
export function withTipCache(api: ExplorerApi, cache: TipCache = shared): ExplorerApi {
  const tip = () => cache.get(tipKey(api.network), () => api.getChainTip());
  const cached = { ...api, getChainTip: tip };
  for (const call of CACHED_CALLS) {
    if (call === "getChainTip") continue;
    const member = api[call] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(cached, {
      [call]: async (...args: unknown[]) => {
        const load = () => member.apply(api, args);
        const key = `${api.network}:${call}:${JSON.stringify(args)}`;
        // Without a tip (an empty chain, an upstream without the call) the short lifetime rules.
        const stamp = (await tip().catch(() => null))?.hash;
        return cache.get(key, load, stamp ? { stamp, ttlMs: AGGREGATE_MAX_AGE_MS } : {});
      },
    });
  }
  return cached;
}
