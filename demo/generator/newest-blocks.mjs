// @ts-check
// The block table an index written with the chain ends with (explorer.address_index_block,
// explorer.asset_index_block): the genesis block and the newest k + margin blocks, as a
// pass from nothing leaves it.
import { GENESIS_BLOCK_NO, KEPT_BLOCKS } from "../../schema/indexed-blocks.mjs";

/** @typedef {import("./csv.mjs").CsvValue} CsvValue */

export class NewestBlocks {
  /** @type {[number, CsvValue][]} */
  #blocks = [];
  /** @type {CsvValue | undefined} */
  #genesisHash = undefined;
  tipBlockNo = GENESIS_BLOCK_NO;

  /**
   * A block row's height (null: the genesis block) and hash, in chain order.
   * @param {number | null} blockNo
   * @param {CsvValue} hash
   */
  add(blockNo, hash) {
    if (blockNo === null) {
      this.#genesisHash ??= hash;
      return;
    }
    this.tipBlockNo = blockNo;
    this.#blocks.push([blockNo, hash]);
    // Older ones can never be kept: dropped now and then, not every block.
    if (this.#blocks.length > 2 * KEPT_BLOCKS) this.#blocks = this.#blocks.filter(([at]) => at >= blockNo - KEPT_BLOCKS);
  }

  /** The table's rows (block_no, hash), once the last block is added. */
  rows() {
    /** @type {[number, CsvValue][]} */
    const rows = this.#genesisHash === undefined ? [] : [[GENESIS_BLOCK_NO, this.#genesisHash]];
    return [...rows, ...this.#blocks.filter(([at]) => at >= this.tipBlockNo - KEPT_BLOCKS)];
  }
}
