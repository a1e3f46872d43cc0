// The one shape of our short-lived per-process caches (the tip cache, the epoch
// caches, the pool labels, the relay set): the figures they keep are the same for
// every visitor for a while, so the process computes each once and shares it.
// Callers arriving while a value is computed share that one computation instead of
// queueing the same queries; a failure reaches the callers already waiting but is
// never kept, so the next request tries again. Pure: the callers bring the loading,
// the clock can be injected.

export type ProcessCache<V = unknown> = {
  /** `key`'s kept value while it lives, else `load`'s (which then is kept). */
  get<T extends V>(key: string, load: () => Promise<T>, options?: GetOptions<T>): Promise<T>;
  /**
   * Keeps `value` under `key` as if `get` had just loaded it: for a value a caller
   * learned in passing (a statement that also read it), replacing the kept one.
   */
  set<T extends V>(key: string, value: T, options?: GetOptions<T>): void;
  readonly size: number;
};

export type GetOptions<T> = {
  /**
   * What the value was computed for (a tip block, an epoch's first block): a kept
   * value answers only a caller with the same stamp; another stamp replaces it.
   */
  stamp?: string;
  /**
   * This value's lifetime instead of the cache's; a function when the value itself
   * tells (a final figure is kept for good, Infinity). Counted from the start of
   * its load, when what it shows was read.
   */
  ttlMs?: number | ((value: T) => number);
  /** The caller's reading of the clock, for callers that take it as an argument. */
  now?: number;
};

type Entry = { stamp: string | undefined; value: Promise<unknown>; expires: number };

export function createProcessCache<V = unknown>({
  ttlMs = Infinity,
  maxEntries = 256,
  clock = Date.now,
}: {
  /** How long a value is kept (Infinity: until its stamp changes or it is evicted). */
  ttlMs?: number;
  /** A bound however many distinct keys arrive: past it the least recently used goes. */
  maxEntries?: number;
  clock?: () => number;
} = {}): ProcessCache<V> {
  const entries = new Map<string, Entry>();

  const makeRoom = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
    // A Map iterates in insertion order and a hit re-inserts: the first is the least recently used.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  const cache: ProcessCache<V> = {
    get<T extends V>(key: string, load: () => Promise<T>, options: GetOptions<T> = {}): Promise<T> {
      const now = options.now ?? clock();
      const hit = entries.get(key);
      // A value still loading never expires: however long it takes, its callers share it.
      if (hit && hit.stamp === options.stamp && hit.expires > now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      entries.delete(key);
      const value = load();
      if (entries.size >= maxEntries) makeRoom(now);
      const entry: Entry = { stamp: options.stamp, value, expires: Infinity };
      entries.set(key, entry);
      const lifetime = options.ttlMs ?? ttlMs;
      value.then(
        (loaded) => {
          entry.expires = now + (typeof lifetime === "function" ? lifetime(loaded) : lifetime);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    set<T extends V>(key: string, value: T, options: GetOptions<T> = {}): void {
      entries.delete(key);
      cache.get(key, () => Promise.resolve(value), options);
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
