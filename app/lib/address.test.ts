import { bech32 } from "bech32";
import { describe, expect, it } from "vitest";
import { addressHeading, addressNetwork } from "./address";

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
