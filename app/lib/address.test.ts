import { bech32 } from "bech32";
import { describe, expect, it } from "vitest";
import { addressHeading, addressNetwork, parseAddress } from "./address";

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

describe("parseAddress", () => {
  it("accepts addr1/stake1 on mainnet and addr_test/stake_test on testnet, with their kind", () => {
    const addr = encode("addr", 57);
    const stake = encode("stake", 29);
    const addrTest = encode("addr_test", 57);
    const stakeTest = encode("stake_test", 29);
    expect(parseAddress(addr, "mainnet")).toEqual({ kind: "payment", address: addr });
    expect(parseAddress(stake, "mainnet")).toEqual({ kind: "stake", address: stake });
    expect(parseAddress(addrTest, "testnet")).toEqual({ kind: "payment", address: addrTest });
    expect(parseAddress(stakeTest, "testnet")).toEqual({ kind: "stake", address: stakeTest });
  });

  it("refuses an address of the other network", () => {
    expect(parseAddress(encode("addr", 57), "testnet")).toBeNull();
    expect(parseAddress(encode("stake", 29), "testnet")).toBeNull();
    expect(parseAddress(encode("addr_test", 57), "mainnet")).toBeNull();
    expect(parseAddress(encode("stake_test", 29), "mainnet")).toBeNull();
  });

  it("refuses other bech32 (pool ids), a bad checksum and plain text", () => {
    expect(parseAddress(encode("pool", 28), "mainnet")).toBeNull();
    const addr = encode("addr", 57);
    const flipped = addr.slice(0, -1) + (addr.endsWith("q") ? "p" : "q");
    expect(parseAddress(flipped, "mainnet")).toBeNull();
    for (const raw of ["", "addr1", "stake1xyz", "<script>", "ab".repeat(32)]) expect(parseAddress(raw, "mainnet")).toBeNull();
  });

  it("trims and lower-cases bech32 (it is case-insensitive)", () => {
    const addr = encode("addr", 57);
    expect(parseAddress(`  ${addr.toUpperCase()} `, "mainnet")).toEqual({ kind: "payment", address: addr });
  });

  it("accepts a Byron base58 address on both networks, and nothing base58 that is not one", () => {
    expect(BYRON.length).toBeGreaterThan(50);
    expect(parseAddress(BYRON, "mainnet")).toEqual({ kind: "payment", address: BYRON });
    expect(parseAddress(BYRON, "testnet")).toEqual({ kind: "payment", address: BYRON });
    expect(parseAddress(NOT_BYRON, "mainnet")).toBeNull();
    expect(parseAddress(BYRON.slice(0, 20), "mainnet")).toBeNull();
    expect(parseAddress(`${BYRON.slice(0, -1)}0`, "mainnet")).toBeNull();
  });
});

describe("addressHeading (spec §2)", () => {
  it("is 'Stake Address' for stake1 and stake_test, else 'Payment Address'", () => {
    expect(addressHeading(encode("stake", 29))).toBe("Stake Address");
    expect(addressHeading(encode("stake_test", 29))).toBe("Stake Address");
    expect(addressHeading(encode("addr", 57))).toBe("Payment Address");
    expect(addressHeading(encode("addr_test", 57))).toBe("Payment Address");
    expect(addressHeading(BYRON)).toBe("Payment Address");
  });
});

describe("addressNetwork", () => {
  it("names the network a bech32 address's prefix belongs to, none for anything else", () => {
    expect(addressNetwork(encode("stake_test", 29))).toBe("testnet");
    expect(addressNetwork(encode("addr_test", 57))).toBe("testnet");
    expect(addressNetwork(encode("stake", 29))).toBe("mainnet");
    expect(addressNetwork(` ${encode("addr", 57)} `)).toBe("mainnet");
    expect(addressNetwork(encode("pool", 28))).toBeNull();
    expect(addressNetwork("stake_test1nope")).toBeNull();
  });
});
