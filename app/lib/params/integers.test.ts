import { describe, expect, it } from "vitest";
import { fitsColumn } from "./integers";

// Each numeric id is compared with an integer column; a number the column
// cannot hold names nothing (404), where PostgreSQL would fail the query (500).
describe("numbers beyond their column's range", () => {
  it.each([
    ["int4", "2147483647", "2147483648"],
    ["int8", "9223372036854775807", "9223372036854775808"],
    ["word64", "18446744073709551615", "18446744073709551616"],
  ] as const)("%s holds %s, not %s", (column, largest, beyond) => {
    expect(fitsColumn("0", column)).toBe(true);
    expect(fitsColumn(largest, column)).toBe(true);
    expect(fitsColumn(beyond, column)).toBe(false);
    expect(fitsColumn("9".repeat(40), column)).toBe(false);
    expect(fitsColumn("-1", column)).toBe(false);
  });
});
