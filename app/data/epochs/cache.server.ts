// Values that change only at an epoch boundary (protocol parameters, and the
// supply and snapshot stake shown with them), kept in memory per process until the
// boundary moves: the tip enters a new epoch, or a rollback crosses the boundary
// (back into the previous epoch, or onto another first block of the same epoch).
//
// The boundary is the tip's epoch and the hash of that epoch's first block. It is
// re-read at most once per `ttlMs` (like the tip cache, app/api/tip-cache.server.ts),
// by one caller while the others share that read, so a request between two reads
// costs no query at all. Failures are never kept (app/lib/runtime/process-cache.ts).

import { approximateBytes } from "../../lib/runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../../lib/runtime/memory-budget.mjs";
import { createProcessCache } from "../../lib/runtime/process-cache";
import type { Queryable } from "../../db/queryable.server";

export type EpochBoundary = { epoch: number; firstBlockHash: string };

/** A loaded value and whether it is final for its epoch (false: re-read after `ttlMs`). */
export type EpochValue<T> = { value: T; final: boolean };

export type EpochCache = {
  /** The tip's boundary, from `read` at most once per ttl. */
  boundary(read: () => Promise<EpochBoundary | null>): Promise<EpochBoundary | null>;
  /**
   * `name`'s value for `epoch` (at most the boundary's epoch), loaded once and kept:
   * a past epoch's for good, the current epoch's while the boundary stays the same.
   */
  forEpoch<T>(name: string, epoch: number, boundary: EpochBoundary, load: () => Promise<EpochValue<T>>): Promise<T>;
  readonly size: number;
};

const EPOCH_CACHE_TTL_MS = 3_000;

export function createEpochCache(options: { ttlMs?: number; clock?: () => number } = {}): EpochCache {
  const ttlMs = options.ttlMs ?? EPOCH_CACHE_TTL_MS;
  const clock = options.clock ?? Date.now;
  const boundaries = createProcessCache<EpochBoundary | null>({ ttlMs, maxEntries: 1, clock });
  // Past epochs per database: a few hundred epochs' small objects (app/lib/runtime/memory-budget.mjs).
  const maxBytes = () => CACHE_BOUNDS.epochValues.bytes;
  const entries = createProcessCache<EpochValue<unknown>>({ maxEntries: CACHE_BOUNDS.epochValues.entries, maxBytes, sizeOf: approximateBytes, clock });
  const lifetime = ({ final }: EpochValue<unknown>) => (final ? Infinity : ttlMs);

  return {
    boundary: (read) => boundaries.get("tip", read),

    async forEpoch<T>(name: string, epoch: number, boundary: EpochBoundary, load: () => Promise<EpochValue<T>>): Promise<T> {
      // The current epoch's value is tied to its first block; a past epoch's to nothing.
      const stamp = epoch === boundary.epoch ? `current:${boundary.firstBlockHash}` : "past";
      return (await entries.get(`${name}:${epoch}`, load, { stamp, ttlMs: lifetime })).value;
    },

    get size() {
      return entries.size;
    },
  };
}

const perDatabase = new Map<string, EpochCache>();

/** The process's cache for `db` (by its source, as every per-database cache); none for a database without one. */
export function epochCacheOf(db: Queryable): EpochCache | undefined {
  if (db.source === undefined) return undefined;
  let cache = perDatabase.get(db.source);
  if (!cache) {
    cache = createEpochCache();
    perDatabase.set(db.source, cache);
  }
  return cache;
}
