// What a reader needs to know of our summaries (ADR 005, ADR 006) to trust them: whether
// a summary unit is still on the chain, up to which block the address index stands, and
// which stake snapshots db-sync has completed. The writers are in app/summaries; readers
// import only this.

/**
 * SQL condition: the summary_unit row `alias` is still on the chain (its anchor
 * block exists). One probe of the unique block.hash index.
 */
export function unitOnChain(alias: string): string {
  return `EXISTS (SELECT 1 FROM block anchor WHERE anchor.hash = ${alias}.anchor_hash)`;
}

/**
 * SQL condition: the summary unit `kind` of `epoch` (an SQL expression) exists and is
 * still on the chain, so the summary rows of that epoch may be read instead of db-sync's.
 * One probe of the unit's primary key, one of block.hash.
 */
export function unitCovered(kind: "stake" | "rewards" | "blocks" | "epoch", epoch: string): string {
  return `EXISTS (SELECT 1 FROM explorer.summary_unit u WHERE u.kind = '${kind}' AND u.epoch_no = ${epoch} AND ${unitOnChain("u")})`;
}

/** SQL condition: db-sync has completed the stake snapshot of `epoch` (its epoch_stake rows are all there). */
export function snapshotComplete(epoch: string): string {
  return `EXISTS (SELECT 1 FROM epoch_stake_progress p WHERE p.epoch_no = ${epoch} AND p.completed)`;
}

/**
 * SQL: the newest complete stake snapshot's epoch, at most `next` (the next
 * epoch's, once db-sync has taken it), else `fallback`.
 */
export function latestSnapshotEpoch(next: string, fallback: string): string {
  return `coalesce((SELECT max(p.epoch_no) FROM epoch_stake_progress p WHERE p.completed AND p.epoch_no <= ${next}), ${fallback})`;
}

/**
 * The genesis pseudo-block has no height (block_no NULL) but holds the transactions
 * of the initial funds: the address index keeps it as block -1, in its first batch.
 * Byron's epoch boundary blocks have no height either, and no transactions.
 */
export { GENESIS_BLOCK_NO } from "../../schema/indexed-blocks.mjs";

/**
 * SQL: the newest indexed block still on the chain (R), or NULL when none is.
 * Walks the index's blocks from the top: normally the first one answers; after a
 * rollback of n blocks, the (n + 1)th.
 */
export const INDEXED_TO_SQL = `(SELECT ib.block_no FROM explorer.address_index_block ib
  WHERE EXISTS (SELECT 1 FROM block cb WHERE cb.hash = ib.hash)
  ORDER BY ib.block_no DESC LIMIT 1)`;
