// @ts-check
// The address index (ADR 006) written with the chain it generates: a first start
// would otherwise spend ~25 s of its embedded database's single thread building it
// from the loaded rows (the full mainnet demo, one batch). It watches the rows the
// generator writes, exactly those the index pass reads (block, tx, tx_out, tx_in,
// stake_address), and derives what one pass from nothing would write: per address
// and per stake address a summary and its transactions in chain order, and the
// newest indexed blocks. The pass's own tests compare the two
// (app/summaries/address-index.server.test.ts). Blocks added later (the live chain)
// are indexed by the pass as usual.
import { GENESIS_BLOCK_NO, KEPT_BLOCKS } from "../../schema/indexed-blocks.mjs";

/** @typedef {import("./row-sink.mjs").RowSink} RowSink */
/** @typedef {import("./csv.mjs").CsvValue} CsvValue */

/**
 * @typedef {object} Account one address's or one stake address's running summary
 * @property {number} id
 * @property {bigint} received
 * @property {bigint} sent
 * @property {number} txCount
 * @property {number} firstBlockNo
 * @property {number} lastBlockNo
 */
/** @typedef {Account & { address: string, stakeAddressId: number | null, utxoCount: number }} AddressAccount */
/** @typedef {Account & { view: string, addressCount: number }} StakeAccount */
/** @typedef {{ address: AddressAccount, stakeAddressId: number | null, value: bigint }} Output */
/** @typedef {{ output: Output, spent: boolean }} Move */
/** @typedef {{ received: bigint, sent: bigint, created: number, spent: number }} Delta */

// tx_out's, tx_in's, tx's and block's columns read here (demo/generator/tables.mjs).
const OUT = { txId: 1, index: 2, address: 3, stakeAddressId: 6, value: 7 };
const IN = { txId: 1, outTxId: 2, outIndex: 3 };
const TX = { id: 0, blockId: 2, blockIndex: 3 };
const BLOCK = { hash: 1, blockNo: 5 };
// A transaction's outputs are far fewer: its id and index make one exact number key.
const INDEX_RANGE = 65_536;

export class AddressIndexRows {
  /** @param {RowSink} sink where the index's rows go (explorer.* tables) */
  constructor(sink) {
    this.sink = sink;
    /** @type {Map<string, AddressAccount>} */
    this.addresses = new Map();
    /** @type {Map<number, StakeAccount>} by stake_address.id */
    this.stakeAccounts = new Map();
    /** @type {Map<number, string>} stake_address.id → view */
    this.stakeViews = new Map();
    /** @type {Map<number, Output>} every output by tx id and index: a tx_in finds what it spends */
    this.outputs = new Map();
    /** @type {Map<number, Move[]>} the moves of transactions whose tx row has not come yet */
    this.pendingMoves = new Map();
    /** @type {{ blockIndex: number, moves: Move[] }[]} the transactions of the block whose row has not come yet */
    this.blockTxs = [];
    /** @type {[number, CsvValue][]} every block but the genesis (block_no, hash) */
    this.blocks = [];
    /** @type {CsvValue | undefined} */
    this.genesisHash = undefined;
    this.tipBlockNo = GENESIS_BLOCK_NO;
  }

  /**
   * One row the generator wrote (RowSink's observer).
   * @param {string} table
   * @param {readonly CsvValue[]} values
   */
  observe(table, values) {
    if (table === "tx_out") this.#output(values);
    else if (table === "tx_in") this.#input(values);
    else if (table === "tx") this.#tx(values);
    else if (table === "block") this.#block(values);
    else if (table === "stake_address") this.stakeViews.set(Number(values[0]), String(values[2]));
  }

  /** @param {readonly CsvValue[]} values */
  #output(values) {
    const text = String(values[OUT.address]);
    let address = this.addresses.get(text);
    if (!address) {
      address = { id: this.addresses.size + 1, address: text, stakeAddressId: null, utxoCount: 0, ...emptyAccount() };
      this.addresses.set(text, address);
    }
    const stake = values[OUT.stakeAddressId];
    /** @type {Output} */
    const output = { address, stakeAddressId: stake === null || stake === undefined ? null : Number(stake), value: BigInt(/** @type {number | bigint} */ (values[OUT.value])) };
    this.outputs.set(outputKey(values[OUT.txId], values[OUT.index]), output);
    this.#movesOf(Number(values[OUT.txId])).push({ output, spent: false });
  }

  /** @param {readonly CsvValue[]} values */
  #input(values) {
    const output = this.outputs.get(outputKey(values[IN.outTxId], values[IN.outIndex]));
    if (!output) throw new Error(`tx_in ${values[0]} spends an output not written before it`);
    this.#movesOf(Number(values[IN.txId])).push({ output, spent: true });
  }

  /** @param {number} txId */
  #movesOf(txId) {
    let moves = this.pendingMoves.get(txId);
    if (!moves) {
      moves = [];
      this.pendingMoves.set(txId, moves);
    }
    return moves;
  }

  /** @param {readonly CsvValue[]} values */
  #tx(values) {
    const txId = Number(values[TX.id]);
    this.blockTxs.push({ blockIndex: Number(values[TX.blockIndex]), moves: this.pendingMoves.get(txId) ?? [] });
    this.pendingMoves.delete(txId);
  }

  /** @param {readonly CsvValue[]} values a block row: its transactions' rows came before it */
  #block(values) {
    const height = values[BLOCK.blockNo];
    const blockNo = height === null || height === undefined ? GENESIS_BLOCK_NO : Number(height);
    const hash = values[BLOCK.hash];
    if (blockNo === GENESIS_BLOCK_NO) this.genesisHash ??= hash;
    else {
      this.blocks.push([blockNo, hash]);
      this.tipBlockNo = blockNo;
    }
    const txs = this.blockTxs.sort((a, b) => a.blockIndex - b.blockIndex);
    this.blockTxs = [];
    for (const { blockIndex, moves } of txs) this.#indexTx(blockNo, blockIndex, moves);
  }

  /**
   * What one transaction adds to each address and stake address it touches: one
   * row each, numbered after the account's earlier ones.
   * @param {number} blockNo
   * @param {number} blockIndex
   * @param {Move[]} moves
   */
  #indexTx(blockNo, blockIndex, moves) {
    /** @type {Map<AddressAccount, Delta>} */
    const byAddress = new Map();
    /** @type {Map<StakeAccount, Delta>} */
    const byStake = new Map();
    for (const { output, spent } of moves) {
      const delta = deltaOf(byAddress, output.address);
      book(delta, output.value, spent);
      const { address } = output;
      if (output.stakeAddressId !== null) {
        if (address.stakeAddressId === null || output.stakeAddressId < address.stakeAddressId) address.stakeAddressId = output.stakeAddressId;
        book(deltaOf(byStake, this.#stakeAccount(output.stakeAddressId)), output.value, spent);
      }
    }
    for (const [address, delta] of byAddress) {
      const seq = count(address, delta, blockNo);
      address.utxoCount += delta.created - delta.spent;
      this.sink.add("explorer.address_tx", [address.id, seq, blockNo, blockIndex, delta.received, delta.sent, delta.created, delta.spent]);
    }
    for (const [account, delta] of byStake) {
      const seq = count(account, delta, blockNo);
      this.sink.add("explorer.stake_account_tx", [account.id, seq, blockNo, blockIndex, delta.received, delta.sent]);
    }
  }

  /** @param {number} stakeAddressId */
  #stakeAccount(stakeAddressId) {
    let account = this.stakeAccounts.get(stakeAddressId);
    if (!account) {
      const view = this.stakeViews.get(stakeAddressId);
      if (view === undefined) throw new Error(`tx_out names stake address ${stakeAddressId} before its row`);
      account = { id: this.stakeAccounts.size + 1, view, addressCount: 0, ...emptyAccount() };
      this.stakeAccounts.set(stakeAddressId, account);
    }
    return account;
  }

  /** Writes the summaries and the indexed blocks, once the last block is written. */
  finish() {
    if (this.pendingMoves.size > 0 || this.blockTxs.length > 0) throw new Error("the address index was finished with transactions outside any block");
    for (const address of this.addresses.values()) {
      if (address.stakeAddressId !== null) /** @type {StakeAccount} */ (this.stakeAccounts.get(address.stakeAddressId)).addressCount++;
    }
    for (const s of this.stakeAccounts.values()) {
      this.sink.add("explorer.stake_account_summary", [s.id, s.view, s.received, s.sent, s.txCount, s.addressCount, s.firstBlockNo, s.lastBlockNo]);
    }
    for (const a of this.addresses.values()) {
      const stakeAccountId = a.stakeAddressId === null ? null : /** @type {StakeAccount} */ (this.stakeAccounts.get(a.stakeAddressId)).id;
      this.sink.add("explorer.address_summary", [a.id, a.address, stakeAccountId, a.received, a.sent, a.txCount, a.utxoCount, a.firstBlockNo, a.lastBlockNo]);
    }
    if (this.genesisHash !== undefined) this.sink.add("explorer.address_index_block", [GENESIS_BLOCK_NO, this.genesisHash]);
    for (const [blockNo, hash] of this.blocks) {
      if (blockNo >= this.tipBlockNo - KEPT_BLOCKS) this.sink.add("explorer.address_index_block", [blockNo, hash]);
    }
  }
}

/** @returns {Omit<Account, "id">} */
function emptyAccount() {
  return { received: 0n, sent: 0n, txCount: 0, firstBlockNo: 0, lastBlockNo: 0 };
}

/**
 * @template K
 * @param {Map<K, Delta>} deltas
 * @param {K} key
 */
function deltaOf(deltas, key) {
  let delta = deltas.get(key);
  if (!delta) {
    delta = { received: 0n, sent: 0n, created: 0, spent: 0 };
    deltas.set(key, delta);
  }
  return delta;
}

/** @param {Delta} delta @param {bigint} value @param {boolean} spent */
function book(delta, value, spent) {
  if (spent) {
    delta.sent += value;
    delta.spent++;
  } else {
    delta.received += value;
    delta.created++;
  }
}

/**
 * Adds a transaction's delta to an account; returns the transaction's seq.
 * @param {Account} account
 * @param {Delta} delta
 * @param {number} blockNo
 */
function count(account, delta, blockNo) {
  account.received += delta.received;
  account.sent += delta.sent;
  account.txCount++;
  if (account.txCount === 1) account.firstBlockNo = blockNo;
  account.lastBlockNo = blockNo;
  return account.txCount;
}

/** @param {CsvValue} txId @param {CsvValue} index */
function outputKey(txId, index) {
  return Number(txId) * INDEX_RANGE + Number(index);
}
