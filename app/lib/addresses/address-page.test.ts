import { describe, expect, it } from "vitest";
import { ParamError } from "../params/param-error";
import { historyCsvHref, parseAddressPageQuery, rewardsCsvHref, rewardUsdValue } from "./address-page";

const q = (text: string) => parseAddressPageQuery(new URLSearchParams(text));

describe("parseAddressPageQuery", () => {
  it("defaults every page to 1 and the rewards page size to 20 (spec §9)", () => {
    expect(q("")).toEqual({ history: 1, utxos: 1, delegations: 1, paymentAddresses: 1, rewards: 1, rewardsSize: 20 });
  });

  it("reads each list's own page and a rewards size of 10, 20, 50 or 100", () => {
    expect(q("page=3&utxoPage=2&delegationsPage=4&addressesPage=5&rewardsPage=6&rewardsSize=50")).toEqual({
      history: 3,
      utxos: 2,
      delegations: 4,
      paymentAddresses: 5,
      rewards: 6,
      rewardsSize: 50,
    });
    for (const size of [10, 20, 50, 100]) expect(q(`rewardsSize=${size}`).rewardsSize).toBe(size);
  });

  it("answers 400 naming the parameter for anything else", () => {
    for (const [text, name] of [
      ["page=abc", "page"],
      ["utxoPage=0", "utxoPage"],
      ["delegationsPage=-1", "delegationsPage"],
      ["addressesPage=1.5", "addressesPage"],
      ["rewardsPage=", "rewardsPage"],
      ["rewardsSize=7", "rewardsSize"],
      ["rewardsSize=020", "rewardsSize"],
    ]) {
      let error: unknown;
      try {
        q(text!);
      } catch (caught) {
        error = caught;
      }
      expect(error, text).toBeInstanceOf(ParamError);
      expect((error as ParamError).status).toBe(400);
      expect((error as ParamError).message).toContain(name);
    }
  });
});

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
