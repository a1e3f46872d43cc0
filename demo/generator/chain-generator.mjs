// @ts-check
// The deterministic demo chain: from { network, seed, now, scale } it yields the
// chain's rows as CSV chunks per table (ready for COPY) and progress reports, slot by
// slot from genesis to the last slot at or before `now`. Same inputs, same rows.
//
// Shape: 432,000-slot epochs of 1-second slots starting at meta.start_time (slot 0);
// a block in a slot with probability activeSlotCoeff (0.05 → ~21,600 blocks per
// epoch), its producer drawn by the epoch's active stake; `now` falls inside the last
// epoch, which is the current one.
import { AddressIndexRows } from "./address-index-rows.mjs";
import { AssetIndexRows } from "./asset-index-rows.mjs";
import { ChainBuilder } from "./chain-builder.mjs";

/** Bumped whenever the generated chain changes, so stored chains are regenerated. */
export const GENERATOR_VERSION = 6;

const BLOCKS_PER_PROGRESS = 500;

/** @typedef {import("./chain-builder.mjs").GenerateOptions} GenerateOptions */

/**
 * @typedef {object} ChainSummary
 * @property {string} network
 * @property {number} startTime ms of slot 0 (meta.start_time)
 * @property {number} tipSlot
 * @property {number} tipBlockNo
 * @property {number} tipTime ms of the last block
 * @property {number} currentEpoch
 * @property {Record<string, number>} rows rows written per table
 */

/** @typedef {import("./row-sink.mjs").RowChunk | { kind: "progress", done: number, total: number, label: string } | { kind: "done", summary: ChainSummary }} ChainItem */

/**
 * @param {GenerateOptions} options
 * @returns {Generator<ChainItem>}
 */
export function* generateChain(options) {
  const builder = new ChainBuilder(options);
  const { chain, tipSlot } = builder;
  const label = `${options.network}: generating`;
  // At mainnet scale the indexes' state (every output) would not fit the generator's
  // heap: the summary pass builds them in the database instead.
  const indexes = options.scale === "mainnet" ? [] : [new AddressIndexRows(chain.sink), new AssetIndexRows(chain.sink)];
  if (indexes.length > 0) {
    chain.sink.observer = (table, values) => {
      for (const index of indexes) index.observe(table, values);
    };
  }
  builder.start();
  while (builder.slot <= tipSlot) {
    const block = builder.produceBlock();
    yield* chain.sink.takeFull();
    if (block.blockNo % BLOCKS_PER_PROGRESS === 0) yield { kind: "progress", done: block.slot, total: tipSlot, label };
  }
  builder.finishGeneration();
  for (const index of indexes) index.finish();
  yield* chain.sink.takeAll();
  yield { kind: "progress", done: tipSlot, total: tipSlot, label };
  yield {
    kind: "done",
    summary: {
      network: options.network,
      startTime: builder.startTime,
      tipSlot: chain.slot,
      tipBlockNo: chain.blockNo,
      tipTime: chain.blockTime,
      currentEpoch: builder.epoch,
      rows: Object.fromEntries(chain.sink.counts),
    },
  };
}
