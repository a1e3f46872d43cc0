// @ts-check
// BLAKE2b (RFC 7693) with any digest length: Cardano hashes with blake2b-160 (CIP-14
// asset fingerprints), -224 (script hashes, policy ids) and -256 (datum hashes), and
// node:crypto offers only blake2b-512. 64-bit words as pairs of 32-bit halves (low at
// even, high at odd indexes): BigInt arithmetic took ~0.1 ms a hash, too slow for the
// tens of thousands of fingerprints of a big chain.

const IV = new Uint32Array([
  0xf3bcc908, 0x6a09e667, 0x84caa73b, 0xbb67ae85, 0xfe94f82b, 0x3c6ef372, 0x5f1d36f1, 0xa54ff53a,
  0xade682d1, 0x510e527f, 0x2b3e6c1f, 0x9b05688c, 0xfb41bd6b, 0x1f83d9ab, 0x137e2179, 0x5be0cd19,
]);
const SIGMA = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
  [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
  [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
  [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
  [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
  [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
  [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
  [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
  [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
].map((row) => row.map((word) => word * 2));

/** An element of a typed array whose index is in range by construction. @param {Uint32Array | Uint8Array} array @param {number} i */
const word = (array, i) => /** @type {number} */ (array[i]);

const v = new Uint32Array(32);
const m = new Uint32Array(32);

/** v[a] += v[b] (64-bit). @param {number} a @param {number} b */
function add64(a, b) {
  const lo = word(v, a) + word(v, b);
  v[a + 1] = word(v, a + 1) + word(v, b + 1) + (lo >= 0x100000000 ? 1 : 0);
  v[a] = lo;
}

/** v[a] += m[i] (64-bit). @param {number} a @param {number} i */
function addWord(a, i) {
  const lo = word(v, a) + word(m, i);
  v[a + 1] = word(v, a + 1) + word(m, i + 1) + (lo >= 0x100000000 ? 1 : 0);
  v[a] = lo;
}

/**
 * The mixing function G on word pairs a, b, c, d with message words at x and y.
 * @param {number} a @param {number} b @param {number} c @param {number} d @param {number} x @param {number} y
 */
function g(a, b, c, d, x, y) {
  add64(a, b);
  addWord(a, x);
  // v[d] = (v[d] ^ v[a]) >>> 32: swap halves
  let lo = word(v, d) ^ word(v, a);
  let hi = word(v, d + 1) ^ word(v, a + 1);
  v[d] = hi;
  v[d + 1] = lo;
  add64(c, d);
  // v[b] = (v[b] ^ v[c]) >>> 24
  lo = word(v, b) ^ word(v, c);
  hi = word(v, b + 1) ^ word(v, c + 1);
  v[b] = (lo >>> 24) ^ (hi << 8);
  v[b + 1] = (hi >>> 24) ^ (lo << 8);
  add64(a, b);
  addWord(a, y);
  // v[d] = (v[d] ^ v[a]) >>> 16
  lo = word(v, d) ^ word(v, a);
  hi = word(v, d + 1) ^ word(v, a + 1);
  v[d] = (lo >>> 16) ^ (hi << 16);
  v[d + 1] = (hi >>> 16) ^ (lo << 16);
  add64(c, d);
  // v[b] = (v[b] ^ v[c]) >>> 63, i.e. <<< 1
  lo = word(v, b) ^ word(v, c);
  hi = word(v, b + 1) ^ word(v, c + 1);
  v[b] = (hi >>> 31) ^ (lo << 1);
  v[b + 1] = (lo >>> 31) ^ (hi << 1);
}

/**
 * @param {Uint32Array} h
 * @param {Uint8Array} block 128 bytes
 * @param {number} counter bytes hashed so far, this block included (< 2^53)
 * @param {boolean} last
 */
function compress(h, block, counter, last) {
  for (let i = 0; i < 32; i++) m[i] = word(block, i * 4) ^ (word(block, i * 4 + 1) << 8) ^ (word(block, i * 4 + 2) << 16) ^ (word(block, i * 4 + 3) << 24);
  v.set(h, 0);
  v.set(IV, 16);
  v[24] = word(v, 24) ^ (counter >>> 0);
  v[25] = word(v, 25) ^ Math.floor(counter / 0x100000000);
  if (last) {
    v[28] = ~word(v, 28);
    v[29] = ~word(v, 29);
  }
  for (const s of SIGMA) {
    const w = /** @type {number[]} */ (s);
    g(0, 8, 16, 24, /** @type {number} */ (w[0]), /** @type {number} */ (w[1]));
    g(2, 10, 18, 26, /** @type {number} */ (w[2]), /** @type {number} */ (w[3]));
    g(4, 12, 20, 28, /** @type {number} */ (w[4]), /** @type {number} */ (w[5]));
    g(6, 14, 22, 30, /** @type {number} */ (w[6]), /** @type {number} */ (w[7]));
    g(0, 10, 20, 30, /** @type {number} */ (w[8]), /** @type {number} */ (w[9]));
    g(2, 12, 22, 24, /** @type {number} */ (w[10]), /** @type {number} */ (w[11]));
    g(4, 14, 16, 26, /** @type {number} */ (w[12]), /** @type {number} */ (w[13]));
    g(6, 8, 18, 28, /** @type {number} */ (w[14]), /** @type {number} */ (w[15]));
  }
  for (let i = 0; i < 16; i++) h[i] = word(h, i) ^ word(v, i) ^ word(v, i + 16);
}

/**
 * The unkeyed BLAKE2b digest of `bytes`, `length` bytes long (1–64).
 * @param {Uint8Array} bytes
 * @param {number} length
 * @returns {Buffer}
 */
export function blake2b(bytes, length) {
  const h = new Uint32Array(IV);
  h[0] = word(h, 0) ^ 0x01010000 ^ length;
  const blocks = Math.max(1, Math.ceil(bytes.length / 128));
  const block = new Uint8Array(128);
  for (let n = 0; n < blocks; n++) {
    const chunk = bytes.subarray(n * 128, (n + 1) * 128);
    block.fill(0);
    block.set(chunk);
    compress(h, block, n * 128 + chunk.length, n === blocks - 1);
  }
  const out = Buffer.alloc(64);
  for (let i = 0; i < 16; i++) out.writeUInt32LE(word(h, i), i * 4);
  return out.subarray(0, length);
}
