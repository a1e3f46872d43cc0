// @ts-check
// Native assets on the demo chain: the multi_asset rows (policy, raw name, CIP-14
// fingerprint), the bags of assets outputs carry, the minimum AP3X an output with
// assets must hold, and what a transaction's change must carry: whatever its inputs
// and its mint bring and its outputs do not take, split so no output carries more
// than MAX_ASSETS_PER_OUTPUT (the ledger's max value size).
import { bech32 } from "bech32";
import { blake2b } from "./blake2b.mjs";
import { Json } from "./csv.mjs";
import { nativeScriptHash, nativeScriptSize } from "./native-scripts.mjs";

/** @typedef {Map<number, number>} AssetBag multi_asset.id → quantity */
/** @typedef {import("./native-scripts.mjs").NativeScript} NativeScript */

const MAX_ASSETS_PER_OUTPUT = 100;
/** Minimum AP3X of an output without assets; the one with assets adds per asset (a coins-per-byte rule in small). */
const MIN_COIN = 1_000_000;
const MIN_COIN_WITH_ASSETS = 1_200_000;
const MIN_COIN_PER_ASSET = 150_000;
/** Serialised bytes per asset entry in an output or the mint field (name, quantity, a share of its policy). */
const BYTES_PER_ASSET_ENTRY = 45;
/** A change output beyond the first (address and value). */
const BYTES_PER_EXTRA_OUTPUT = 68;

/**
 * CIP-14: bech32 "asset" of blake2b-160 over policy id ‖ asset name.
 * @param {Uint8Array} policy
 * @param {Uint8Array} name
 */
export function assetFingerprint(policy, name) {
  return bech32.encode("asset", bech32.toWords(blake2b(Buffer.concat([policy, name]), 20)));
}

/** Least AP3X (DFM) an output carrying `bag` may hold. @param {AssetBag | null | undefined} bag */
export function minCoin(bag) {
  return bag && bag.size > 0 ? MIN_COIN_WITH_ASSETS + MIN_COIN_PER_ASSET * bag.size : MIN_COIN;
}

/** @param {AssetBag} into @param {AssetBag} bag @param {number} sign */
function addBag(into, bag, sign) {
  for (const [ident, quantity] of bag) into.set(ident, (into.get(ident) ?? 0) + sign * quantity);
}

/** The multi_asset rows written so far and the native scripts revealed. */
export class AssetBook {
  /** @param {import("./row-sink.mjs").RowSink} sink */
  constructor(sink) {
    this.sink = sink;
    /** @type {Map<string, number>} policy hex + name hex → multi_asset.id */
    this.idents = new Map();
    /** @type {Map<number, { policy: string, name: Buffer, fingerprint: string }>} */
    this.byIdent = new Map();
    /** Script hashes already written to `script` (db-sync writes each script once). */
    this.revealed = new Set();
  }

  /**
   * multi_asset.id of a token, writing its row the first time it is minted.
   * @param {string} policy hex
   * @param {Buffer} name raw bytes (≤ 32)
   */
  ident(policy, name) {
    if (name.length > 32) throw new Error(`asset name of ${name.length} bytes`);
    const key = policy + name.toString("hex");
    let ident = this.idents.get(key);
    if (ident === undefined) {
      const policyBytes = Buffer.from(policy, "hex");
      const fingerprint = assetFingerprint(policyBytes, name);
      ident = this.sink.insert("multi_asset", [policyBytes, name, fingerprint]);
      this.idents.set(key, ident);
      this.byIdent.set(ident, { policy, name, fingerprint });
    }
    return ident;
  }

  /**
   * Writes the policy script to `script` the first time a transaction shows it.
   * @param {number} txId
   * @param {NativeScript} script
   */
  reveal(txId, script) {
    const hash = nativeScriptHash(script);
    const key = hash.toString("hex");
    if (this.revealed.has(key)) return;
    this.revealed.add(key);
    this.sink.insert("script", [txId, hash, "timelock", new Json(script), null, null]);
  }
}

/**
 * @typedef {object} AssetPlan
 * @property {(AssetBag | null)[]} changeBags one per change output (one null: a plain change output)
 * @property {number} minChange AP3X the change outputs need together
 * @property {number} bytes what the assets, mint, scripts and datums add to the size
 * @property {boolean} short an output or a burn takes more of an asset than inputs and mint bring
 */

const PLAIN = /** @type {AssetPlan} */ (Object.freeze({ changeBags: [null], minChange: MIN_COIN, bytes: 0, short: false }));

/**
 * What the draft's change must carry, and what that costs.
 * @param {import("./chain-state.mjs").ChainState} chain
 * @param {import("./transactions.mjs").TxDraft} draft
 * @returns {AssetPlan}
 */
export function assetPlan(chain, draft) {
  /** @type {AssetBag | null} */
  let bag = null;
  for (const input of draft.inputs) {
    const carried = chain.unspent.assets(input);
    if (carried) addBag((bag ??= new Map()), carried, 1);
  }
  let bytes = 0;
  for (const { ident, quantity } of draft.mint) (bag ??= new Map()).set(ident, (bag.get(ident) ?? 0) + quantity);
  bytes += BYTES_PER_ASSET_ENTRY * draft.mint.length;
  for (const script of draft.scripts) bytes += nativeScriptSize(script) + 4;
  for (const output of draft.outputs) {
    if (output.assets) {
      addBag((bag ??= new Map()), output.assets, -1);
      bytes += BYTES_PER_ASSET_ENTRY * output.assets.size;
    }
    if (output.datum) bytes += output.datum.bytes.length + 6;
  }
  if (bag === null) return PLAIN;
  let short = false;
  const entries = [];
  for (const entry of bag) {
    if (entry[1] < 0) short = true;
    else if (entry[1] > 0) entries.push(entry);
  }
  if (entries.length === 0) return { ...PLAIN, bytes, short };
  /** @type {AssetBag[]} */
  const changeBags = [];
  for (let at = 0; at < entries.length; at += MAX_ASSETS_PER_OUTPUT) changeBags.push(new Map(entries.slice(at, at + MAX_ASSETS_PER_OUTPUT)));
  bytes += BYTES_PER_ASSET_ENTRY * entries.length + BYTES_PER_EXTRA_OUTPUT * (changeBags.length - 1);
  return { changeBags, minChange: changeBags.reduce((sum, change) => sum + minCoin(change), 0), bytes, short };
}

/**
 * ma_tx_mint rows and the policy scripts of a transaction.
 * @param {import("./chain-state.mjs").ChainState} chain
 * @param {number} txId
 * @param {import("./transactions.mjs").TxDraft} draft
 */
export function writeMint(chain, txId, draft) {
  for (const script of draft.scripts) chain.assets.reveal(txId, script);
  for (const { ident, quantity } of draft.mint) chain.sink.insert("ma_tx_mint", [quantity, txId, ident]);
}

/** What an output adds beside its tx_out row: its inline datum (before the row: the row points at it) and its assets. */
export const writeOutputExtras = {
  /**
   * @param {import("./chain-state.mjs").ChainState} chain
   * @param {number} txId
   * @param {import("./transactions.mjs").TxOutput} output
   * @returns {number | null} datum.id
   */
  datum(chain, txId, output) {
    if (!output.datum) return null;
    const { hash, value, bytes } = output.datum;
    return chain.sink.insert("datum", [hash, txId, new Json(value), bytes]);
  },
  /**
   * @param {import("./chain-state.mjs").ChainState} chain
   * @param {number} txOutId
   * @param {import("./transactions.mjs").TxOutput} output
   */
  assets(chain, txOutId, output) {
    if (!output.assets) return;
    for (const [ident, quantity] of output.assets) chain.sink.insert("ma_tx_out", [quantity, txOutId, ident]);
  },
};
