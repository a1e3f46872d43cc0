// @ts-check
// CBOR (RFC 8949) for transaction metadata values: tx_metadata.bytes holds the CBOR
// of each label's value. Metadata allows maps, arrays, text, bytes and integers only.

/**
 * @typedef {string | number | bigint | Uint8Array | MetadataList | MetadataMap} MetadataValue
 * @typedef {Array<MetadataValue>} MetadataList
 */

/**
 * @typedef {{ [key: string]: MetadataValue }} MetadataMap
 */

/**
 * @param {number} major
 * @param {number | bigint} length
 * @returns {Buffer}
 */
export function cborHead(major, length) {
  const n = BigInt(length);
  const top = major << 5;
  if (n < 24n) return Buffer.of(top | Number(n));
  if (n < 0x100n) return Buffer.of(top | 24, Number(n));
  if (n < 0x10000n) {
    const b = Buffer.alloc(3);
    b[0] = top | 25;
    b.writeUInt16BE(Number(n), 1);
    return b;
  }
  if (n < 0x100000000n) {
    const b = Buffer.alloc(5);
    b[0] = top | 26;
    b.writeUInt32BE(Number(n), 1);
    return b;
  }
  const b = Buffer.alloc(9);
  b[0] = top | 27;
  b.writeBigUInt64BE(n, 1);
  return b;
}

/**
 * @param {MetadataValue} value
 * @param {Buffer[]} out
 */
function write(value, out) {
  if (typeof value === "number" || typeof value === "bigint") {
    const n = BigInt(value);
    out.push(n >= 0n ? cborHead(0, n) : cborHead(1, -1n - n));
  } else if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    out.push(cborHead(3, bytes.length), bytes);
  } else if (value instanceof Uint8Array) {
    out.push(cborHead(2, value.length), Buffer.from(value));
  } else if (Array.isArray(value)) {
    out.push(cborHead(4, value.length));
    for (const item of value) write(item, out);
  } else {
    const entries = Object.entries(value);
    out.push(cborHead(5, entries.length));
    for (const [key, item] of entries) {
      write(key, out);
      write(item, out);
    }
  }
}

/**
 * @param {MetadataValue} value
 * @returns {Buffer}
 */
export function encodeCbor(value) {
  /** @type {Buffer[]} */
  const out = [];
  write(value, out);
  return Buffer.concat(out);
}
