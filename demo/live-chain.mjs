// @ts-check
// The generator's half of the live producer: the demo chain continued past its tip,
// block by block, deterministically (the same seed gives the same later blocks, also
// after a restart). The server's half decides when to ask for blocks (every ~20 s on
// average they come due) and writes each block in one transaction (live-sql.mjs).
//
// openLiveChain rebuilds the generator's state by replaying the chain in memory
// (no rows kept; a few seconds for the full mainnet chain — run it off the main
// thread), up to the block height the database already holds.
import { ChainBuilder } from "./generator/chain-builder.mjs";
import { timestampText } from "./generator/csv.mjs";
import { consumedByStatementForBlock } from "./consumed-outputs.mjs";

/** @typedef {import("./generator/row-sink.mjs").RowChunk} RowChunk */

/**
 * One new block: rows to COPY, then SQL statements (no parameters) to run, all in one
 * transaction.
 * @typedef {object} LiveBlock
 * @property {number} blockNo
 * @property {number} slot
 * @property {number} time ms
 * @property {number} epoch
 * @property {RowChunk[]} chunks the block, its transactions and what they touch; at an
 *   epoch boundary also epoch_param, ada_pots, epoch_stake, reward (and the new epoch's price)
 * @property {string[]} statements the outputs its inputs spend (consumed_by_tx_id), then the
 *   rewrite of the `epoch` rows this block changes (where `epoch` is a table)
 */

/**
 * @typedef {object} LiveChain
 * @property {() => { blockNo: number, slot: number, time: number, epoch: number }} tip
 * @property {() => number} nextBlockTime ms when the next block is due
 * @property {(now: number) => Generator<LiveBlock>} blocksUntil the blocks due at or before `now`
 */

/**
 * db-sync keeps the current epoch's `epoch` row up to date; replace it.
 * @param {number} epoch
 * @param {import("./generator/epoch-boundary.mjs").EpochStats} stats
 */
function epochRowStatements(epoch, stats) {
  return [
    `DELETE FROM epoch WHERE no = ${epoch}`,
    `INSERT INTO epoch (out_sum, fees, tx_count, blk_count, no, start_time, end_time) VALUES (${stats.outSum}, ${stats.fees}, ${stats.txs}, ${stats.blocks}, ${epoch}, '${timestampText(stats.firstTime)}', '${timestampText(stats.lastTime)}')`,
  ];
}

/**
 * @param {object} options
 * @param {import("./generator/addresses.mjs").Network} options.network
 * @param {string} options.seed
 * @param {import("./generator/profiles.mjs").Scale} options.scale
 * @param {number} options.generatedAt the 'now' the stored chain was generated for (the marker's `now`)
 * @param {number} options.tipBlockNo the highest block_no the database holds
 * @param {boolean} [options.epochTable] whether `epoch` is a table to keep up to date (default
 *   true); false where it is db-sync 13.7.2's view (schema/dbsync-shape.mjs), which is never written
 * @returns {LiveChain}
 */
export function openLiveChain({ network, seed, scale, generatedAt, tipBlockNo, epochTable = true }) {
  const builder = new ChainBuilder({ network, seed, now: generatedAt, scale });
  const { chain } = builder;
  chain.sink.discard = true;
  builder.start();
  while (builder.slot <= builder.tipSlot) builder.produceBlock();
  builder.finishGeneration();
  if (chain.blockNo > tipBlockNo) throw new Error(`the database holds blocks up to ${tipBlockNo}, the generated chain up to ${chain.blockNo}`);

  /** @type {string[]} */
  let statements = [];
  const epochRows = epochTable ? epochRowStatements : () => [];
  builder.onEpochEnd = (epoch, stats) => {
    statements.push(...epochRows(epoch, stats));
    builder.priceForEpoch(epoch + 1);
  };
  // Blocks made live in earlier runs, already in the database.
  while (chain.blockNo < tipBlockNo) builder.produceBlock();
  statements = [];
  chain.sink.discard = false;

  return {
    tip: () => ({ blockNo: chain.blockNo, slot: chain.slot, time: chain.blockTime, epoch: builder.epoch }),
    nextBlockTime: () => builder.slotTime(builder.slot),
    *blocksUntil(now) {
      while (builder.slotTime(builder.slot) <= now) {
        const block = builder.produceBlock();
        const chunks = [...chain.sink.takeAll()];
        const consumed = consumedByStatementForBlock(chunks);
        statements.push(...epochRows(builder.epoch, builder.stats));
        const live = { ...block, chunks, statements: consumed ? [consumed, ...statements] : statements };
        statements = [];
        yield live;
      }
    },
  };
}
