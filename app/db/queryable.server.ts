import type { GetOptions, ProcessCache } from "../lib/runtime/process-cache";

// What a data function needs of a database: one parameterised query. Both the
// embedded database and PostgreSQL (db.server.ts) provide it, and return the
// same rows: numeric → string, int8 → number, timestamps → ISO strings (UTC).
export type Queryable = {
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /**
   * Which database this reads (a network's chain database): the one way a
   * database reaches the per-process caches (keptFor). Unset: nothing is kept
   * for it, so a test's or a transaction's own database never shares a value.
   */
  readonly source?: string;
};

/** The key `name` is kept under for `db` in a per-process cache; null: `db` keeps nothing. */
function databaseKey(db: Queryable, name: string): string | null {
  return db.source === undefined ? null : `${db.source}:${name}`;
}

/** `name`'s value for `db` through `cache` (app/lib/runtime/process-cache.ts); `load`'s own when `db` names no source. */
export function keptFor<V, T extends V>(cache: ProcessCache<V>, db: Queryable, name: string, load: () => Promise<T>, options?: GetOptions<T>): Promise<T> {
  const key = databaseKey(db, name);
  return key === null ? load() : cache.get(key, load, options);
}

/** Keeps `value` as `name`'s for `db` (a value learned in passing); nothing when `db` names no source. */
export function keepFor<V, T extends V>(cache: ProcessCache<V>, db: Queryable, name: string, value: T): void {
  const key = databaseKey(db, name);
  if (key !== null) cache.set(key, value);
}
