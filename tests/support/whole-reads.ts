import type { Db, DbTransaction } from "../../app/db/db.server";

// The index-backed checks of the data suites: record every statement a data function
// sends, then ask which watched table each one reads whole.

export type Statement = { text: string; params: readonly unknown[] };

/** The chain's big tables: no request may read one of them whole. */
export const CHAIN_TABLES = ["block", "tx", "tx_in", "tx_out"] as const;

/**
 * Which of `watched` a statement reads whole, planned with enable_seqscan off: a
 * sequential scan, or an index scan without an index condition (a whole index read
 * in order) unless a LIMIT above stops it early.
 */
export async function wholeReads(db: Db, { text, params }: Statement, watched: ReadonlySet<string>): Promise<string[]> {
  const plan = await db.transaction(async (t) => {
    await t.query("SET LOCAL enable_seqscan = off");
    return t.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  });
  const scanned: string[] = [];
  const walk = (node: unknown, limited: boolean): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, limited));
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    const type = String(record["Node Type"] ?? "");
    const relation = String(record["Relation Name"]);
    const wholeIndex = /Index/.test(type) && record["Index Cond"] === undefined && !limited;
    if (watched.has(relation) && (type === "Seq Scan" || wholeIndex)) scanned.push(relation);
    const below = type === "Limit" ? true : type === "" ? limited : limited && !/Aggregate|Sort|Hash/.test(type);
    Object.values(record).forEach((child) => walk(child, below));
  };
  walk(plan, false);
  return scanned;
}

/** The database with every query, also inside transactions, passed through `wrap`. */
export function wrapTransactions(inner: Db, wrap: (tx: DbTransaction) => DbTransaction): Db {
  return {
    kind: inner.kind,
    query: (text, params, options) => wrap({ query: (t, p) => inner.query(t, p, options) }).query(text, params),
    transaction: (fn, options) => inner.transaction((tx) => fn(wrap(tx)), options),
    exec: (script, options) => inner.exec(script, options),
    copyFrom: (table, columns, csv, options) => inner.copyFrom(table, columns, csv, options),
    ping: (options) => inner.ping(options),
    close: () => inner.close(),
  };
}

/** The database, recording every statement sent through it (in `seen`). */
export function recordingDb(inner: Db): { db: Db; seen: Statement[] } {
  const seen: Statement[] = [];
  const db = wrapTransactions(inner, (tx) => ({
    query<Row>(text: string, params: readonly unknown[] = []) {
      seen.push({ text, params });
      return tx.query<Row>(text, params);
    },
  }));
  return { db, seen };
}
