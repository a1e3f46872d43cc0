import { describe, expect, it } from "vitest";
import { formatAssetQuantity } from "./asset-quantity";

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
