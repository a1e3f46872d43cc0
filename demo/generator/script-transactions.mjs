// @ts-check
// Plutus traffic on the demo chain, written as db-sync 13.6 writes it. Wallets lock
// funds at script addresses (datum by hash, with or without the datum in the
// transaction, or inline), publish validators as reference scripts, and spend script
// outputs with a redeemer, collateral and its return, a required signer, a validity
// interval and, once the validator is published, a reference input instead of the
// script. Some spends fail phase 2: then only the collateral moves (tx_in = the
// collateral inputs, tx_out = the collateral return at index = the body's output
// count, fee = the collateral taken) and the script output stays unspent; most are
// retried later, the one failed at the tip never is.
import { EPOCH_SLOTS } from "./profiles.mjs";
import { byteaField } from "./csv.mjs";
import { Random } from "./random.mjs";
import { chainScripts, datumHash, OncePerHash, textBytes } from "./plutus.mjs";
import { feeFor, recordTx, walletAddressColumns, writeWalletOutput } from "./transactions.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */
/** @typedef {import("./plutus.mjs").PlutusData} PlutusData */
/** @typedef {import("./plutus.mjs").PlutusScript} PlutusScript */
/** @typedef {import("./transactions.mjs").CommitPlace} CommitPlace */

const COIN = 1_000_000;
/** The ledger's collateral_percent on the demo chains' parameters. */
const COLLATERAL_PERCENT = 150;
const PRICE_MEM = 0.0577;
const PRICE_STEP = 0.0000721;

/** Chance per block of a Plutus transaction, per scale: modest on the benchmark chain. */
const SCRIPT_TX_CHANCE = { test: 0.12, full: 0.1, mainnet: 0.01 };

/**
 * An output locked at a script address.
 * @typedef {object} Locked
 * @property {number} txId
 * @property {number} index
 * @property {number} value
 * @property {PlutusScript} script
 * @property {number} owner wallet index
 * @property {PlutusData} datum
 * @property {"hash" | "hash-in-tx" | "inline"} datumKind "hash": only data_hash, the spender supplies the datum
 * @property {boolean} retry a failed spend left it unspent: spend it again soon
 */

/**
 * @typedef {{ kind: "lock", sender: number, inputs: number[], locks: { script: PlutusScript, value: number, datum: PlutusData, datumKind: Locked["datumKind"] }[] }
 *   | { kind: "publish", sender: number, inputs: number[], script: PlutusScript, value: number }
 *   | { kind: "spend", entry: Locked, spender: number, collateral: number, fails: boolean, abandon: boolean,
 *       relock: number, mem: number, steps: number, redeemer: PlutusData, invalidBefore: number }} ScriptPlan
 */

export class ScriptActivity {
  /** @param {ChainState} chain */
  constructor(chain) {
    this.chain = chain;
    this.rng = new Random(`${chain.chainKey}/scripts`);
    this.scripts = chainScripts(chain.chainKey, chain.network);
    this.once = new OncePerHash();
    /** @type {Locked[]} */
    this.locked = [];
    this.serial = 0;
    this.failedEarly = false;
    this.chance = SCRIPT_TX_CHANCE[chain.profile.scale];
  }

  /**
   * The block's Plutus transactions, drafted one at a time (each after the one
   * before is committed). The first script block of epoch 1 carries a spend that
   * fails (retried later); the last block a lock and a failed spend of it that stays.
   * @param {number} slot
   * @param {boolean} isLast
   * @returns {Generator<ScriptPlan>}
   */
  *plans(slot, isLast) {
    const { rng } = this;
    if (isLast) {
      const lock = this.#lockPlan("hash");
      if (lock) {
        yield lock;
        const entry = this.locked[this.locked.length - 1];
        const spend = entry ? this.#spendPlan(entry, { fails: true, abandon: true }) : null;
        if (spend) yield spend;
      }
      return;
    }
    if (!rng.chance(this.chance)) return;
    if (!this.failedEarly && slot >= EPOCH_SLOTS) {
      const entry = this.locked.find((candidate) => candidate.datumKind === "hash");
      const spend = entry ? this.#spendPlan(entry, { fails: true, abandon: false }) : null;
      if (spend) {
        this.failedEarly = true;
        yield spend;
        return;
      }
    }
    const plan = this.#trafficPlan();
    if (plan) yield plan;
  }

  /** One of: publish a validator, lock funds, spend (or fail to spend) a locked output. */
  #trafficPlan() {
    const { rng } = this;
    const unpublished = this.scripts.filter((script) => script.reference === null);
    const roll = rng.next();
    if (unpublished.length > 0 && roll < 0.08) return this.#publishPlan(rng.pick(unpublished));
    if (this.locked.length < 4 || roll < 0.5) return this.#lockPlan(rng.pick(/** @type {const} */ (["hash", "hash-in-tx", "inline", "inline"])));
    const retries = this.locked.filter((entry) => entry.retry);
    const entry = retries.length > 0 && rng.chance(0.6) ? rng.pick(retries) : rng.pick(this.locked);
    return this.#spendPlan(entry, { fails: rng.chance(0.08), abandon: false });
  }

  /** A funded wallet other than the foundation and the exchange, or -1. */
  #sender() {
    const { chain, rng } = this;
    const { faucet, exchange } = chain.population;
    for (let attempt = 0; attempt < 8; attempt++) {
      const wallet = chain.funded.pick(rng);
      if (wallet >= 0 && wallet !== faucet && wallet !== exchange) return wallet;
    }
    return -1;
  }

  /**
   * Inputs of `wallet` worth at least `need`, or null.
   * @param {number} wallet
   * @param {number} need
   */
  #inputsFor(wallet, need) {
    const utxos = this.chain.wallet(wallet).utxos;
    const taken = new Set();
    let sum = 0;
    for (let attempt = 0; attempt < 40 && sum < need && taken.size < utxos.length; attempt++) {
      const utxo = /** @type {number} */ (utxos[this.rng.int(utxos.length)]);
      // Outputs with native assets stay for the asset transfers (h1): a script spend's change carries AP3X only.
      if (taken.has(utxo) || this.chain.unspent.assets(utxo)) continue;
      taken.add(utxo);
      sum += this.chain.unspent.value(utxo);
    }
    return sum >= need ? [...taken] : null;
  }

  /** @param {Locked["datumKind"]} datumKind @returns {ScriptPlan | null} */
  #lockPlan(datumKind) {
    const { chain, rng } = this;
    const sender = this.#sender();
    if (sender < 0) return null;
    const balance = chain.wallet(sender).balance;
    const value = Math.floor(Math.min(balance * 0.3, rng.pareto(5, 1.1) * COIN) / 1000) * 1000;
    if (value < 5 * COIN) return null;
    const inputs = this.#inputsFor(sender, value + 4 * COIN);
    if (!inputs) return null;
    const script = rng.pick(this.scripts);
    const owner = chain.wallet(sender).paymentKey(0).toString("hex");
    const serial = this.serial++;
    // Every sixth inline datum carries hostile bytes (markup, a right-to-left override).
    const datum =
      datumKind === "inline" && serial % 6 === 0
        ? { constructor: 0, fields: [textBytes("<script>alert(1)</script>"), textBytes("\u202egnp.exe"), { int: serial }] }
        : { constructor: 0, fields: [{ int: chain.slot + rng.range(3_600, 400_000) }, { bytes: owner }, { int: serial }] };
    return { kind: "lock", sender, inputs, locks: [{ script, value, datum, datumKind }] };
  }

  /** @param {PlutusScript} script @returns {ScriptPlan | null} */
  #publishPlan(script) {
    const sender = this.#sender();
    if (sender < 0) return null;
    const value = Math.ceil(((160 + script.bytes.length) * this.chain.params.coinsPerUtxoSize) / COIN) * COIN;
    const inputs = this.#inputsFor(sender, value + 4 * COIN);
    return inputs ? { kind: "publish", sender, inputs, script, value } : null;
  }

  /**
   * @param {Locked} entry
   * @param {{ fails: boolean, abandon: boolean }} how
   * @returns {ScriptPlan | null}
   */
  #spendPlan(entry, { fails, abandon }) {
    const { chain, rng } = this;
    const ownerFunded = chain.wallet(entry.owner).utxos.length > 0;
    const spender = ownerFunded ? entry.owner : this.#sender();
    if (spender < 0) return null;
    // Collateral: one output of the spender's well above what the collateral takes.
    const utxos = chain.wallet(spender).utxos;
    let collateral = -1;
    for (let attempt = 0; attempt < 6 && utxos.length > 0; attempt++) {
      const utxo = /** @type {number} */ (utxos[rng.int(utxos.length)]);
      if (chain.unspent.assets(utxo)) continue;
      if (chain.unspent.value(utxo) >= 8 * COIN && (collateral < 0 || chain.unspent.value(utxo) > chain.unspent.value(collateral))) collateral = utxo;
    }
    if (collateral < 0) return null;
    const relock = !fails && entry.value > 40 * COIN && rng.chance(0.3) ? Math.floor(entry.value / 2000) * 1000 : 0;
    const redeemer = rng.pick([
      { constructor: 0, fields: [] },
      { constructor: 1, fields: [] },
      { constructor: 0, fields: [{ int: 42 }] },
    ]);
    return {
      kind: "spend", entry, spender, collateral, fails, abandon, relock, redeemer,
      mem: rng.range(200_000, 2_500_000), steps: rng.range(80_000_000, 900_000_000), invalidBefore: chain.slot - rng.range(0, 600),
    };
  }

  /**
   * Writes the planned transaction and applies it to the ledger.
   * @param {ScriptPlan} plan
   * @param {CommitPlace} place
   * @returns {{ txId: number, size: number, fee: number, outSum: number }}
   */
  commit(plan, place) {
    return plan.kind === "spend" ? this.#commitSpend(plan, place) : this.#commitPayToScript(plan, place);
  }

  /**
   * A key-locked payment to script addresses: locks with a datum, or a published
   * reference script.
   * @param {Extract<ScriptPlan, { kind: "lock" | "publish" }>} plan
   * @param {CommitPlace} place
   */
  #commitPayToScript(plan, place) {
    const { chain } = this;
    const { sink } = chain;
    const txId = sink.nextId("tx");
    const inSum = chain.unspent.sum(plan.inputs);
    const outputs = plan.kind === "lock"
      ? plan.locks.map((lock) => ({ ...lock, referenceScript: /** @type {PlutusScript | null} */ (null) }))
      : [{ script: plan.script, value: plan.value, datum: null, datumKind: null, referenceScript: plan.script }];
    let size = 40 + 36 * plan.inputs.length + 11 * (outputs.length + 1) + 57 + 101;
    for (const output of outputs) {
      size += 29 + 36;
      if (output.datum) size += (output.datumKind === "inline" ? 8 : 2) + JSON.stringify(output.datum).length / 2;
      if (output.referenceScript) size += output.referenceScript.bytes.length + 6;
    }
    size = Math.ceil(size);
    const fee = feeFor(chain, size);
    const locked = outputs.reduce((sum, output) => sum + output.value, 0);
    const change = inSum - locked - fee;
    if (change < COIN) throw new Error(`tx ${txId} does not balance: change ${change}`);
    for (const input of plan.inputs) {
      sink.insert("tx_in", [txId, chain.unspent.txId(input), chain.unspent.index(input), null]);
      chain.spendUtxo(input);
    }
    outputs.forEach((output, index) => {
      const { script, datum, datumKind } = output;
      const hash = datum ? datumHash(datum) : null;
      const datumId = datum && datumKind !== "hash" ? this.once.data(sink, "datum", datum, txId) : null;
      const referenceScriptId = output.referenceScript ? this.once.script(sink, output.referenceScript, txId) : null;
      sink.insert("tx_out", [
        txId, index, script.address, true, byteaField(script.hash), null, output.value,
        hash, datumKind === "inline" ? datumId : null, referenceScriptId,
      ]);
      chain.utxo += output.value;
      if (output.referenceScript) script.reference = { txId, index };
      else if (datum && datumKind) this.locked.push({ txId, index, value: output.value, script, owner: plan.sender, datum, datumKind, retry: false });
    });
    const changeWallet = chain.wallet(plan.sender);
    writeWalletOutput(chain, txId, outputs.length, { wallet: plan.sender, address: this.rng.int(changeWallet.keyCount), value: change });
    recordTx(chain, { txId, place, outSum: inSum - fee, fee, deposit: 0, size, validity: [null, chain.slot + 7200], validContract: true, scriptSize: 0 });
    return { txId, size, fee, outSum: inSum - fee };
  }

  /**
   * A script spend, or its failure (then only the collateral moves).
   * @param {Extract<ScriptPlan, { kind: "spend" }>} plan
   * @param {CommitPlace} place
   */
  #commitSpend(plan, place) {
    const { chain, rng } = this;
    const { sink } = chain;
    const { entry, spender } = plan;
    const { script } = entry;
    const txId = sink.nextId("tx");
    const viaReference = script.reference !== null;
    const wallet = chain.wallet(spender);
    const signer = wallet.paymentKey(0);
    const outputCount = plan.relock > 0 ? 2 : 1;
    const datumInWitness = entry.datumKind !== "inline";
    const redeemerFee = Math.ceil(PRICE_MEM * plan.mem + PRICE_STEP * plan.steps);
    const size =
      40 + 36 + 11 * outputCount + (wallet.staked ? 57 : 29) + (plan.relock > 0 ? 29 + 40 : 0) +
      36 + 11 + (wallet.staked ? 57 : 29) + 9 + (viaReference ? 36 : 0) + 30 + 10 + 101 + 24 +
      (datumInWitness ? 40 : 0) + (viaReference ? 0 : script.bytes.length + 6);
    const fee = feeFor(chain, size) + redeemerFee;
    const totalCollateral = Math.ceil((fee * COLLATERAL_PERCENT) / 100);
    const collateralValue = chain.unspent.value(plan.collateral);
    const collateralTxId = chain.unspent.txId(plan.collateral);
    const collateralIndex = chain.unspent.index(plan.collateral);
    const returnOutput = { wallet: spender, address: rng.int(wallet.keyCount), value: collateralValue - totalCollateral };
    if (returnOutput.value < COIN) throw new Error(`tx ${txId}: collateral too small`);

    // What db-sync records whether the scripts passed or not.
    const redeemerId = sink.insert("redeemer", [
      txId, plan.mem, plan.steps, redeemerFee, "spend", 0, byteaField(script.hash), this.once.data(sink, "redeemer_data", plan.redeemer, txId),
    ]);
    if (datumInWitness) this.once.data(sink, "datum", entry.datum, txId);
    if (!viaReference) this.once.script(sink, script, txId);
    const reference = script.reference;
    if (reference) sink.insert("reference_tx_in", [txId, reference.txId, reference.index]);
    sink.insert("collateral_tx_in", [txId, collateralTxId, collateralIndex]);
    sink.insert("collateral_tx_out", [
      txId, outputCount, ...walletAddressColumns(chain, returnOutput), returnOutput.value, null, "fromList []", null, null,
    ]);
    sink.insert("extra_key_witness", [byteaField(signer), txId]);
    const validity = /** @type {[number, number]} */ ([plan.invalidBefore, chain.slot + 3_600]);
    const scriptSize = viaReference ? 0 : script.bytes.length;

    if (plan.fails) {
      sink.insert("tx_in", [txId, collateralTxId, collateralIndex, null]);
      chain.spendUtxo(plan.collateral);
      writeWalletOutput(chain, txId, outputCount, returnOutput);
      entry.retry = !plan.abandon;
      if (plan.abandon) this.locked.splice(this.locked.indexOf(entry), 1);
      recordTx(chain, { txId, place, outSum: returnOutput.value, fee: totalCollateral, deposit: 0, size, validity, validContract: false, scriptSize });
      return { txId, size, fee: totalCollateral, outSum: returnOutput.value };
    }

    sink.insert("tx_in", [txId, entry.txId, entry.index, redeemerId]);
    chain.utxo -= entry.value;
    this.locked.splice(this.locked.indexOf(entry), 1);
    const paid = entry.value - fee - plan.relock;
    if (paid < COIN) throw new Error(`tx ${txId}: script output too small`);
    writeWalletOutput(chain, txId, 0, { wallet: spender, address: rng.int(wallet.keyCount), value: paid });
    if (plan.relock > 0) {
      const datum = { constructor: 0, fields: [{ int: chain.slot + 86_400 }, { bytes: signer.toString("hex") }, { int: this.serial++ }] };
      const datumId = this.once.data(sink, "datum", datum, txId);
      sink.insert("tx_out", [txId, 1, script.address, true, byteaField(script.hash), null, plan.relock, datumHash(datum), datumId, null]);
      chain.utxo += plan.relock;
      this.locked.push({ txId, index: 1, value: plan.relock, script, owner: spender, datum, datumKind: "inline", retry: false });
    }
    recordTx(chain, { txId, place, outSum: entry.value - fee, fee, deposit: 0, size, validity, validContract: true, scriptSize });
    return { txId, size, fee, outSum: entry.value - fee };
  }
}
