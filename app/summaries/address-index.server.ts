// The address index (ADR 006): per-address and per-stake-address summaries and each
// address's transactions in chain order (explorer.address_summary / address_tx,
// stake_account_summary / stake_account_tx, schema/explorer.sql), written block by
// block up to the tip. A rollback is undone, not waited for: the newest indexed
// block still on the chain (R) says which rows stand, every row past it is
// subtracted from its summary and deleted. One writer: every transaction takes the
// summaries' advisory lock (ADR 005) and gives up when another process holds it.
// Reads (app/data/addresses/addresses.server.ts) take the summary up to R and the blocks after it live.
import type { Db, DbTransaction } from "../db/types.server";
import { GENESIS_BLOCK_NO, INDEXED_TO_SQL } from "../data/summary-coverage.server";
import { takeWriterLock } from "./writer-lock.server";
import { KEPT_BLOCKS } from "../../schema/indexed-blocks.mjs";

/** Blocks of a pass's first batch (one transaction), or of every batch when no `batchMs` is set. */
const BATCH_BLOCKS = 1_000;
/** Transactions a batch may take per block it may take (at least one block, however large). */
const TXS_PER_BATCH_BLOCK = 5;
/** How much a batch may grow on the one before when it was quicker than `batchMs`. */
const BATCH_GROWTH = 16;
export { KEPT_BLOCKS };
const TIMEOUT_MS = 120_000;
export const NOTHING_INDEXED = -2;

export type AddressIndexReport = {
  /** False when another process held the lock. */
  locked: boolean;
  /** Blocks undone after a rollback. */
  undone: number;
  /** Blocks indexed in this pass. */
  indexed: number;
  /** The high-water block after the pass (null: nothing indexed yet). */
  indexedTo: number | null;
  /** True when the pass stopped at its budget before the tip. */
  pending: boolean;
  /** Blocks between the high-water block and the tip when the pass ended (its lag). */
  behind: number;
};

export type IndexPassOptions = {
  budgetMs?: number;
  timeoutMs?: number;
  /** Blocks of the first batch (tests use small ones); of every batch without `batchMs`. */
  batchBlocks?: number;
  /**
   * How long one batch should hold the writer, for a pass that sizes its batches by the
   * last one's pace: short while pages wait on the same embedded database, long where
   * nothing waits (the catch-up before the server listens), since every batch costs a
   * fixed part (its busiest addresses' upserts) whatever its length.
   */
  batchMs?: number;
};

/** What a block-by-block index is made of: its block table, its undo and its batch writer. */
export type BlockIndex = {
  /** The index's table of indexed blocks (block_no, hash). */
  blockTable: string;
  /** Undoes what a rollback removed; returns the blocks undone. */
  undoRollback(tx: DbTransaction): Promise<number>;
  /** Indexes the blocks (from, to]. */
  indexBlocks(tx: DbTransaction, from: number, to: number): Promise<void>;
};

/**
 * One pass of a block-by-block index (this one, the asset index): undoes what a
 * rollback removed, then indexes the blocks after the high-water mark up to the
 * tip, a batch per transaction under the writer lock, until the tip or the
 * budget is reached.
 */
export async function maintainBlockIndex(db: Db, index: BlockIndex, options: IndexPassOptions = {}): Promise<AddressIndexReport> {
  const call = { timeoutMs: options.timeoutMs ?? TIMEOUT_MS };
  const deadline = options.budgetMs === undefined ? Infinity : Date.now() + options.budgetMs;
  const report: AddressIndexReport = { locked: true, undone: 0, indexed: 0, indexedTo: null, pending: false, behind: 0 };
  let batchBlocks = options.batchBlocks ?? BATCH_BLOCKS;
  for (;;) {
    const started = Date.now();
    const step = await db.transaction(async (tx) => {
      if (!(await takeWriterLock(tx))) return null;
      const undone = await index.undoRollback(tx);
      const [top] = await tx.query<{ blockNo: number | null }>(`SELECT max(block_no) AS "blockNo" FROM ${index.blockTable}`);
      const from = top?.blockNo ?? NOTHING_INDEXED;
      const to = await batchEnd(tx, from, batchBlocks);
      if (to !== null) await index.indexBlocks(tx, from, to);
      return { undone, from, to };
    }, call);
    if (!step) return { ...report, locked: false };
    report.undone += step.undone;
    report.indexedTo = step.to ?? (step.from === NOTHING_INDEXED ? null : step.from);
    if (step.to === null) return report; // at the tip: behind 0
    report.indexed += await countBlocks(db, step.from, step.to);
    if (Date.now() >= deadline) return { ...report, pending: true, behind: await blocksAfter(db, step.to) };
    if (options.batchMs !== undefined) batchBlocks = nextBatchBlocks(batchBlocks, Date.now() - started, options.batchMs);
  }
}

/** The next batch's blocks: the last one's scaled to take `batchMs`, growing at most BATCH_GROWTH-fold. */
export function nextBatchBlocks(blocks: number, tookMs: number, batchMs: number): number {
  return Math.max(1, Math.min(blocks * BATCH_GROWTH, Math.round((blocks * batchMs) / Math.max(1, tookMs))));
}

/** One pass of the address index (maintainBlockIndex). */
export const maintainAddressIndex = (db: Db, options: IndexPassOptions = {}): Promise<AddressIndexReport> =>
  maintainBlockIndex(db, { blockTable: "explorer.address_index_block", undoRollback, indexBlocks }, options);

/** Heights run without gaps: the tip's height minus `from` (one probe of the block_no index). */
async function blocksAfter(db: Db, from: number): Promise<number> {
  const [row] = await db.query<{ n: number | null }>(`SELECT max(block_no) - $1 AS n FROM block`, [from]);
  return Math.max(0, Number(row?.n ?? 0));
}

async function countBlocks(db: Db, from: number, to: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM block WHERE block_no > $1 AND block_no <= $2`, [from, to]);
  return row?.n ?? 0;
}

/** The last block of the next batch after `from`, or null when the index is at the tip. */
async function batchEnd(tx: DbTransaction, from: number, blocks: number): Promise<number | null> {
  const [row] = await tx.query<{ to: number | null }>(
    `SELECT coalesce(max(w.block_no) FILTER (WHERE w.txs <= $2), min(w.block_no)) AS "to"
     FROM (SELECT b.block_no, sum(b.tx_count) OVER (ORDER BY b.block_no) AS txs
           FROM block b WHERE b.block_no > $1 ORDER BY b.block_no LIMIT $3) w`,
    [from, blocks * TXS_PER_BATCH_BLOCK, blocks],
  );
  return row?.to ?? null;
}

/**
 * After a rollback: every row of a block past R (the newest indexed block still on
 * the chain) is subtracted from its summary and deleted; summaries whose first
 * transaction goes are deleted whole. Returns the number of blocks undone.
 */
async function undoRollback(tx: DbTransaction): Promise<number> {
  const [state] = await tx.query<{ top: number | null; r: number | null }>(
    `SELECT (SELECT max(block_no) FROM explorer.address_index_block) AS "top", ${INDEXED_TO_SQL} AS "r"`,
  );
  if (!state || state.top === null || state.r === state.top) return 0;
  const r = state.r ?? NOTHING_INDEXED;
  // Addresses whose first indexed transaction is undone lose every row: delete them,
  // and count them out of their stake address's payment addresses.
  await tx.query(
    `WITH gone AS (
       DELETE FROM explorer.address_summary a
       USING (SELECT address_id FROM explorer.address_tx WHERE block_no > $1 GROUP BY address_id HAVING min(seq) = 1) g
       WHERE a.id = g.address_id
       RETURNING a.stake_account_id)
     UPDATE explorer.stake_account_summary s SET address_count = s.address_count - g.n
     FROM (SELECT stake_account_id, count(*)::int AS n FROM gone WHERE stake_account_id IS NOT NULL GROUP BY stake_account_id) g
     WHERE s.id = g.stake_account_id`,
    [r],
  );
  // `a.id = ANY (ARRAY(…))`: the summaries are probed by id whatever the planner
  // estimates (a generic plan takes a third of address_tx to be past R).
  await tx.query(
    `WITH g AS (SELECT address_id, count(*)::int AS n, sum(received) AS received, sum(sent) AS sent,
                       sum(created)::int AS created, sum(spent)::int AS spent
                FROM explorer.address_tx WHERE block_no > $1 GROUP BY address_id)
     UPDATE explorer.address_summary a
     SET received = a.received - g.received, sent = a.sent - g.sent, tx_count = a.tx_count - g.n,
         utxo_count = a.utxo_count - g.created + g.spent,
         last_block_no = (SELECT x.block_no FROM explorer.address_tx x WHERE x.address_id = a.id AND x.seq = a.tx_count - g.n)
     FROM g WHERE a.id = g.address_id AND a.id = ANY (ARRAY(SELECT address_id FROM g))`,
    [r],
  );
  await tx.query(`DELETE FROM explorer.address_tx WHERE block_no > $1`, [r]);
  await tx.query(
    `DELETE FROM explorer.stake_account_summary s
     USING (SELECT account_id FROM explorer.stake_account_tx WHERE block_no > $1 GROUP BY account_id HAVING min(seq) = 1) g
     WHERE s.id = g.account_id`,
    [r],
  );
  await tx.query(
    `UPDATE explorer.stake_account_summary s
     SET received = s.received - g.received, sent = s.sent - g.sent, tx_count = s.tx_count - g.n,
         last_block_no = (SELECT x.block_no FROM explorer.stake_account_tx x WHERE x.account_id = s.id AND x.seq = s.tx_count - g.n)
     FROM (SELECT account_id, count(*)::int AS n, sum(received) AS received, sum(sent) AS sent
           FROM explorer.stake_account_tx WHERE block_no > $1 GROUP BY account_id) g
     WHERE s.id = g.account_id`,
    [r],
  );
  await tx.query(`DELETE FROM explorer.stake_account_tx WHERE block_no > $1`, [r]);
  const undone = await tx.query(`DELETE FROM explorer.address_index_block WHERE block_no > $1 RETURNING block_no`, [r]);
  return undone.length;
}

/**
 * Every output and every spent output of the transactions in blocks (from, to] ($1,
 * $2), as one row per output: its address, stake address, what it adds or takes.
 * The batch's transactions are the id range $3..$4 (db-sync writes them in chain
 * order), passed as values so that the planner reads tx_out and tx_in by range
 * (idx_tx_out_tx_id, idx_tx_in_tx_in_id) instead of hashing all of tx_in; the block
 * condition keeps the rows exact whatever the ids. Inputs find their output through
 * tx_out's unique (tx_id, index).
 */
const BATCH_MOVES = `
  moves AS (
    SELECT o.address, o.stake_address_id, coalesce(b.block_no, ${GENESIS_BLOCK_NO}) AS block_no, t.block_index,
           o.value AS received, 0::numeric AS sent, 1 AS created, 0 AS spent
    FROM tx_out o JOIN tx t ON t.id = o.tx_id JOIN block b ON b.id = t.block_id
    WHERE o.tx_id BETWEEN $3::bigint AND $4::bigint
      AND ((b.block_no > $1 AND b.block_no <= $2) OR ($1 = ${NOTHING_INDEXED} AND b.block_no IS NULL))
    UNION ALL
    SELECT o.address, o.stake_address_id, coalesce(b.block_no, ${GENESIS_BLOCK_NO}), t.block_index, 0::numeric, o.value, 0, 1
    FROM tx_in i JOIN tx t ON t.id = i.tx_in_id JOIN block b ON b.id = t.block_id
    JOIN tx_out o ON o.tx_id = i.tx_out_id AND o.index = i.tx_out_index
    WHERE i.tx_in_id BETWEEN $3::bigint AND $4::bigint
      AND ((b.block_no > $1 AND b.block_no <= $2) OR ($1 = ${NOTHING_INDEXED} AND b.block_no IS NULL)))`;

async function indexBlocks(tx: DbTransaction, from: number, to: number): Promise<void> {
  const [range] = await tx.query<{ first: string | null; last: string | null }>(
    `SELECT min(t.id)::text AS "first", max(t.id)::text AS "last" FROM block b JOIN tx t ON t.block_id = b.id
     WHERE (b.block_no > $1 AND b.block_no <= $2) OR ($1 = ${NOTHING_INDEXED} AND b.block_no IS NULL)`,
    [from, to],
  );
  const params = [from, to, range?.first ?? "0", range?.last ?? "-1"];
  // Stake addresses first: the payment addresses' rows point at them.
  await tx.query(
    `WITH ${BATCH_MOVES},
     delta AS (
       SELECT sa.view, m.block_no, m.block_index, sum(m.received) AS received, sum(m.sent) AS sent
       FROM moves m JOIN stake_address sa ON sa.id = m.stake_address_id
       GROUP BY sa.view, m.block_no, m.block_index),
     agg AS (
       SELECT view, count(*)::int AS n, sum(received) AS received, sum(sent) AS sent, min(block_no) AS first, max(block_no) AS last
       FROM delta GROUP BY view),
     up AS (
       INSERT INTO explorer.stake_account_summary AS s (view, received, sent, tx_count, address_count, first_block_no, last_block_no)
       SELECT view, received, sent, n, 0, first, last FROM agg
       ON CONFLICT (view) DO UPDATE SET received = s.received + excluded.received, sent = s.sent + excluded.sent,
         tx_count = s.tx_count + excluded.tx_count, last_block_no = excluded.last_block_no
       RETURNING s.id, s.view, s.tx_count)
     INSERT INTO explorer.stake_account_tx (account_id, seq, block_no, block_index, received, sent)
     SELECT up.id, up.tx_count - agg.n + row_number() OVER (PARTITION BY d.view ORDER BY d.block_no, d.block_index),
            d.block_no, d.block_index, d.received, d.sent
     FROM delta d JOIN agg ON agg.view = d.view JOIN up ON up.view = d.view`,
    params,
  );
  // xmax = 0 marks the rows the upsert inserted (new addresses of a stake address).
  await tx.query(
    `WITH ${BATCH_MOVES},
     delta AS (
       SELECT address, min(stake_address_id) AS stake_address_id, block_no, block_index,
              sum(received) AS received, sum(sent) AS sent, sum(created)::int AS created, sum(spent)::int AS spent
       FROM moves GROUP BY address, block_no, block_index),
     agg AS (
       SELECT address, min(stake_address_id) AS stake_address_id, count(*)::int AS n, sum(received) AS received, sum(sent) AS sent,
              sum(created - spent)::int AS utxos, min(block_no) AS first, max(block_no) AS last
       FROM delta GROUP BY address),
     up AS (
       INSERT INTO explorer.address_summary AS a (address, stake_account_id, received, sent, tx_count, utxo_count, first_block_no, last_block_no)
       SELECT agg.address, s.id, agg.received, agg.sent, agg.n, agg.utxos, agg.first, agg.last
       FROM agg LEFT JOIN stake_address sa ON sa.id = agg.stake_address_id
       LEFT JOIN explorer.stake_account_summary s ON s.view = sa.view
       ON CONFLICT (address) DO UPDATE SET received = a.received + excluded.received, sent = a.sent + excluded.sent,
         tx_count = a.tx_count + excluded.tx_count, utxo_count = a.utxo_count + excluded.utxo_count,
         last_block_no = excluded.last_block_no, stake_account_id = coalesce(a.stake_account_id, excluded.stake_account_id)
       RETURNING a.id, a.address, a.tx_count, a.stake_account_id, (a.xmax = 0) AS inserted),
     counted AS (
       UPDATE explorer.stake_account_summary s SET address_count = s.address_count + c.n
       FROM (SELECT stake_account_id, count(*)::int AS n FROM up WHERE inserted AND stake_account_id IS NOT NULL GROUP BY stake_account_id) c
       WHERE s.id = c.stake_account_id)
     INSERT INTO explorer.address_tx (address_id, seq, block_no, block_index, received, sent, created, spent)
     SELECT up.id, up.tx_count - agg.n + row_number() OVER (PARTITION BY d.address ORDER BY d.block_no, d.block_index),
            d.block_no, d.block_index, d.received, d.sent, d.created, d.spent
     FROM delta d JOIN agg ON agg.address = d.address JOIN up ON up.address = d.address`,
    params,
  );
  await tx.query(
    `INSERT INTO explorer.address_index_block (block_no, hash)
     SELECT coalesce(b.block_no, ${GENESIS_BLOCK_NO}), b.hash FROM block b
     WHERE (b.block_no > $1 AND b.block_no <= $2) OR ($1 = ${NOTHING_INDEXED} AND b.block_no IS NULL)
     ORDER BY b.id
     ON CONFLICT (block_no) DO NOTHING`,
    [from, to],
  );
  // The genesis row stays: without it, R would be lost when the chain is shorter than the window.
  await tx.query(`DELETE FROM explorer.address_index_block WHERE block_no < $1 AND block_no <> ${GENESIS_BLOCK_NO}`, [to - KEPT_BLOCKS]);
}
