// The least coin a transaction output must carry (the ledger's "min UTxO"), for
// the output a user sends most: coins only, no tokens, no datum, to a base address.
//
// Since Babbage the ledger prices an output by its size: it must hold at least
//   (160 + serialized size of the output in bytes) × coinsPerUTxOByte
// (160 bytes stand for the UTxO entry's overhead: its key and the map's bookkeeping).
// db-sync's epoch_param.min_utxo_value is the pre-Alonzo flat minimum, unused since.
//
// The output's CBOR (the compact, array form the ledger keeps for such outputs):
//   [address, coin]        an array of 2                        → 1 byte head
//   address: bytes(57)     a base address: 1 header byte + 28-byte payment key
//                          hash + 28-byte stake key hash = 57 bytes, whose byte
//                          string head takes 2 bytes (57 ≥ 24: 0x58 0x39)   → 59 bytes
//   coin: uint             head + value: 1, 2, 3, 5 or 9 bytes by magnitude
// A coin in [65,536, 2³²) takes 5 bytes, so the plain output is 1 + 59 + 5 = 65 bytes:
// (160 + 65) × 4,310 = 969,750 on the demo chain. The coin's own size depends on the
// minimum itself, so it is solved to a fixed point.
import { formatInteger } from "../formats/format";

/** Bytes the ledger adds to every output's size for its UTxO entry. */
const UTXO_ENTRY_OVERHEAD_BYTES = 160;

/** A Shelley base address: header byte, payment key hash (28), stake key hash (28). */
export const BASE_ADDRESS_BYTES = 1 + 28 + 28;

/** Bytes of a CBOR head (major type and argument) for `value` (RFC 8949 §3). */
export function cborHeadBytes(value: bigint): number {
  if (value < 0n) throw new RangeError("CBOR heads carry unsigned arguments");
  if (value < 24n) return 1;
  if (value < 0x100n) return 2;
  if (value < 0x10000n) return 3;
  if (value < 0x100000000n) return 5;
  return 9;
}

/** Serialized size of a coin-only output to a base address carrying `coin`. */
export function plainOutputBytes(coin: bigint): number {
  const array = cborHeadBytes(2n);
  const address = cborHeadBytes(BigInt(BASE_ADDRESS_BYTES)) + BASE_ADDRESS_BYTES;
  const value = cborHeadBytes(coin);
  return array + address + value;
}

export type MinUtxo = {
  /** The minimum coin, in the smallest unit (DFM). */
  coin: bigint;
  /** The output's serialized size at that coin. */
  outputBytes: number;
};

/**
 * The minimum coin of a plain output at `coinsPerUtxoByte`; null when the price is
 * unknown or zero (a pre-Babbage chain: the flat minimum applies instead).
 */
export function minUtxoForPlainOutput(coinsPerUtxoByte: bigint): MinUtxo | null {
  if (coinsPerUtxoByte <= 0n) return null;
  let coin = 0n;
  // Each step can only grow the coin's head; at most four steps reach the fixed point.
  for (;;) {
    const outputBytes = plainOutputBytes(coin);
    const needed = BigInt(UTXO_ENTRY_OVERHEAD_BYTES + outputBytes) * coinsPerUtxoByte;
    if (plainOutputBytes(needed) === outputBytes) return { coin: needed, outputBytes };
    coin = needed;
  }
}

/** The rule as the page's tooltip says it, with the figures filled in (plain text). */
export function minUtxoFormula(minUtxo: MinUtxo, coinsPerUtxoByte: bigint, smallUnit: string): string {
  const n = formatInteger;
  return (
    `(${UTXO_ENTRY_OVERHEAD_BYTES} + ${minUtxo.outputBytes} bytes) × ${n(coinsPerUtxoByte)} ${smallUnit} per byte = ${n(minUtxo.coin)} ${smallUnit}: ` +
    `the least an output with no tokens to a base address may carry (${UTXO_ENTRY_OVERHEAD_BYTES} bytes of UTxO overhead plus the output's ${minUtxo.outputBytes} bytes of CBOR)`
  );
}
