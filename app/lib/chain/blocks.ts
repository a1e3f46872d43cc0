// Display rules of the Blocks list and Block detail screens (spec §2, §3, §9).
import { formatBlockHeight, formatInteger, NOT_AVAILABLE, truncateHash, visibleTextOrNull } from "../formats/format";
import { pageOffset } from "../pages/paging";

const GENESIS_BLOCK = "Genesis Block";
export const UNKNOWN_POOL = "Unknown";
export const NO_BLOCK_TRANSACTIONS = "No transactions to display";

/** "Block #2,894"; db-sync's genesis row (no height) is the 'Genesis Block'. */
export function blockTitle(height: number | null): string {
  return height === null ? GENESIS_BLOCK : `Block ${formatBlockHeight(height)}`;
}

/** "1 transaction", "6 transactions". */
export function transactionCountText(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? "transaction" : "transactions"}`;
}

export type ParentHashView = { kind: "hash"; hash: string } | { kind: "text"; text: string };

/**
 * The parent hash, or when there is none: 'Genesis Block' for the chain's first
 * block (height 0, or the genesis row without a height), else N/A.
 */
export function parentHashView(block: { height: number | null; parentHash: string | null }): ParentHashView {
  if (block.parentHash) return { kind: "hash", hash: block.parentHash };
  const first = block.height === null || block.height === 0;
  return { kind: "text", text: first ? GENESIS_BLOCK : NOT_AVAILABLE };
}

/** The producer's name from its metadata as it reads (format.ts's one invisible-character rule), or 'Unknown'. */
export function poolNameText(name: string | null | undefined): string {
  return visibleTextOrNull(name) ?? UNKNOWN_POOL;
}

/** Characters of a pool id that name a pool without metadata (spec §9's list cut). */
const POOL_ID_AS_NAME = 16;

/**
 * A pool's one name on every page: its name, else its ticker, else, for a pool
 * without metadata, its shortened pool id (the same everywhere, never 'Unnamed'
 * here and 'Unknown' there); 'Unknown' only when there is no pool at all (a
 * block of the genesis or Byron era).
 */
export function poolDisplayName(pool: { poolId: string | null; name: string | null | undefined; ticker: string | null | undefined }): string {
  return visibleTextOrNull(pool.name) ?? visibleTextOrNull(pool.ticker) ?? (pool.poolId ? truncateHash(pool.poolId, POOL_ID_AS_NAME) : UNKNOWN_POOL);
}

/** The producer's ticker as it reads, or N/A. */
export function poolTickerText(ticker: string | null | undefined): string {
  return visibleTextOrNull(ticker) ?? NOT_AVAILABLE;
}

/**
 * Which of a block's transactions a page shows, when they do not fit on one
 * page: "Showing transactions 51–100 of 14,505". Null when one page holds all.
 */
export function transactionRangeText(page: number, pageSize: number, total: number): string | null {
  if (total <= pageSize && page === 1) return null;
  const first = pageOffset(page, pageSize) + 1;
  if (first > total) return `Page ${page} is past the last of the block's ${transactionCountText(total)}.`;
  const last = Math.min(total, first + pageSize - 1);
  return `Showing transactions ${formatInteger(first)}–${formatInteger(last)} of ${formatInteger(total)}`;
}
