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
import { GENESIS_BLOCK_NO } from "../../schema/indexed-blocks.mjs";
import { NewestBlocks } from "./newest-blocks.mjs";

/** @typedef {import("./row-sink.mjs").RowSink} RowSink */
/** @typedef {import("./csv.mjs").CsvValue} CsvValue */

/**
 * One address's or one stake address's running summary, and what the transaction
 * being indexed adds to it (reset for each transaction: no object per move).
 * @typedef {object} Account
 * @property {number} id
 * @property {Total} received
 * @property {Total} sent
 * @property {number} txCount
 * @property {number} firstBlockNo
 * @property {number} lastBlockNo
 * @property {number} txReceived
 * @property {number} txSent
 * @property {number} txCreated
 * @property {number} txSpent
 */
/** @typedef {Account & { address: string, stakeAddressId: number | null, utxoCount: number }} AddressAccount */
/** @typedef {Account & { view: string, addressCount: number }} StakeAccount */
/** @typedef {{ address: AddressAccount, stakeAddressId: number | null, value: number }} Output */
/** @typedef {{ created: Output[], spent: Output[] }} TxMoves */

// tx_out's, tx_in's, tx's and block's columns read here (demo/generator/tables.mjs).
const OUT = { txId: 1, index: 2, address: 3, stakeAddressId: 6, value: 7 };
const IN = { txId: 1, outTxId: 2, outIndex: 3 };
const TX = { id: 0, blockIndex: 3 };
const BLOCK = { hash: 1, blockNo: 5 };
// A running total stays a plain number below this and moves into its bigint part above.
const SMALL_LIMIT = 2 ** 52;

/** A sum of DFM amounts that may pass 2^53 (an exchange's received), with few bigints made. */
class Total {
  big = 0n;
  small = 0;
  /** @param {number} amount a safe integer */
  add(amount) {
    this.small += amount;
    if (this.small >= SMALL_LIMIT) {
      this.big += BigInt(this.small);
      this.small = 0;
    }
  }
  get value() {
    return this.big + BigInt(this.small);
  }
}

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
    /** @type {Output[][]} every output by tx id, then index: a tx_in finds what it spends */
    this.outputs = [];
    /** @type {Map<number, TxMoves>} the moves of transactions whose tx row has not come yet */
    this.pendingMoves = new Map();
    /** @type {{ blockIndex: number, moves: TxMoves }[]} the transactions of the block whose row has not come yet */
    this.blockTxs = [];
    /** @type {AddressAccount[]} the addresses the transaction being indexed touches */
    this.touched = [];
    /** @type {StakeAccount[]} */
    this.touchedStake = [];
    this.blocks = new NewestBlocks();
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
    const value = Number(values[OUT.value]);
    if (!Number.isSafeInteger(value)) throw new Error(`tx_out ${values[0]}: value ${values[OUT.value]} is not a safe integer`);
    /** @type {Output} */
    const output = { address, stakeAddressId: stake === null || stake === undefined ? null : Number(stake), value };
    const txId = Number(values[OUT.txId]);
    (this.outputs[txId] ??= [])[Number(values[OUT.index])] = output;
    this.#movesOf(txId).created.push(output);
  }

  /** @param {readonly CsvValue[]} values */
  #input(values) {
    const output = this.outputs[Number(values[IN.outTxId])]?.[Number(values[IN.outIndex])];
    if (!output) throw new Error(`tx_in ${values[0]} spends an output not written before it`);
    this.#movesOf(Number(values[IN.txId])).spent.push(output);
  }

  /** @param {number} txId */
  #movesOf(txId) {
    let moves = this.pendingMoves.get(txId);
    if (!moves) {
      moves = { created: [], spent: [] };
      this.pendingMoves.set(txId, moves);
    }
    return moves;
  }

  /** @param {readonly CsvValue[]} values */
  #tx(values) {
    const txId = Number(values[TX.id]);
    this.blockTxs.push({ blockIndex: Number(values[TX.blockIndex]), moves: this.pendingMoves.get(txId) ?? { created: [], spent: [] } });
    this.pendingMoves.delete(txId);
  }

  /** @param {readonly CsvValue[]} values a block row: its transactions' rows came before it */
  #block(values) {
    const height = values[BLOCK.blockNo];
    const known = height === null || height === undefined ? null : Number(height);
    this.blocks.add(known, values[BLOCK.hash]);
    const blockNo = known ?? GENESIS_BLOCK_NO;
    const txs = this.blockTxs.sort((a, b) => a.blockIndex - b.blockIndex);
    this.blockTxs = [];
    for (const { blockIndex, moves } of txs) this.#indexTx(blockNo, blockIndex, moves);
  }

  /**
   * What one transaction adds to each address and stake address it touches: one
   * row each, numbered after the account's earlier ones.
   * @param {number} blockNo
   * @param {number} blockIndex
   * @param {TxMoves} moves
   */
  #indexTx(blockNo, blockIndex, { created, spent }) {
    const { touched, touchedStake } = this;
    for (const output of created) this.#move(output, false);
    for (const output of spent) this.#move(output, true);
    for (const address of touched) {
      address.utxoCount += address.txCreated - address.txSpent;
      const seq = count(address, blockNo);
      this.sink.add("explorer.address_tx", [address.id, seq, blockNo, blockIndex, address.txReceived, address.txSent, address.txCreated, address.txSpent]);
      clearTx(address);
    }
    for (const account of touchedStake) {
      const seq = count(account, blockNo);
      this.sink.add("explorer.stake_account_tx", [account.id, seq, blockNo, blockIndex, account.txReceived, account.txSent]);
      clearTx(account);
    }
    touched.length = 0;
    touchedStake.length = 0;
  }

  /**
   * Books one output created (received) or spent (sent) on its address and stake address.
   * @param {Output} output
   * @param {boolean} spent
   */
  #move(output, spent) {
    const { address } = output;
    if (address.txCreated + address.txSpent === 0) this.touched.push(address);
    book(address, output.value, spent);
    if (output.stakeAddressId === null) return;
    if (address.stakeAddressId === null || output.stakeAddressId < address.stakeAddressId) address.stakeAddressId = output.stakeAddressId;
    const account = this.#stakeAccount(output.stakeAddressId);
    if (account.txCreated + account.txSpent === 0) this.touchedStake.push(account);
    book(account, output.value, spent);
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
      this.sink.add("explorer.stake_account_summary", [s.id, s.view, s.received.value, s.sent.value, s.txCount, s.addressCount, s.firstBlockNo, s.lastBlockNo]);
    }
    for (const a of this.addresses.values()) {
      const stakeAccountId = a.stakeAddressId === null ? null : /** @type {StakeAccount} */ (this.stakeAccounts.get(a.stakeAddressId)).id;
      this.sink.add("explorer.address_summary", [a.id, a.address, stakeAccountId, a.received.value, a.sent.value, a.txCount, a.utxoCount, a.firstBlockNo, a.lastBlockNo]);
    }
    for (const row of this.blocks.rows()) this.sink.add("explorer.address_index_block", row);
  }
}

/** @returns {Omit<Account, "id">} */
function emptyAccount() {
  return { received: new Total(), sent: new Total(), txCount: 0, firstBlockNo: 0, lastBlockNo: 0, txReceived: 0, txSent: 0, txCreated: 0, txSpent: 0 };
}

/** @param {Account} account @param {number} value @param {boolean} spent */
function book(account, value, spent) {
  if (spent) {
    account.txSent += value;
    account.txSpent++;
  } else {
    account.txReceived += value;
    account.txCreated++;
  }
}

/**
 * Adds the transaction's amounts to the account's totals; returns the transaction's seq.
 * @param {Account} account
 * @param {number} blockNo
 */
function count(account, blockNo) {
  if (!Number.isSafeInteger(account.txReceived) || !Number.isSafeInteger(account.txSent)) throw new Error(`account ${account.id}: a transaction moves more than 2^53 DFM`);
  account.received.add(account.txReceived);
  account.sent.add(account.txSent);
  account.txCount++;
  if (account.txCount === 1) account.firstBlockNo = blockNo;
  account.lastBlockNo = blockNo;
  return account.txCount;
}

/** @param {Account} account */
function clearTx(account) {
  account.txReceived = 0;
  account.txSent = 0;
  account.txCreated = 0;
  account.txSpent = 0;
}
