import type { Queryable } from "./queryable.server";

export type ChainTip = { height: number; epochNumber: number; txId: number };

// The newest block and transaction: every list and confirmation count keys
// off it. Both are one step down a primary-key or block_no index.
export async function getChainTip(db: Queryable): Promise<ChainTip | null> {
  const [row] = await db.query<{ height: number | null; epochNumber: number | null; txId: number | null }>(
    `SELECT b.block_no AS "height", b.epoch_no AS "epochNumber",
            (SELECT t.id FROM tx t ORDER BY t.id DESC LIMIT 1) AS "txId"
     FROM block b
     WHERE b.block_no IS NOT NULL
     ORDER BY b.block_no DESC
     LIMIT 1`,
  );
  if (!row || row.height === null || row.epochNumber === null) return null;
  return { height: row.height, epochNumber: row.epochNumber, txId: row.txId ?? 0 };
}
