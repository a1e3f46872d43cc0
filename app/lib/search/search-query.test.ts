import { describe, expect, it } from "vitest";
import { bech32Of } from "../../../tests/support/encoded-ids";
import { classifySearch, isExactLookup, isHexPrefix, otherNetworkLookup } from "./search-query";

const HASH = "ab".repeat(32);
const POOL_HEX = "cd".repeat(28);

describe("classifySearch", () => {
  it("reads digits as a height or epoch number, and 8 digits or more also as a hash prefix", () => {
    expect(classifySearch(" 1234 ")).toEqual({ kind: "number", value: 1234, hexPrefix: null });
    expect(classifySearch("12345678")).toEqual({ kind: "number", value: 12345678, hexPrefix: "12345678" });
  });

  it("reads a number as pages write it, '#74,000', '74,000' or '#74000', as that number (no hash prefix)", () => {
    for (const query of ["#74,000", "74,000", "#74000", " # 74000 ", "#1,234,567"]) {
      expect(classifySearch(query), query).toMatchObject({ kind: "number", hexPrefix: null });
    }
    expect(classifySearch("#74,000")).toEqual({ kind: "number", value: 74000, hexPrefix: null });
    expect(classifySearch("#12345678")).toEqual({ kind: "number", value: 12345678, hexPrefix: null });
    for (const query of ["74,00", "7,4000", "#74,000,", "#", "#-1", "74.000", "#12345678901"]) {
      expect(classifySearch(query), query).toMatchObject({ kind: "text" });
    }
  });

  it("reads the start of a stake address or pool id (no checksum yet) as a prefix of its key", () => {
    const stake = bech32Of("stake", 29);
    expect(classifySearch(stake.slice(0, 14))).toEqual({ kind: "bech32-prefix", of: "stake-address", text: stake.slice(0, 14), bits: expect.any(Array) });
    expect(classifySearch(bech32Of("stake_test", 29).slice(0, 16).toUpperCase())).toMatchObject({ kind: "bech32-prefix", of: "stake-address" });
    expect(classifySearch(bech32Of("pool", 28).slice(0, 12))).toMatchObject({ kind: "bech32-prefix", of: "pool" });
    // 'q' is 0 and 'l' 31 in bech32's alphabet: the characters' 5-bit values, in order.
    expect(classifySearch("pool1qqlq")).toMatchObject({ bits: [0, 0, 31, 0] });
    for (const query of ["pool1", "pool1abc", "pool1bio0", "addr1qqqq", "stake2qqqq", "stakes1qqqq"]) {
      expect(classifySearch(query), query).toMatchObject({ kind: "text" });
    }
  });

  it("reads 'epoch N' as an epoch, whatever the case and spacing", () => {
    expect(classifySearch("Epoch 3")).toEqual({ kind: "epoch", value: 3 });
    expect(classifySearch("epoch#12")).toEqual({ kind: "epoch", value: 12 });
    expect(classifySearch("epochs 3")).toMatchObject({ kind: "text" });
  });

  it("reads hex by length: 64 a hash, 56 a pool id, 8 to 63 a prefix, lower-cased", () => {
    expect(classifySearch(HASH.toUpperCase())).toEqual({ kind: "hash", hex: HASH });
    expect(classifySearch(POOL_HEX)).toEqual({ kind: "pool-hash", hex: POOL_HEX });
    expect(classifySearch("ABCDEF01")).toEqual({ kind: "hex-prefix", hex: "abcdef01" });
    expect(classifySearch("abcdef0")).toMatchObject({ kind: "text" });
  });

  it("reads bech32 by its prefix, on both networks, only with a valid checksum", () => {
    const address = bech32Of("addr", 57);
    const testAddress = bech32Of("addr_test", 57);
    const stake = bech32Of("stake", 29);
    const stakeTest = bech32Of("stake_test", 29);
    const pool = bech32Of("pool", 28);
    expect(classifySearch(address)).toEqual({ kind: "address", address });
    expect(classifySearch(testAddress)).toEqual({ kind: "address", address: testAddress });
    expect(classifySearch(stake)).toEqual({ kind: "stake-address", address: stake });
    expect(classifySearch(stakeTest)).toEqual({ kind: "stake-address", address: stakeTest });
    expect(classifySearch(pool)).toEqual({ kind: "pool-id", poolId: pool });
    const broken = `${address.slice(0, -1)}${address.endsWith("q") ? "p" : "q"}`;
    expect(classifySearch(broken)).toMatchObject({ kind: "text" });
  });

  it("takes anything else as a ticker or name", () => {
    expect(classifySearch("Orbit Staking")).toEqual({ kind: "text", text: "Orbit Staking" });
  });
});

describe("isExactLookup", () => {
  it("is true for ids that name one thing, false for prefixes and text", () => {
    for (const query of ["1234", "epoch 3", HASH, POOL_HEX, bech32Of("addr", 57), bech32Of("stake", 29), bech32Of("pool", 28)]) {
      expect(isExactLookup(classifySearch(query)), query).toBe(true);
    }
    for (const query of ["abcdef01", "orbit", "pool1qqlq"]) expect(isExactLookup(classifySearch(query)), query).toBe(false);
  });
});

describe("isHexPrefix", () => {
  it("recognises hex prefixes of 8 to 64 characters", () => {
    expect(isHexPrefix("deadbeef")).toBe(true);
    expect(isHexPrefix("deadbee")).toBe(false);
    expect(isHexPrefix("deadbeeg")).toBe(false);
    expect(isHexPrefix("a".repeat(65))).toBe(false);
  });
});

describe("classifySearch: tokens (issue 43)", () => {
  const POLICY = "0a".repeat(28);
  const hexOf = (text: string) => Buffer.from(text, "utf8").toString("hex");

  it("reads a fingerprint, a long unit and policy.name (as hex and as text)", () => {
    const fingerprint = bech32Of("asset", 20);
    expect(classifySearch(` ${fingerprint} `)).toEqual({ kind: "fingerprint", fingerprint });
    expect(classifySearch(`${POLICY}${hexOf("PRIME")}`)).toEqual({ kind: "unit", unit: `${POLICY}${hexOf("PRIME")}` });
    expect(classifySearch(`${POLICY}.PRIME`)).toEqual({ kind: "policy-asset", units: [`${POLICY}${hexOf("PRIME")}`] });
    expect(classifySearch(`${POLICY.toUpperCase()}.cafe`)).toEqual({ kind: "policy-asset", units: [`${POLICY}cafe`, `${POLICY}${hexOf("cafe")}`] });
  });

  it("leaves what is no token id to the other kinds", () => {
    expect(classifySearch(bech32Of("asset", 19))).toMatchObject({ kind: "text" });
    expect(classifySearch(`${POLICY}${"a".repeat(11)}`)).toMatchObject({ kind: "text" });
    expect(classifySearch(`${POLICY}.${"x".repeat(33)}`)).toMatchObject({ kind: "text" });
    expect(classifySearch(POLICY)).toMatchObject({ kind: "pool-hash" });
  });

  it("takes token ids as exact lookups, looked for on the other network when nothing here has them", () => {
    for (const query of [bech32Of("asset", 20), `${POLICY}.PRIME`, `${POLICY}${hexOf("PRIME")}`]) {
      expect(isExactLookup(classifySearch(query)), query).toBe(true);
      expect(otherNetworkLookup(classifySearch(query), "mainnet"), query).toBe("if-nothing-here");
    }
  });
});

describe("otherNetworkLookup", () => {
  it("sends an address of the other network there instead, and asks there for a hash or pool id not found here", () => {
    const testAddress = classifySearch(bech32Of("addr_test", 57));
    expect(otherNetworkLookup(testAddress, "mainnet")).toBe("instead");
    expect(otherNetworkLookup(testAddress, "testnet")).toBeNull();
    expect(otherNetworkLookup(classifySearch(bech32Of("stake", 29)), "testnet")).toBe("instead");
    for (const query of [HASH, POOL_HEX, bech32Of("pool", 28)]) {
      expect(otherNetworkLookup(classifySearch(query), "mainnet"), query).toBe("if-nothing-here");
    }
    for (const query of ["1234", "epoch 3", "abcdef01", "orbit", "pool1qqlq"]) {
      expect(otherNetworkLookup(classifySearch(query), "mainnet"), query).toBeNull();
    }
  });
});
