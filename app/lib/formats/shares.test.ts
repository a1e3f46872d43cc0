import { describe, expect, it } from "vitest";
import { percentageShares } from "./shares";

describe("percentageShares", () => {
  it("gives each count's share with 2 decimals, rounded half up", () => {
    expect(percentageShares([2, 1])).toEqual(["66.67", "33.33"]);
    expect(percentageShares([21_600])).toEqual(["100.00"]);
    expect(percentageShares([3, 1, 0])).toEqual(["75.00", "25.00", "0.00"]);
    expect(percentageShares([1, 7])).toEqual(["12.50", "87.50"]);
    expect(percentageShares([107_993, 5, 1, 1])).toEqual(["99.99", "0.00", "0.00", "0.00"]);
  });

  it("shows equal counts as equal shares, even when they then do not add up to 100", () => {
    expect(percentageShares([1, 1, 1])).toEqual(["33.33", "33.33", "33.33"]);
    const shares = percentageShares([5, 3, 3, 3, 1, 1]);
    expect(new Set(shares.slice(1, 4)).size).toBe(1);
    expect(shares[4]).toBe(shares[5]);
  });

  it("keeps every share within half a step of its exact value", () => {
    const counts = [7, 13, 29, 31, 3, 17];
    const total = counts.reduce((a, b) => a + b, 0);
    const shares = percentageShares(counts);
    counts.forEach((count, i) => expect(Math.abs(Number(shares[i]) - (count * 100) / total)).toBeLessThanOrEqual(0.005 + 1e-9));
  });

  it("gives 0 for every count when there is nothing to share, and takes other precisions", () => {
    expect(percentageShares([0, 0])).toEqual(["0.00", "0.00"]);
    expect(percentageShares([])).toEqual([]);
    expect(percentageShares([1, 2], 1)).toEqual(["33.3", "66.7"]);
  });
});
