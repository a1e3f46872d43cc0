import { describe, expect, it } from "vitest";
import { percentageShares, percentShares } from "./shares";

const sum = (shares: string[]) => shares.reduce((total, share) => total + Math.round(Number(share) * 100), 0);

describe("percentageShares", () => {
  it("gives each count's share with 2 decimals, adding up to exactly 100", () => {
    expect(percentageShares([1, 1, 1])).toEqual(["33.34", "33.33", "33.33"]);
    expect(percentageShares([2, 1])).toEqual(["66.67", "33.33"]);
    expect(percentageShares([21_600])).toEqual(["100.00"]);
    expect(percentageShares([3, 1, 0])).toEqual(["75.00", "25.00", "0.00"]);
    const uneven = [107_993, 5, 1, 1];
    const shares = percentageShares(uneven);
    expect(sum(shares)).toBe(10_000);
    expect(shares).toEqual(["99.99", "0.01", "0.00", "0.00"]);
  });

  it("keeps every share within one step of its exact value", () => {
    const counts = [7, 13, 29, 31, 3, 17];
    const total = counts.reduce((a, b) => a + b, 0);
    const shares = percentageShares(counts);
    expect(sum(shares)).toBe(10_000);
    counts.forEach((count, i) => expect(Math.abs(Number(shares[i]) - (count * 100) / total)).toBeLessThan(0.01));
  });

  it("gives 0 for every count when there is nothing to share, and takes other precisions", () => {
    expect(percentageShares([0, 0])).toEqual(["0.00", "0.00"]);
    expect(percentageShares([])).toEqual([]);
    expect(percentageShares([1, 2], 1)).toEqual(["33.3", "66.7"]);
  });
});

// (merged: the relay geography's shares)

const sumOfShares = (shares: string[]) => shares.reduce((total, share) => total + Math.round(Number(share) * 100), 0);

describe("percentShares", () => {
  it("exact shares as they are", () => {
    expect(percentShares([1, 1, 2])).toEqual(["25.00", "25.00", "50.00"]);
    expect(percentShares([7])).toEqual(["100.00"]);
  });

  it("thirds and sevenths still add up to 100.00, the spare hundredths to the largest remainders", () => {
    expect(percentShares([1, 1, 1])).toEqual(["33.34", "33.33", "33.33"]);
    const sevenths = percentShares([1, 2, 4]);
    expect(sevenths).toEqual(["14.29", "28.57", "57.14"]);
    expect(sumOfShares(sevenths)).toBe(10_000);
    const many = percentShares([3, 5, 7, 11, 13, 17, 19, 23, 1, 1, 1]);
    expect(sumOfShares(many)).toBe(10_000);
    for (const share of many) expect(share).toMatch(/^\d{1,3}\.\d{2}$/);
  });

  it("no counts or a zero total: zeros", () => {
    expect(percentShares([])).toEqual([]);
    expect(percentShares([0, 0])).toEqual(["0.00", "0.00"]);
  });
});
