// @ts-check
// Plutus data (inline datums) in db-sync's detailed JSON schema, and its CBOR, whose
// blake2b-256 is the datum hash. Encoded as the ledger's own tools do: constructors as
// tags 121–127 / 1280–1400 / 102, non-empty lists indefinite, byte strings over 64 bytes
// in 64-byte chunks.
import { blake2b } from "./blake2b.mjs";
import { cborHead } from "./cbor.mjs";

/**
 * @typedef {{ constructor: number, fields: PlutusData[] }
 *   | { map: { k: PlutusData, v: PlutusData }[] }
 *   | { list: PlutusData[] }
 *   | { int: number }
 *   | { bytes: string }} PlutusData
 */

/**
 * @param {PlutusData[]} items
 * @param {Buffer[]} out
 */
function writeList(items, out) {
  if (items.length === 0) {
    out.push(Buffer.of(0x80));
    return;
  }
  out.push(Buffer.of(0x9f));
  for (const item of items) write(item, out);
  out.push(Buffer.of(0xff));
}

/**
 * @param {PlutusData} value
 * @param {Buffer[]} out
 */
function write(value, out) {
  if (Object.hasOwn(value, "constructor") && "fields" in value) {
    const n = value.constructor;
    if (n <= 6) out.push(cborHead(6, 121 + n));
    else if (n <= 127) out.push(cborHead(6, 1280 + n - 7));
    else {
      out.push(cborHead(6, 102), cborHead(4, 2), cborHead(0, n));
    }
    writeList(value.fields, out);
  } else if ("map" in value) {
    out.push(cborHead(5, value.map.length));
    for (const { k, v } of value.map) {
      write(k, out);
      write(v, out);
    }
  } else if ("list" in value) writeList(value.list, out);
  else if ("int" in value) out.push(value.int >= 0 ? cborHead(0, value.int) : cborHead(1, -1 - value.int));
  else if ("bytes" in value) {
    const bytes = Buffer.from(value.bytes, "hex");
    if (bytes.length <= 64) out.push(cborHead(2, bytes.length), bytes);
    else {
      out.push(Buffer.of(0x5f));
      for (let at = 0; at < bytes.length; at += 64) {
        const chunk = bytes.subarray(at, at + 64);
        out.push(cborHead(2, chunk.length), chunk);
      }
      out.push(Buffer.of(0xff));
    }
  }
}

/**
 * A datum as db-sync stores it: hash (blake2b-256 of the CBOR), JSON value, CBOR bytes.
 * @param {PlutusData} value
 */
export function datumOf(value) {
  /** @type {Buffer[]} */
  const out = [];
  write(value, out);
  const bytes = Buffer.concat(out);
  return { hash: blake2b(bytes, 32), value, bytes };
}

/** Text as Plutus bytes. @param {string} text @returns {PlutusData} */
export function textBytes(text) {
  return { bytes: Buffer.from(text, "utf8").toString("hex") };
}
