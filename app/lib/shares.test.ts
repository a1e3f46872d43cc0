import { describe, expect, it } from "vitest";
import { percentShares } from "./shares";

const sum = (shares: string[]) => shares.reduce((total, share) => total + Math.round(Number(share) * 100), 0);

describe("percentShares", () => {
  it("exact shares as they are", () => {
    expect(percentShares([1, 1, 2])).toEqual(["25.00", "25.00", "50.00"]);
    expect(percentShares([7])).toEqual(["100.00"]);
  });

  it("thirds and sevenths still add up to 100.00, the spare hundredths to the largest remainders", () => {
    expect(percentShares([1, 1, 1])).toEqual(["33.34", "33.33", "33.33"]);
    const sevenths = percentShares([1, 2, 4]);
    expect(sevenths).toEqual(["14.29", "28.57", "57.14"]);
    expect(sum(sevenths)).toBe(10_000);
    const many = percentShares([3, 5, 7, 11, 13, 17, 19, 23, 1, 1, 1]);
    expect(sum(many)).toBe(10_000);
    for (const share of many) expect(share).toMatch(/^\d{1,3}\.\d{2}$/);
  });

  it("no counts or a zero total: zeros", () => {
    expect(percentShares([])).toEqual([]);
    expect(percentShares([0, 0])).toEqual(["0.00", "0.00"]);
  });
});
