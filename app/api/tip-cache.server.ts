import type { ExplorerApi } from "./contract";
import { createProcessCache, type ProcessCache } from "../lib/runtime/process-cache";

/**
 * Aggregates that are the same for every visitor until the next block, ~20 s
 * apart (the dashboard's network stats and pool sample, the pool list, a pool's
 * own figures and its figures per epoch, which change only at an epoch's end):
 * each is computed at most once per `ttlMs` per process (app/lib/runtime/process-cache.ts
 * shares a computation still running and keeps no failure). Short-lived and per
 * process; a kept answer is shared, so no caller changes it.
 */
const TIP_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 256;

export type TipCache = ProcessCache;

export function createTipCache(ttlMs = TIP_CACHE_TTL_MS, clock: () => number = Date.now): TipCache {
  return createProcessCache({ ttlMs, maxEntries: MAX_ENTRIES, clock });
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

/** `api` with its tip-dependent aggregate calls answered through `cache`. */
export function withTipCache(api: ExplorerApi, cache: TipCache = shared): ExplorerApi {
  const cached = { ...api };
  for (const call of CACHED_CALLS) {
    const member = api[call] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(cached, {
      [call]: (...args: unknown[]) => cache.get(`${api.network}:${call}:${JSON.stringify(args)}`, () => member.apply(api, args)),
    });
  }
  return cached;
}
