import { describe, expect, it } from "vitest";
import { base58, BYRON_ADDRESS as BYRON, bech32Of, byronBytes } from "../../../tests/support/encoded-ids";
import { errorOf } from "../../../tests/support/param-error";
import { parseAddressParam } from "./address";

const NOT_BYRON = base58(byronBytes(0x83));

describe("parseAddressParam", () => {
  it("accepts addr1/stake1 on mainnet and addr_test/stake_test on testnet, with their kind", () => {
    const addr = bech32Of("addr", 57);
    const stake = bech32Of("stake", 29);
    const addrTest = bech32Of("addr_test", 57);
    const stakeTest = bech32Of("stake_test", 29);
    expect(parseAddressParam(addr, "mainnet")).toEqual({ kind: "payment", address: addr });
    expect(parseAddressParam(stake, "mainnet")).toEqual({ kind: "stake", address: stake });
    expect(parseAddressParam(addrTest, "testnet")).toEqual({ kind: "payment", address: addrTest });
    expect(parseAddressParam(stakeTest, "testnet")).toEqual({ kind: "stake", address: stakeTest });
  });

  it("refuses an address of the other network", () => {
    expect(errorOf(() => parseAddressParam(bech32Of("addr", 57), "testnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(bech32Of("stake", 29), "testnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(bech32Of("addr_test", 57), "mainnet")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(bech32Of("stake_test", 29), "mainnet")).status).toBe(404);
  });

  it("refuses other bech32 (pool ids), a bad checksum and plain text", () => {
    expect(errorOf(() => parseAddressParam(bech32Of("pool", 28), "mainnet")).status).toBe(404);
    const addr = bech32Of("addr", 57);
    const flipped = addr.slice(0, -1) + (addr.endsWith("q") ? "p" : "q");
    expect(errorOf(() => parseAddressParam(flipped, "mainnet")).status).toBe(404);
    for (const raw of ["", "addr1", "stake1xyz", "<script>", "ab".repeat(32)]) expect(errorOf(() => parseAddressParam(raw, "mainnet")).status).toBe(404);
  });

  it("trims and lower-cases bech32 (it is case-insensitive)", () => {
    const addr = bech32Of("addr", 57);
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
    const stake = bech32Of("stake", 29);
    expect(parseAddressParam(stake, "mainnet", "stake")).toEqual({ kind: "stake", address: stake });
    expect(errorOf(() => parseAddressParam(bech32Of("addr", 57), "mainnet", "stake")).status).toBe(404);
    expect(errorOf(() => parseAddressParam(undefined, "mainnet")).status).toBe(404);
  });
});
