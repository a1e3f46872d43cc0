import { bech32 } from "bech32";

// Well-formed ids of each encoding the explorer reads, built here rather than
// taken from the chain, so a parser's test knows exactly what it hands in.

/** A bech32 id (address, stake address, pool id) of `bytes` bytes, each `fill`; the 1023 limit fits the longest address. */
export function bech32Of(prefix: string, bytes: number, fill = 7): string {
  return bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(fill)), 1023);
}

// Base58 by hand (the spec's alphabet), so the tests do not share the parser's decoder.
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

export function base58(bytes: number[]): string {
  let n = bytes.reduce((acc, b) => acc * 256n + BigInt(b), 0n);
  let out = "";
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

/** A Byron address's bytes: CBOR [24(bytes), crc] as one begins, then filler of a typical length; `tag` 0x83 makes it not one. */
export function byronBytes(tag = 0x82): number[] {
  return [tag, 0xd8, 0x18, 0x58, 0x21, ...new Array<number>(33).fill(0x5a), 0x1a, 1, 2, 3, 4];
}

export const BYRON_ADDRESS = base58(byronBytes());
