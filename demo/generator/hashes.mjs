// @ts-check
// Deterministic hashes and keys: every 28- and 32-byte value on the demo chain is
// derived from the chain's seed and a label, so two runs give the same bytes.
import { createHash } from "node:crypto";

/**
 * SHA-256 of the label's UTF-8 bytes.
 * @param {string} label
 * @returns {Buffer}
 */
export function hash32(label) {
  return createHash("sha256").update(label).digest();
}

/**
 * A 28-byte key or script hash (payment, stake and pool key hashes).
 * @param {string} label
 * @returns {Buffer}
 */
export function hash28(label) {
  return hash32(label).subarray(0, 28);
}

/**
 * SHA-256 of bytes (metadata hashes, VRF key hashes). db-sync's chains use
 * blake2b-256 there; the demo only needs 32 stable bytes.
 * @param {Uint8Array} bytes
 * @returns {Buffer}
 */
export function hashBytes(bytes) {
  return createHash("sha256").update(bytes).digest();
}

/** MurmurHash3's 32-bit finaliser: a bijection on 32-bit integers that mixes well. @param {number} h */
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * 32-byte hashes for the n-th member of a long series (block and transaction
 * hashes): random-looking, different for every n below 2^32 (the first four bytes
 * alone are a bijection of n), and much cheaper than SHA-256 per item.
 */
export class HashSeries {
  /** @param {string} label */
  constructor(label) {
    const seed = hash32(label);
    this.seeds = Array.from({ length: 8 }, (_, lane) => seed.readUInt32LE(lane * 4));
  }

  /** @param {number} n */
  get(n) {
    const out = Buffer.allocUnsafe(32);
    for (let lane = 0; lane < 8; lane++) {
      const mixed = lane === 0 ? n : fmix32(n + Math.imul(lane, 0x9e3779b9));
      out.writeUInt32BE(fmix32((mixed ^ /** @type {number} */ (this.seeds[lane])) >>> 0), lane * 4);
    }
    return out;
  }
}
