import { describe, expect, it } from "vitest";
import { errorOf } from "../../../tests/support/param-error";
import { parseBlockId } from "./block-id";

describe("parseBlockId", () => {
  const hash = "a".repeat(64);

  it("reads a block id as height or hash", () => {
    expect(parseBlockId("0")).toEqual({ kind: "height", height: 0 });
    expect(parseBlockId("123456")).toEqual({ kind: "height", height: 123456 });
    expect(parseBlockId(hash)).toEqual({ kind: "hash", hash });
    // A hash can be all digits; 64 of them are a hash that happens to hold no letters, not a height.
    expect(parseBlockId("0".repeat(64))).toEqual({ kind: "hash", hash: "0".repeat(64) });
    expect(parseBlockId("12".repeat(32))).toEqual({ kind: "hash", hash: "12".repeat(32) });
    expect(errorOf(() => parseBlockId("-1")).status).toBe(404);
  });

  // block_no is an int4: PostgreSQL would fail a query with a taller height (a 500).
  it("a block height is int4: the largest is read, one more is a 404", () => {
    expect(parseBlockId("2147483647")).toEqual({ kind: "height", height: 2147483647 });
    for (const beyond of ["2147483648", "99999999999", "9".repeat(63)]) {
      expect(errorOf(() => parseBlockId(beyond)).status).toBe(404);
    }
  });
});
