import type { Db } from "../../app/db/db.server";

// db-sync's rollback of the newest blocks, as the index tests play it: the blocks,
// their transactions, outputs, inputs and assets deleted and kept aside, to arrive
// again later as new blocks would.

/** Deletes the newest `count` blocks with what they hold, kept aside for replayCutBlocks. */
export async function cutNewestBlocks(db: Db, count: number): Promise<void> {
  const [tip] = await db.query<{ blockNo: number }>(`SELECT max(block_no) AS "blockNo" FROM block`);
  const from = tip!.blockNo - count;
  await db.exec(`
    CREATE TABLE saved_block AS SELECT * FROM block WHERE block_no > ${from};
    CREATE TABLE saved_tx AS SELECT * FROM tx WHERE block_id IN (SELECT id FROM saved_block);
    CREATE TABLE saved_tx_out AS SELECT * FROM tx_out WHERE tx_id IN (SELECT id FROM saved_tx);
    CREATE TABLE saved_tx_in AS SELECT * FROM tx_in WHERE tx_in_id IN (SELECT id FROM saved_tx);
    CREATE TABLE saved_ma_tx_out AS SELECT * FROM ma_tx_out WHERE tx_out_id IN (SELECT id FROM saved_tx_out);
    CREATE TABLE saved_ma_tx_mint AS SELECT * FROM ma_tx_mint WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM ma_tx_out WHERE tx_out_id IN (SELECT id FROM saved_tx_out);
    DELETE FROM ma_tx_mint WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx_in WHERE tx_in_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx_out WHERE tx_id IN (SELECT id FROM saved_tx);
    DELETE FROM tx WHERE id IN (SELECT id FROM saved_tx);
    DELETE FROM block WHERE id IN (SELECT id FROM saved_block);`);
}

/**
 * The oldest `count` of the cut blocks arrive again (as new blocks would), each
 * with what it holds; the others stay aside for a later call.
 */
export async function replaySomeCutBlocks(db: Db, count: number): Promise<void> {
  const [first] = await db.query<{ blockNo: number }>(`SELECT min(block_no) AS "blockNo" FROM saved_block`);
  const upTo = first!.blockNo + count - 1;
  await db.exec(`
    CREATE TEMP TABLE replayed_block AS SELECT * FROM saved_block WHERE block_no <= ${upTo};
    CREATE TEMP TABLE replayed_tx AS SELECT * FROM saved_tx WHERE block_id IN (SELECT id FROM replayed_block);
    INSERT INTO block SELECT * FROM replayed_block;
    INSERT INTO tx SELECT * FROM replayed_tx;
    INSERT INTO tx_out SELECT * FROM saved_tx_out WHERE tx_id IN (SELECT id FROM replayed_tx);
    INSERT INTO tx_in SELECT * FROM saved_tx_in WHERE tx_in_id IN (SELECT id FROM replayed_tx);
    INSERT INTO ma_tx_out SELECT * FROM saved_ma_tx_out WHERE tx_out_id IN (SELECT id FROM tx_out WHERE tx_id IN (SELECT id FROM replayed_tx));
    INSERT INTO ma_tx_mint SELECT * FROM saved_ma_tx_mint WHERE tx_id IN (SELECT id FROM replayed_tx);
    DELETE FROM saved_ma_tx_mint WHERE tx_id IN (SELECT id FROM replayed_tx);
    DELETE FROM saved_ma_tx_out WHERE tx_out_id IN (SELECT id FROM saved_tx_out WHERE tx_id IN (SELECT id FROM replayed_tx));
    DELETE FROM saved_tx_in WHERE tx_in_id IN (SELECT id FROM replayed_tx);
    DELETE FROM saved_tx_out WHERE tx_id IN (SELECT id FROM replayed_tx);
    DELETE FROM saved_tx WHERE id IN (SELECT id FROM replayed_tx);
    DELETE FROM saved_block WHERE id IN (SELECT id FROM replayed_block);
    DROP TABLE replayed_block, replayed_tx;`);
}

/** The cut blocks arrive again (as new blocks would). */
export async function replayCutBlocks(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO block SELECT * FROM saved_block;
    INSERT INTO tx SELECT * FROM saved_tx;
    INSERT INTO tx_out SELECT * FROM saved_tx_out;
    INSERT INTO tx_in SELECT * FROM saved_tx_in;
    INSERT INTO ma_tx_out SELECT * FROM saved_ma_tx_out;
    INSERT INTO ma_tx_mint SELECT * FROM saved_ma_tx_mint;
    DROP TABLE saved_block, saved_tx, saved_tx_out, saved_tx_in, saved_ma_tx_out, saved_ma_tx_mint;`);
}
