import { describe, expect, it } from "vitest";
import { approximateBytes } from "./approximate-bytes";

describe("approximateBytes", () => {
  it("counts a string by its characters, two bytes each where one is not Latin-1", () => {
    expect(approximateBytes("x".repeat(1000)) - approximateBytes("")).toBe(1000);
    expect(approximateBytes("₳".repeat(1000)) - approximateBytes("")).toBe(2000);
  });

  it("counts a buffer by its bytes", () => {
    expect(approximateBytes(Buffer.alloc(5000)) - approximateBytes(Buffer.alloc(0))).toBe(5000);
  });

  it("adds up what an object, an array, a map and a set hold", () => {
    const text = "y".repeat(10_000);
    for (const holder of [{ text }, [text], new Map([["k", text]]), new Set([text])]) {
      expect(approximateBytes(holder)).toBeGreaterThan(10_000);
      expect(approximateBytes(holder)).toBeLessThan(10_200);
    }
  });

  it("grows with the number of rows", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, hash: `${i}`.padStart(64, "0"), fees: 1n }));
    const hundred = approximateBytes(rows(100));
    expect(approximateBytes(rows(1000))).toBeGreaterThan(9 * hundred);
    // Each row: 64 characters of hash, its string and object headers, three slots.
    expect(hundred / 100).toBeGreaterThan(64);
    expect(hundred / 100).toBeLessThan(200);
  });

  it("counts an object reached twice once, and ends on a cycle", () => {
    const shared = { text: "z".repeat(10_000) };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(approximateBytes(cyclic)).toBeLessThan(10_200);
  });
});
