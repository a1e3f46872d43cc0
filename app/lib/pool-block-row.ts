import type { PoolBlock } from "./domain";

/**
 * A block as the pool page's Pool Blocks table shows it (spec §2): height, hash,
 * epoch, size, transactions, total output, time. The contract's block also
 * carries the protocol version and the operational certificate (64 hex
 * characters), which the table does not show and the page's hydration data
 * need not carry.
 */
export type PoolBlockRow = Pick<PoolBlock, "height" | "hash" | "epochNumber" | "size" | "txCount" | "totalOutput" | "timestamp">;

export function poolBlockRow(block: PoolBlock): PoolBlockRow {
  const { height, hash, epochNumber, size, txCount, totalOutput, timestamp } = block;
  return { height, hash, epochNumber, size, txCount, totalOutput, timestamp };
}
