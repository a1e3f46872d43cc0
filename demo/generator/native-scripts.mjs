// @ts-check
// Native (timelock/multisig) scripts, the minting policies of the demo's tokens: their
// JSON as db-sync writes it to script.json (cardano-api's form), their CBOR, and their
// hash (blake2b-224 of a 0x00 tag byte and the CBOR), which is the policy id.
import { blake2b } from "./blake2b.mjs";
import { encodeCbor } from "./cbor.mjs";

/**
 * @typedef {{ type: "sig", keyHash: string }
 *   | { type: "all" | "any", scripts: NativeScript[] }
 *   | { type: "atLeast", required: number, scripts: NativeScript[] }
 *   | { type: "after" | "before", slot: number }} NativeScript
 */

/**
 * The script as a CBOR array value.
 * @param {NativeScript} script
 * @returns {import("./cbor.mjs").MetadataValue}
 */
function cborValue(script) {
  switch (script.type) {
    case "sig": return [0, Buffer.from(script.keyHash, "hex")];
    case "all": return [1, script.scripts.map(cborValue)];
    case "any": return [2, script.scripts.map(cborValue)];
    case "atLeast": return [3, script.required, script.scripts.map(cborValue)];
    case "after": return [4, script.slot];
    case "before": return [5, script.slot];
  }
}

/**
 * The script's hash (its policy id when it mints), 28 bytes.
 * @param {NativeScript} script
 */
export function nativeScriptHash(script) {
  return blake2b(Buffer.concat([Buffer.of(0), encodeCbor(cborValue(script))]), 28);
}

/**
 * Serialised size of the script (script.serialised_size is NULL for timelocks in
 * db-sync; the size counts towards the transaction's).
 * @param {NativeScript} script
 */
export function nativeScriptSize(script) {
  return encodeCbor(cborValue(script)).length;
}
