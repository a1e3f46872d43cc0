import type { Db } from "../../app/data/db.server";

// Which of the big tables (and the address index's own) a statement reads whole,
// planned with enable_seqscan off: a sequential scan, or an index scan without an
// index condition unless a LIMIT above stops it early (the rule of the summaries'
// test, for the address index's statements).
const WATCHED = new Set(["block", "tx", "tx_in", "tx_out", "address_summary", "address_tx", "stake_account_summary", "stake_account_tx", "address_index_block"]);

export async function wholeReads(db: Db, { text, params }: { text: string; params: readonly unknown[] }): Promise<string[]> {
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
    if (WATCHED.has(relation) && (type === "Seq Scan" || wholeIndex)) scanned.push(relation);
    const below = type === "Limit" ? true : type === "" ? limited : limited && !/Aggregate|Sort|Hash/.test(type);
    Object.values(record).forEach((child) => walk(child, below));
  };
  walk(plan, false);
  return scanned;
}
