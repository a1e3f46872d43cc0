// The one shape of our short-lived per-process caches (the tip cache, the epoch
// caches, the pool labels, the relay set): the figures they keep are the same for
// every visitor for a while, so the process computes each once and shares it.
// Callers arriving while a value is computed share that one computation instead of
// queueing the same queries; a failure reaches the callers already waiting but is
// never kept, so the next request tries again. Pure: the callers bring the loading,
// the clock can be injected. Bounded by entries and, where values are big, by
// bytes (each cache's figures: app/lib/runtime/memory-budget.mjs).

export type ProcessCache<V = unknown> = {
  /** `key`'s kept value while it lives, else `load`'s (which then is kept). */
  get<T extends V>(key: string, load: () => Promise<T>, options?: GetOptions<T>): Promise<T>;
  /**
   * Keeps `value` under `key` as if `get` had just loaded it: for a value a caller
   * learned in passing (a statement that also read it), replacing the kept one.
   */
  set<T extends V>(key: string, value: T, options?: GetOptions<T>): void;
  readonly size: number;
  /** What the kept values weigh by the cache's `sizeOf` (0 without one). */
  readonly bytes: number;
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

// `bytes` is 0 while the value loads: it is weighed once, when it arrives.
type Entry = { stamp: string | undefined; value: Promise<unknown>; expires: number; bytes: number };

export function createProcessCache<V = unknown>({
  ttlMs = Infinity,
  maxEntries = 256,
  maxBytes = Infinity,
  sizeOf,
  clock = Date.now,
}: {
  /** How long a value is kept (Infinity: until its stamp changes or it is evicted). */
  ttlMs?: number;
  /** A bound however many distinct keys arrive: past it the least recently used goes. */
  maxEntries?: number;
  /**
   * A bound however big the values: past it the least recently used go, and a value
   * bigger than the whole bound is handed to its callers but never kept.
   */
  maxBytes?: number | (() => number);
  /** A loaded value's weight in bytes, for `maxBytes` (needed with it). */
  sizeOf?: (value: V) => number;
  clock?: () => number;
} = {}): ProcessCache<V> {
  if (maxBytes !== Infinity && !sizeOf) throw new Error("a process cache bounded by bytes needs sizeOf");
  // A function: the bound as it stands when a value is weighed (a setting read after the cache was made).
  const byteBound = typeof maxBytes === "function" ? maxBytes : () => maxBytes;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const makeRoom = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) remove(key);
    // A Map iterates in insertion order and a hit re-inserts: the first is the least recently used.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      remove(key);
    }
  };

  // Values still loading weigh nothing yet and free nothing: only loaded ones go.
  const shed = (keep: Entry, bound: number) => {
    for (const [key, entry] of entries) {
      if (bytes <= bound) break;
      if (entry !== keep && entry.bytes > 0) remove(key);
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
      remove(key);
      const value = load();
      if (entries.size >= maxEntries) makeRoom(now);
      const entry: Entry = { stamp: options.stamp, value, expires: Infinity, bytes: 0 };
      entries.set(key, entry);
      const lifetime = options.ttlMs ?? ttlMs;
      value.then(
        (loaded) => {
          entry.expires = now + (typeof lifetime === "function" ? lifetime(loaded) : lifetime);
          if (!sizeOf || entries.get(key) !== entry) return;
          const weight = sizeOf(loaded);
          const bound = byteBound();
          if (weight > bound) return void entries.delete(key);
          entry.bytes = weight;
          bytes += weight;
          if (bytes > bound) shed(entry, bound);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    set<T extends V>(key: string, value: T, options: GetOptions<T> = {}): void {
      remove(key);
      cache.get(key, () => Promise.resolve(value), options);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
  return cache;
}
