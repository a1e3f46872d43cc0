import { describe, expect, it } from "vitest";
import { cacheBounds, DEFAULT_MEMORY_BUDGET_MB, heapLimitWarning, parseMemoryBudgetMb, SERVER_NODE_ARGS, summedBytes } from "./memory-budget.mjs";

const MIB = 1024 * 1024;

describe("the memory budget", () => {
  it("sums every cache's byte bound, times its instances, to the budget", () => {
    for (const budget of [8, 64, 100, 1024]) {
      const total = summedBytes(cacheBounds(budget));
      expect(total).toBeLessThanOrEqual(budget * MIB);
      // Each instance's share is rounded down to a byte, no more.
      expect(total).toBeGreaterThan(budget * MIB - 16);
    }
  });

  it("scales every byte bound with the budget and keeps the entries", () => {
    const small = cacheBounds(32);
    const large = cacheBounds(128);
    for (const name of Object.keys(small) as Array<keyof typeof small>) {
      expect(large[name].bytes / small[name].bytes).toBeCloseTo(4, 3);
      expect(large[name].entries).toBe(small[name].entries);
      expect(small[name].instances).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps the kept pages the largest share at the default: a few dozen large pages", () => {
    const bounds = cacheBounds(DEFAULT_MEMORY_BUDGET_MB);
    expect(bounds.keptPages.bytes).toBe(24 * MIB);
    expect(Math.max(...Object.values(bounds).map((bound) => bound.bytes))).toBe(bounds.keptPages.bytes);
  });

  it("reads MEMORY_BUDGET_MB as whole MB, the default when unset, and refuses the rest", () => {
    expect(parseMemoryBudgetMb(undefined)).toBe(DEFAULT_MEMORY_BUDGET_MB);
    expect(parseMemoryBudgetMb(" ")).toBe(DEFAULT_MEMORY_BUDGET_MB);
    expect(parseMemoryBudgetMb("96")).toBe(96);
    for (const bad of ["7", "-64", "1.5", "64MB", "lots"]) expect(() => parseMemoryBudgetMb(bad)).toThrow(/MEMORY_BUDGET_MB/);
  });

  it("fits the default budget in the start command's heap, and says what a larger budget needs", () => {
    const heapMb = Number(SERVER_NODE_ARGS.find((arg) => arg.startsWith("--max-old-space-size="))!.split("=")[1]);
    expect(heapLimitWarning(DEFAULT_MEMORY_BUDGET_MB, heapMb)).toBeNull();
    expect(heapLimitWarning(256, heapMb)).toBe(
      "MEMORY_BUDGET_MB=256 needs a heap of at least 384 MB and this process may grow to 192 MB: start node with --max-old-space-size=384",
    );
  });
});
