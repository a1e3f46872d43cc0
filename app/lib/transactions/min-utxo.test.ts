import { describe, expect, it } from "vitest";
import { BASE_ADDRESS_BYTES, cborHeadBytes, minUtxoForPlainOutput, minUtxoFormula, plainOutputBytes } from "./min-utxo";

// A CBOR head written out byte by byte (RFC 8949 §3): the test's own encoder, so the
// output sizes below are counted from real bytes, not from the rule under test.
function head(major: number, value: bigint): number[] {
  const type = major << 5;
  if (value < 24n) return [type | Number(value)];
  const widths: Array<[bigint, number, number]> = [
    [0x100n, 24, 1],
    [0x10000n, 25, 2],
    [0x100000000n, 26, 4],
    [0x10000000000000000n, 27, 8],
  ];
  const [, info, bytes] = widths.find(([limit]) => value < limit)!;
  const out = [type | info];
  for (let i = bytes - 1; i >= 0; i--) out.push(Number((value >> BigInt(8 * i)) & 0xffn));
  return out;
}

/** [address bytes, coin] as the ledger serializes a coin-only output. */
function encodePlainOutput(address: Uint8Array, coin: bigint): number[] {
  return [...head(4, 2n), ...head(2, BigInt(address.length)), ...address, ...head(0, coin)];
}

// A base address (type 0, network 1): header byte, then two 28-byte key hashes.
const baseAddress = new Uint8Array([0x01, ...new Array<number>(28).fill(0xaa), ...new Array<number>(28).fill(0xbb)]);

describe("min UTxO of a plain output", () => {
  it("counts the output's bytes as its CBOR encoding has them", () => {
    expect(baseAddress.length).toBe(BASE_ADDRESS_BYTES);
    for (const coin of [0n, 23n, 24n, 255n, 256n, 65_535n, 65_536n, 969_750n, 4_294_967_295n, 4_294_967_296n, 45_000_000_000_000_000n]) {
      expect(plainOutputBytes(coin), `coin ${coin}`).toBe(encodePlainOutput(baseAddress, coin).length);
    }
    expect(encodePlainOutput(baseAddress, 969_750n)).toHaveLength(65);
  });

  it("CBOR heads grow at 24, 2⁸, 2¹⁶ and 2³²", () => {
    expect([23n, 24n, 255n, 256n, 65_535n, 65_536n, 2n ** 32n - 1n, 2n ** 32n].map(cborHeadBytes)).toEqual([1, 2, 2, 3, 3, 5, 5, 9]);
    expect(() => cborHeadBytes(-1n)).toThrow(RangeError);
  });

  it("is (160 + output bytes) × the price per byte, at the coin it pays for itself", () => {
    // The demo chain's 4,310 per byte: 65 bytes, (160 + 65) × 4,310.
    expect(minUtxoForPlainOutput(4_310n)).toEqual({
      coin: 969_750n,
      outputBytes: 65,
    });
    // A price of 1: a coin of 222 fits a 2-byte head, so 62 bytes: (160 + 62) × 1.
    expect(minUtxoForPlainOutput(1n)).toEqual({ coin: 222n, outputBytes: 62 });
    // Just below a size step: (160 + 63) × 293 = 65,339 still fits a 3-byte head…
    expect(minUtxoForPlainOutput(293n)).toEqual({
      coin: 65_339n,
      outputBytes: 63,
    });
    // …just above it, (160 + 63) × 294 = 65,562 needs 5 bytes: (160 + 65) × 294.
    expect(minUtxoForPlainOutput(294n)).toEqual({
      coin: 66_150n,
      outputBytes: 65,
    });
    for (const price of [1n, 44n, 293n, 294n, 4_310n, 34_482n, 10_000_000n, 20_000_000n]) {
      const min = minUtxoForPlainOutput(price)!;
      expect(min.coin).toBe(BigInt(160 + encodePlainOutput(baseAddress, min.coin).length) * price);
    }
  });

  it("is unknown without a price per byte (before Babbage the flat minimum applied)", () => {
    expect(minUtxoForPlainOutput(0n)).toBeNull();
  });

  it("says its formula with the figures in it", () => {
    const min = minUtxoForPlainOutput(4_310n)!;
    expect(minUtxoFormula(min, 4_310n, "DFM")).toBe(
      "(160 + 65 bytes) × 4,310 DFM per byte = 969,750 DFM: the least an output with no tokens to a base address may carry " +
        "(160 bytes of UTxO overhead plus the output's 65 bytes of CBOR)",
    );
  });
});
