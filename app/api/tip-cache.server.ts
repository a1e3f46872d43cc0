import type { ExplorerApi } from "./contract";

/**
 * The dashboard's tip-dependent figures (network stats, the pool sample) are the
 * same for every visitor until the next block, ~20 s apart: each is computed at
 * most once per `ttlMs` per process, and callers arriving while it is being
 * computed share that one computation instead of queueing the same queries.
 * Failures are shared by the callers already waiting but never kept, so the
 * next request tries again. Short-lived and per process (DESIGN.md §8).
 */
const TIP_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 256;

type Entry = { expires: number; value: Promise<unknown> };

export type TipCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
};

export function createTipCache(ttlMs = TIP_CACHE_TTL_MS, clock: () => number = Date.now): TipCache {
  const entries = new Map<string, Entry>();
  const evict = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
    // Still full: drop the oldest (a Map iterates in insertion order).
    while (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  };
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) evict(now);
      const value = load();
      const entry = { expires: now + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}

const CACHED_CALLS = ["getNetworkStats", "getCurrentEpoch", "listStakePools"] as const satisfies ReadonlyArray<keyof ExplorerApi>;

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
