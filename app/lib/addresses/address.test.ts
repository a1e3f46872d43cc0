import { describe, expect, it } from "vitest";
import { BYRON_ADDRESS as BYRON, bech32Of } from "../../../tests/support/encoded-ids";
import { bech32 } from "bech32";
import { addressHeading, addressNetwork, isScriptAddress } from "./address";

describe("addressHeading (spec §2)", () => {
  it("is 'Stake Address' for stake1 and stake_test, else 'Payment Address'", () => {
    expect(addressHeading(bech32Of("stake", 29))).toBe("Stake Address");
    expect(addressHeading(bech32Of("stake_test", 29))).toBe("Stake Address");
    expect(addressHeading(bech32Of("addr", 57))).toBe("Payment Address");
    expect(addressHeading(bech32Of("addr_test", 57))).toBe("Payment Address");
    expect(addressHeading(BYRON)).toBe("Payment Address");
  });
});

describe("addressNetwork", () => {
  it("names the network a bech32 address's prefix belongs to, none for anything else", () => {
    expect(addressNetwork(bech32Of("stake_test", 29))).toBe("testnet");
    expect(addressNetwork(bech32Of("addr_test", 57))).toBe("testnet");
    expect(addressNetwork(bech32Of("stake", 29))).toBe("mainnet");
    expect(addressNetwork(` ${bech32Of("addr", 57)} `)).toBe("mainnet");
    expect(addressNetwork(bech32Of("pool", 28))).toBeNull();
    expect(addressNetwork("stake_test1nope")).toBeNull();
  });
});

describe("isScriptAddress (CIP-19 header)", () => {
  const withHeader = (prefix: string, header: number, bytes: number) =>
    bech32.encode(prefix, bech32.toWords(Uint8Array.from([header, ...new Array<number>(bytes - 1).fill(7)])), 1023);

  it("is true when the payment part (types 1, 3, 5, 7) or a stake address's credential (type 15) is a script", () => {
    expect([0x11, 0x31, 0x51, 0x71].map((header) => isScriptAddress(withHeader("addr", header, 57)))).toEqual([true, true, true, true]);
    expect(isScriptAddress(withHeader("stake_test", 0xf0, 29))).toBe(true);
  });

  it("is false for key addresses, Byron and malformed ones", () => {
    expect([0x01, 0x21, 0x41, 0x61].map((header) => isScriptAddress(withHeader("addr", header, 57)))).toEqual([false, false, false, false]);
    expect(isScriptAddress(withHeader("stake", 0xe1, 29))).toBe(false);
    expect(isScriptAddress(BYRON)).toBe(false);
    expect(isScriptAddress("addr1nope")).toBe(false);
  });
});
