import { describe, expect, it } from "vitest";
import { annualReturnPercent } from "./pool-returns";

describe("annualReturnPercent", () => {
  it("is the per-epoch return times 73 epochs a year, in percent with 2 decimals", () => {
    // 1 % an epoch → 73 % a year.
    expect(annualReturnPercent("1000000", "100000000")).toBe(73);
    // 0.0123 % an epoch → 0.8979 % → 0.9 %.
    expect(annualReturnPercent("123", "1000000")).toBe(0.9);
  });

  it("keeps amounts beyond 2^53 exact up to the division", () => {
    expect(annualReturnPercent("90071992547409930", "9007199254740993000")).toBe(73);
  });

  it("is null without stake, and 0 without rewards", () => {
    expect(annualReturnPercent("5", null)).toBeNull();
    expect(annualReturnPercent("5", "0")).toBeNull();
    expect(annualReturnPercent(null, "100")).toBe(0);
  });
});
