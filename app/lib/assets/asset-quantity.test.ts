import { describe, expect, it } from "vitest";
import { formatAssetChange, formatAssetQuantity } from "./asset-quantity";

describe("token quantities", () => {
  it("are exact grouped integers without decimals", () => {
    expect(formatAssetQuantity("18446744073709551615", null)).toBe("18,446,744,073,709,551,615");
    expect(formatAssetQuantity("0", undefined)).toBe("0");
    expect(formatAssetQuantity("-1000", 0)).toBe("-1,000");
  });

  it("place the point by the token's decimals and keep no trailing zeros", () => {
    expect(formatAssetQuantity("1234567", 6)).toBe("1.234567");
    expect(formatAssetQuantity("1000000", 6)).toBe("1");
    expect(formatAssetQuantity("5", 6)).toBe("0.000005");
    expect(formatAssetQuantity("-2500000", 6)).toBe("-2.5");
    expect(formatAssetQuantity("12345678901234567890", 2)).toBe("123,456,789,012,345,678.9");
  });

  it("ignore decimals that are not sensible and refuse non-integers", () => {
    expect(formatAssetQuantity("1234", 40)).toBe("1,234");
    expect(formatAssetQuantity("1234", -2)).toBe("1,234");
    expect(() => formatAssetQuantity("1.5", 0)).toThrow();
  });
});

describe("token quantities as a change", () => {
  it("write '+' before a gain, the minus sign before a loss, nothing before zero", () => {
    expect(formatAssetChange("2500000", 6)).toBe("+2.5");
    expect(formatAssetChange("-1000", null)).toBe("−1,000");
    expect(formatAssetChange("0", 6)).toBe("0");
    expect(formatAssetChange("-0", null)).toBe("0");
  });
});

