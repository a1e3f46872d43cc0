import type { RecentAddressActivity } from "../../lib/domain";
import { getChainTip } from "../chain-tip.server";
import type { Queryable } from "../../db/queryable.server";

// Transactions read per step: a batch of the newest ids, down the tx primary
// key and tx_out(tx_id). A few steps find `limit` distinct addresses even when
// one address (an exchange) receives most outputs; the cap keeps a chain of
// one busy address from walking its whole history.
const BATCH_TRANSACTIONS = 100;
const MAX_BATCHES = 10;

type OutputRow = { address: string; txHash: string; blockHeight: number; timestamp: string };

/**
 * The distinct output addresses of the newest transactions (/addresses 'Recent
 * Address Activity'), each with its newest transaction, newest first.
 */
export async function listRecentAddressActivity(db: Queryable, limit: number): Promise<RecentAddressActivity[]> {
  const tip = await getChainTip(db);
  if (!tip || tip.txId === 0 || limit <= 0) return [];
  const seen = new Map<string, RecentAddressActivity>();
  let upper = tip.txId;
  for (let batch = 0; batch < MAX_BATCHES && upper > 0 && seen.size < limit; batch += 1) {
    const lower = Math.max(0, upper - BATCH_TRANSACTIONS);
    const rows = await db.query<OutputRow>(
      `SELECT o.address AS "address", encode(t.hash, 'hex') AS "txHash",
              b.block_no AS "blockHeight", b.time AS "timestamp"
       FROM tx t
       JOIN block b ON b.id = t.block_id
       JOIN tx_out o ON o.tx_id = t.id
       WHERE t.id > $1 AND t.id <= $2
       ORDER BY t.id DESC, o.index`,
      [lower, upper],
    );
    for (const row of rows) {
      if (seen.size >= limit) break;
      if (!seen.has(row.address)) seen.set(row.address, { ...row, addressType: "payment" });
    }
    upper = lower;
  }
  return [...seen.values()];
}
