import type { Block, PoolBlock, ProducerLookAlike, Transaction } from "../domain";

// A list page's rows are written into the page twice: as the table, and as the
// hydration data the table is rendered from again in the browser. The data
// carries the fields the table's columns show, not the whole object of the
// contract (a transaction's metadata can be any size).

/** Only the named fields of a row. */
export function shownFields<T extends object, K extends keyof T>(row: T, fields: readonly K[]): Pick<T, K> {
  const shown = {} as Pick<T, K>;
  for (const field of fields) shown[field] = row[field];
  return shown;
}

/** spec §2 Blocks list: height, epoch, time, transactions, the producing pool, size and hash. */
const BLOCK_LIST_FIELDS = ["height", "hash", "epochNumber", "timestamp", "txCount", "poolName", "poolTicker", "poolId", "size"] as const;
export type BlockListRow = Pick<Block, (typeof BLOCK_LIST_FIELDS)[number]>;
export const blockListRow = (block: Block): BlockListRow => shownFields(block, BLOCK_LIST_FIELDS);

/** A block row as the lists show it: with its producer's look-alike warning where the page added it. */
export type ShownBlockRow = BlockListRow & { poolLookAlike?: ProducerLookAlike | null };

/** Block rows read without the look-alike index, each with its producer's warning (null when clean). */
export function withPoolLookAlikes<T extends { poolId: string | null }>(
  rows: T[],
  lookAlikes: Record<string, ProducerLookAlike>,
): Array<T & { poolLookAlike: ProducerLookAlike | null }> {
  return rows.map((row) => ({ ...row, poolLookAlike: row.poolId !== null && Object.hasOwn(lookAlikes, row.poolId) ? lookAlikes[row.poolId]! : null }));
}

/** spec §2 the pool page's Pool Blocks: height, hash, epoch, size, transactions, total output, time. */
const POOL_BLOCK_FIELDS = ["height", "hash", "epochNumber", "size", "txCount", "totalOutput", "timestamp"] as const;
export type PoolBlockRow = Pick<PoolBlock, (typeof POOL_BLOCK_FIELDS)[number]>;
export const poolBlockRow = (block: PoolBlock): PoolBlockRow => shownFields(block, POOL_BLOCK_FIELDS);

/** spec §2 Transactions list: hash, type, amount, fee, block, status (from the height) and time. */
const TRANSACTION_LIST_FIELDS = ["hash", "txType", "amount", "fee", "blockHeight", "blockId", "timestamp"] as const;
export type TransactionListRow = Pick<Transaction, (typeof TRANSACTION_LIST_FIELDS)[number]>;
export const transactionListRow = (tx: Transaction): TransactionListRow => shownFields(tx, TRANSACTION_LIST_FIELDS);
