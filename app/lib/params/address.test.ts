import { bech32 } from "bech32";
import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseAddressParam } from "./address";

const encode = (prefix: string, bytes: number) => bech32.encode(prefix, bech32.toWords(new Uint8Array(bytes).fill(7)), 1023);

// Base58 by hand (the spec's alphabet), so the test does not share the parser's decoder.
const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
function base58(bytes: number[]): string {
  let n = bytes.reduce((acc, b) => acc * 256n + BigInt(b), 0n);
  let out = "";
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}
// CBOR [24(bytes), crc] as a Byron address begins; the rest is filler of a typical length.
const BYRON = base58([0x82, 0xd8, 0x18, 0x58, 0x21, ...new Array(33).fill(0x5a), 0x1a, 1, 2, 3, 4]);
const NOT_BYRON = base58([0x83, 0xd8, 0x18, 0x58, 0x21, ...new Array(33).fill(0x5a), 0x1a, 1, 2, 3, 4]);

describe("parseAddressParam", () => {
  it("accepts addr1/stake1 on mainnet and addr_test/stake_test on testnet, with their kind", () => {
    const addr = encode("addr", 57);
    const stake = encode("stake", 29);
    const addrTest = encode("addr_test", 57);
    const stakeTest = encode("stake_test", 29);
    expect(parseAddressParam(addr, "mainnet")).toEqual({ kind: "payment", address: addr });
    expect(parseAddressParam(stake, "mainnet")).toEqual({ kind: "stake", address: stake });
    expect(parseAddressParam(addrTest, "testnet")).toEqual({ kind: "payment", address: addrTest });
    expect(parseAddressParam(stakeTest, "testnet")).toEqual({ kind: "stake", address: stakeTest });
  });

  it("refuses an address of the other network", () => {
    expect(errorOf(() => parseAddressParam(encode("addr", 57), "testnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(encode("stake", 29), "testnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(encode("addr_test", 57), "mainnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(encode("stake_test", 29), "mainnet")).status).toBe(404);
  });

  it("refuses other bech32 (pool ids), a bad checksum and plain text", () => {
    expect(errorOf(() => parseAddressParam(encode("pool", 28), "mainnet")).status).toBe(404);
    const addr = encode("addr", 57);
    const flipped = addr.slice(0, -1) + (addr.endsWith("q") ? "p" : "q");
    expect(errorOf(() => parseAddressParam(flipped, "mainnet")).status).toBe(404);
    for (const raw of ["", "addr1", "stake1xyz", "<script>", "ab".repeat(32)]) expect(errorOf(() => parseAddressParam(raw, "mainnet")).status).toBe(404);
  });

  it("trims and lower-cases bech32 (it is case-insensitive)", () => {
    const addr = encode("addr", 57);
    expect(parseAddressParam(`  ${addr.toUpperCase()} `, "mainnet")).toEqual({ kind: "payment", address: addr });
  });

  it("accepts a Byron base58 address on both networks, and nothing base58 that is not one", () => {
    expect(BYRON.length).toBeGreaterThan(50);
    expect(parseAddressParam(BYRON, "mainnet")).toEqual({ kind: "payment", address: BYRON });
    expect(parseAddressParam(BYRON, "testnet")).toEqual({ kind: "payment", address: BYRON });
    expect(errorOf(() => parseAddressParam(NOT_BYRON, "mainnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(BYRON.slice(0, 20), "mainnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(`${BYRON.slice(0, -1)}0`, "mainnet")).status).toBe(404);
  });

  it("refuses an address of the other kind where only one kind has the list asked for", () => {
    const stake = encode("stake", 29);
    expect(parseAddressParam(stake, "mainnet", "stake")).toEqual({ kind: "stake", address: stake });
    expect(errorOf(() => parseAddressParam(encode("addr", 57), "mainnet", "stake")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(undefined, "mainnet")).status).toBe(404);
  });
});
