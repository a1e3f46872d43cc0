// @ts-check
// The Plutus side of the demo chain: a handful of validators per chain (their bytes,
// hashes and script addresses), Plutus data as db-sync stores it (the detailed JSON
// schema in `value`, the CBOR in `bytes`), and the rows that db-sync keeps once per
// hash (script, datum, redeemer_data): the first transaction that carries one owns it.
import { scriptAddress } from "./addresses.mjs";
import { cborHead, encodeCbor } from "./cbor.mjs";
import { byteaField, Json } from "./csv.mjs";
import { hash28, hash32, hashBytes } from "./hashes.mjs";

/** @typedef {{ constructor: number, fields: PlutusData[] } | { int: number } | { bytes: string } | { list: PlutusData[] }} PlutusData */

/**
 * CBOR of Plutus data: constructors 0–6 as tags 121–127.
 * @param {PlutusData} data
 * @param {Buffer[]} out
 */
function writeData(data, out) {
  if ("fields" in data) {
    out.push(Buffer.of(0xd8, 121 + data.constructor), cborHead(4, data.fields.length));
    for (const field of data.fields) writeData(field, out);
  } else if ("list" in data) {
    out.push(cborHead(4, data.list.length));
    for (const item of data.list) writeData(item, out);
  } else if ("int" in data) out.push(encodeCbor(data.int));
  else out.push(encodeCbor(Buffer.from(data.bytes, "hex")));
}

/** @param {PlutusData} data */
function plutusDataBytes(data) {
  /** @type {Buffer[]} */
  const out = [];
  writeData(data, out);
  return Buffer.concat(out);
}

/** Bytes of text as a Plutus bytes field (hex). @param {string} text */
export function textBytes(text) {
  return { bytes: Buffer.from(text, "utf8").toString("hex") };
}

/**
 * @typedef {object} PlutusScript
 * @property {string} name
 * @property {"plutusV2" | "plutusV3"} type
 * @property {Buffer} hash 28 bytes
 * @property {Buffer} bytes the flat-encoded program (stand-in bytes)
 * @property {string} address bech32 enterprise script address
 * @property {number} scriptId script.id once on chain, else 0
 * @property {{ txId: number, index: number } | null} reference the output publishing it as a reference script
 */

const VALIDATORS = ["vesting", "escrow", "auction", "swap pool", "lottery", "oracle feed"];

/**
 * The chain's validators, half Plutus V2, half V3, 0.6–5 KB each.
 * @param {string} chainKey
 * @param {import("./addresses.mjs").Network} network
 * @returns {PlutusScript[]}
 */
export function chainScripts(chainKey, network) {
  return VALIDATORS.map((name, n) => {
    const size = 600 + ((hash32(`${chainKey}/script/${name}/size`).readUInt16BE(0) * 4400) >> 16);
    const chunks = [];
    for (let k = 0; k * 32 < size; k++) chunks.push(hash32(`${chainKey}/script/${name}/${k}`));
    const hash = hash28(`${chainKey}/script/${name}`);
    return {
      name,
      type: n % 2 === 0 ? "plutusV2" : "plutusV3",
      hash,
      bytes: Buffer.concat(chunks).subarray(0, size),
      address: scriptAddress(network, hash),
      scriptId: 0,
      reference: null,
    };
  });
}

/** db-sync's serialised_size: the script's bytes in their CBOR wrapping. @param {PlutusScript} script */
function serialisedSize(script) {
  return script.bytes.length + 3;
}

/** Rows db-sync writes once per hash (datum, redeemer_data, script), keyed by hash. */
export class OncePerHash {
  constructor() {
    /** @type {Map<string, number>} */
    this.ids = new Map();
  }

  /**
   * The row's id, writing it (with `txId`) the first time the data is seen.
   * @param {import("./row-sink.mjs").RowSink} sink
   * @param {"datum" | "redeemer_data"} table
   * @param {PlutusData} value
   * @param {number} txId
   */
  data(sink, table, value, txId) {
    const bytes = plutusDataBytes(value);
    const hash = hashBytes(bytes);
    const key = `${table}/${hash.toString("hex")}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = sink.insert(table, [hash, txId, new Json(value), bytes]);
      this.ids.set(key, id);
    }
    return id;
  }

  /**
   * The script row's id, written with `txId` the first time the script appears.
   * @param {import("./row-sink.mjs").RowSink} sink
   * @param {PlutusScript} script
   * @param {number} txId
   */
  script(sink, script, txId) {
    if (script.scriptId === 0) {
      script.scriptId = sink.insert("script", [txId, byteaField(script.hash), script.type, null, script.bytes, serialisedSize(script)]);
    }
    return script.scriptId;
  }
}

/** The hash db-sync stores for a datum (tx_out.data_hash). @param {PlutusData} value */
export function datumHash(value) {
  return hashBytes(plutusDataBytes(value));
}
