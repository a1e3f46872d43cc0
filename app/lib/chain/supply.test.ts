import { describe, expect, it } from "vitest";
import { saturationPercent, saturationThreshold, supplyAsOfText, supplyFigures } from "./supply";

describe("supplyFigures", () => {
  it("uses the chain's total and circulating supply, as of the epoch of its pots", () => {
    expect(supplyFigures({ totalSupply: "900", circulatingSupply: "42", supplyEpoch: 12 }, "mainnet")).toEqual({
      total: { dfm: "900", estimated: false },
      circulating: { dfm: "42", estimated: false },
      asOfEpoch: 12,
    });
  });

  it("falls back to the spec's figures per network when the chain has none, with no epoch", () => {
    expect(supplyFigures(null, "mainnet")).toEqual({
      total: { dfm: "3000000000000000", estimated: true },
      circulating: { dfm: "2411986372000000", estimated: true },
      asOfEpoch: null,
    });
    expect(supplyFigures({ totalSupply: null, circulatingSupply: undefined, supplyEpoch: 5 }, "testnet")).toEqual({
      total: { dfm: "1000000000000000", estimated: true },
      circulating: { dfm: "500000000000000", estimated: true },
      asOfEpoch: null,
    });
  });

  it("replaces only the figure that cannot be read", () => {
    const supply = supplyFigures({ totalSupply: "not a number", circulatingSupply: "42", supplyEpoch: 7 }, "testnet");
    expect(supply.total).toEqual({ dfm: "1000000000000000", estimated: true });
    expect(supply.circulating).toEqual({ dfm: "42", estimated: false });
    expect(supply.asOfEpoch).toBe(7);
  });
});

describe("supplyAsOfText", () => {
  it("names the epoch at whose start the pots were taken", () => {
    expect(supplyAsOfText(93)).toBe("as of the start of epoch 93");
    expect(supplyAsOfText(null)).toBeNull();
  });
});

describe("saturationThreshold", () => {
  it("is the chain's total supply (max supply − reserves) ÷ k, rounded down to a whole DFM", () => {
    expect(saturationThreshold("1000000000000007", 500)).toBe("2000000000000");
    expect(saturationThreshold("999", 0)).toBe("999");
  });
  it("is null without the chain's own supply", () => {
    expect(saturationThreshold(null, 500)).toBeNull();
    expect(saturationThreshold("x", 500)).toBeNull();
    expect(saturationThreshold("0", 500)).toBeNull();
  });
});

describe("saturationPercent", () => {
  it("is stake ÷ threshold as a percent, rounded down to 1 decimal", () => {
    expect(saturationPercent("500", "1000")).toBe(50);
    expect(saturationPercent("999", "1000")).toBe(99.9);
    expect(saturationPercent("9999", "10000")).toBe(99.9);
    expect(saturationPercent("2500", "1000")).toBe(250);
  });
  it("is 0 without a threshold or stake", () => {
    expect(saturationPercent("500", null)).toBe(0);
    expect(saturationPercent("500", "0")).toBe(0);
    expect(saturationPercent("0", "1000")).toBe(0);
  });
});
