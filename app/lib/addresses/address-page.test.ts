import { describe, expect, it } from "vitest";
import { historyCsvHref, rewardsCsvHref, rewardUsdValue } from "./address-page";

describe("rewardUsdValue (spec §9: reward × price, 4 decimals)", () => {
  it("multiplies exactly and rounds half-up", () => {
    // 12.345678 × 0.5 = 6.172839 → $6.1728
    expect(rewardUsdValue("12345678", "0.5")).toBe("$6.1728");
    // 1.00005 × 1 = 1.00005 → $1.0001 (half-up)
    expect(rewardUsdValue("1000050", "1")).toBe("$1.0001");
    // 1,000 × 0.123456789 = 123.456789 → $123.4568
    expect(rewardUsdValue("1000000000", "0.123456789")).toBe("$123.4568");
    expect(rewardUsdValue("2500000000000", "2")).toBe("$5,000,000.0000");
    expect(rewardUsdValue("0", "0.4")).toBe("$0.0000");
  });

  it("is null (N/A) without a price", () => {
    expect(rewardUsdValue("1000000", null)).toBeNull();
    expect(rewardUsdValue("1000000", "abc")).toBeNull();
  });
});

describe("CSV links", () => {
  it("point at the address's CSV routes on the page's network, the address encoded", () => {
    expect(historyCsvHref("addr1xyz", "mainnet")).toBe("/addresses/addr1xyz/transactions.csv?network=mainnet");
    expect(rewardsCsvHref("stake_test1xyz", "testnet")).toBe("/addresses/stake_test1xyz/rewards.csv?network=testnet");
  });
});
