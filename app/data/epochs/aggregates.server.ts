import type { Queryable } from "../../db/queryable.server";

// An epoch's figures aggregated directly on db-sync's block and tx tables: what
// the 'epoch' summary unit stores (summaries.server.ts writes these very values,
// ADR 005) and what the epoch pages read for the current epoch or for a finished
// one whose unit is missing or rolled back. Never db-sync's `epoch` (a table up
// to 13.7.1, a view re-scanning `block` from 13.7.2 on, empty unless enabled).
// Two steps, each index-backed: the epoch's blocks on block(epoch_no), then its
// transactions as one range of tx(block_id) — block ids ascend in chain order,
// so the epoch's transactions are those of the ids between its first and last
// block — instead of joining every transaction to its block.

/** An epoch's blocks (with a height: Byron boundary blocks have none and no transactions). */
export type EpochBlockFigures = {
  blocks: number;
  /** Transactions by the blocks' own counts (block.tx_count). */
  txs: number;
  firstBlockId: number | null;
  lastBlockId: number | null;
  firstBlockNo: number | null;
  lastBlockNo: number | null;
  firstBlockTime: string | null;
  lastBlockTime: string | null;
};

export async function aggregateEpochBlocks(db: Queryable, epoch: number): Promise<EpochBlockFigures> {
  const [row] = await db.query<EpochBlockFigures>(
    `SELECT count(*)::int AS "blocks", coalesce(sum(b.tx_count), 0)::int AS "txs",
            min(b.id) AS "firstBlockId", max(b.id) AS "lastBlockId",
            min(b.block_no) AS "firstBlockNo", max(b.block_no) AS "lastBlockNo",
            min(b.time) AS "firstBlockTime", max(b.time) AS "lastBlockTime"
     FROM block b
     WHERE b.epoch_no = $1 AND b.block_no IS NOT NULL`,
    [epoch],
  );
  return row!;
}

/** A transaction the epoch page names: hash (hex), the amount (out_sum or fee, DFM) and its block's height. */
type EpochTxPick = { hash: string; amount: string; blockNo: number };

export type EpochTxFigures = {
  txs: number;
  outSum: string;
  fees: string;
  largest: EpochTxPick | null;
  priciest: EpochTxPick | null;
};

const NO_TXS: EpochTxFigures = { txs: 0, outSum: "0", fees: "0", largest: null, priciest: null };

/**
 * The transactions of the blocks with ids firstBlockId…lastBlockId (one epoch's):
 * count, output and fee sums, the largest by output and the most expensive by fee
 * (ties: the first in chain order). One range of tx(block_id), read once.
 */
export async function aggregateEpochTxs(db: Queryable, blocks: Pick<EpochBlockFigures, "firstBlockId" | "lastBlockId">): Promise<EpochTxFigures> {
  if (blocks.firstBlockId === null || blocks.lastBlockId === null) return NO_TXS;
  const [row] = await db.query<{
    txs: number;
    outSum: string;
    fees: string;
    largest: { hash: string; amount: string; blockNo: number } | null;
    priciest: { hash: string; amount: string; blockNo: number } | null;
  }>(
    `WITH t AS MATERIALIZED (
       SELECT t.id, t.hash, t.out_sum, t.fee, t.block_id FROM tx t
       WHERE t.block_id BETWEEN $1 AND $2
     ),
     largest AS (SELECT * FROM t ORDER BY t.out_sum DESC, t.id LIMIT 1),
     priciest AS (SELECT * FROM t ORDER BY t.fee DESC, t.id LIMIT 1)
     SELECT (SELECT count(*)::int FROM t) AS "txs",
            (SELECT coalesce(sum(t.out_sum), 0)::text FROM t) AS "outSum",
            (SELECT coalesce(sum(t.fee), 0)::text FROM t) AS "fees",
            (SELECT json_build_object('hash', encode(l.hash, 'hex'), 'amount', l.out_sum::text, 'blockNo', b.block_no)
             FROM largest l JOIN block b ON b.id = l.block_id) AS "largest",
            (SELECT json_build_object('hash', encode(p.hash, 'hex'), 'amount', p.fee::text, 'blockNo', b.block_no)
             FROM priciest p JOIN block b ON b.id = p.block_id) AS "priciest"`,
    [blocks.firstBlockId, blocks.lastBlockId],
  );
  return row ?? NO_TXS;
}

export type ProtocolVersionBlocks = { epoch: number; major: number; minor: number; blocks: number };

/** Blocks per protocol version (as their headers carry it) in each of `epochs`, on block(epoch_no). */
export async function countProtocolVersions(db: Queryable, epochs: readonly number[]): Promise<ProtocolVersionBlocks[]> {
  if (epochs.length === 0) return [];
  return db.query<ProtocolVersionBlocks>(
    `SELECT b.epoch_no AS "epoch", b.proto_major AS "major", b.proto_minor AS "minor", count(*)::int AS "blocks"
     FROM block b
     WHERE b.epoch_no = ANY ($1::int[]) AND b.block_no IS NOT NULL
     GROUP BY b.epoch_no, b.proto_major, b.proto_minor
     ORDER BY b.epoch_no, b.proto_major, b.proto_minor`,
    [epochs],
  );
}
