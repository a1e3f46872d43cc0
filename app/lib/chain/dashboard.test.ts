import { describe, expect, it } from "vitest";
import {
  currentEpochNumber,
  nextEpochStake,
  poolColourSlot,
  poolInitials,
  samplePools,
  latestTransactionFigure,
  shuffled,
  stakedPercent,
} from "./dashboard";

describe("currentEpochNumber", () => {
  it("takes the latest block's epoch, else the current epoch's, else 0", () => {
    expect(currentEpochNumber({ epochNumber: 7 }, { epochNumber: 6 })).toBe(7);
    expect(currentEpochNumber(null, { epochNumber: 6 })).toBe(6);
    expect(currentEpochNumber(undefined, null)).toBe(0);
    expect(currentEpochNumber({ epochNumber: 0 }, { epochNumber: 6 })).toBe(0);
  });
});

describe("nextEpochStake", () => {
  it("uses the next epoch's snapshot when there is one", () => {
    expect(nextEpochStake("123", "100")).toEqual({ dfm: "123", estimated: false });
  });

  it("falls back to the spec's estimate, stake × 1.019, marked as such", () => {
    expect(nextEpochStake(null, "1000000")).toEqual({ dfm: "1019000", estimated: true });
    expect(nextEpochStake(undefined, "45000000000000000")).toEqual({ dfm: "45855000000000000", estimated: true });
    expect(nextEpochStake(null, "not a number")).toBeNull();
  });
});

describe("stakedPercent", () => {
  it("is stake over supply in percent, to the hundredth", () => {
    expect(stakedPercent("1", "3")).toBe(33.33);
    expect(stakedPercent("1349431547989510", "2352972136025355")).toBe(57.35); // 57.350…
    expect(stakedPercent("5", "5")).toBe(100);
  });

  it("is null without a positive supply", () => {
    expect(stakedPercent("5", "0")).toBeNull();
    expect(stakedPercent("x", "5")).toBeNull();
  });
});

describe("latestTransactionFigure", () => {
  const tx = { amount: "78541640000", withdrawn: "680370000" };
  it.each(["withdrawal", "reward_withdrawal", "rewards_withdrawal", "Withdrawal"])("%s shows the reward it withdraws, not what it moves", (txType) => {
    expect(latestTransactionFigure({ ...tx, txType })).toEqual({ dfm: "680370000", stakingReward: true });
  });
  it.each(["payment", "delegation", ""])("%s shows its amount sent with its fee", (txType) => {
    expect(latestTransactionFigure({ ...tx, txType })).toEqual({ dfm: "78541640000", stakingReward: false });
  });
  it("shows the amount of a withdrawal whose answer does not say what it withdrew", () => {
    expect(latestTransactionFigure({ txType: "withdrawal", amount: "5" })).toEqual({ dfm: "5", stakingReward: true });
  });
});

describe("samplePools", () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it("keeps every item exactly once when shuffling", () => {
    expect([...shuffled(items)].sort((a, b) => a - b)).toEqual(items);
  });

  it("shows 5 distinct items of the 20, in the order the random source picks", () => {
    const sample = samplePools(items, 5, () => 0);
    expect(sample).toHaveLength(5);
    expect(new Set(sample).size).toBe(5);
    // With random() = 0 each step swaps the last item with the first.
    expect(sample).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows all when there are fewer than 5", () => {
    expect(samplePools([1, 2], 5).sort()).toEqual([1, 2]);
  });
});

describe("poolInitials", () => {
  it("takes two letters of the ticker, else of the name, upper-cased", () => {
    expect(poolInitials("orbit", "Orbit Staking")).toBe("OR");
    expect(poolInitials(null, "quantum nodes")).toBe("QU");
    expect(poolInitials("<XSS>", null)).toBe("XS");
  });

  it("skips bidi and zero-width characters, and falls back to '?'", () => {
    expect(poolInitials("\u202e1", null)).toBe("1");
    expect(poolInitials("Z\u200bW", null)).toBe("ZW");
    expect(poolInitials("<>", "")).toBe("?");
    expect(poolInitials(null, null)).toBe("?");
  });
});

describe("poolColourSlot", () => {
  it("is stable and within the slots", () => {
    const slot = poolColourSlot("pool1abc", 6);
    expect(slot).toBe(poolColourSlot("pool1abc", 6));
    expect(slot).toBeGreaterThanOrEqual(0);
    expect(slot).toBeLessThan(6);
    const slots = new Set(["pool1a", "pool1b", "pool1c", "pool1d", "pool1e", "pool1f"].map((id) => poolColourSlot(id, 6)));
    expect(slots.size).toBeGreaterThan(1);
  });
});
