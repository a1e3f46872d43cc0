import { describe, expect, it } from "vitest";
import { BYRON_ADDRESS as BYRON, bech32Of } from "../../../tests/support/encoded-ids";
import { addressHeading, addressNetwork } from "./address";

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
