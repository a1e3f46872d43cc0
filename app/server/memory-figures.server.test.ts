import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MEMORY_BUDGET_MB, setMemoryBudget } from "../lib/runtime/memory-budget.mjs";
import { memoryFigures } from "./memory-figures.server";

const MIB = 1024 * 1024;

describe("the memory figures /readyz shows", () => {
  afterEach(() => setMemoryBudget(DEFAULT_MEMORY_BUDGET_MB));

  it("are this process's figures in MB to a tenth, beside the caches' budget", () => {
    setMemoryBudget(96);
    expect(memoryFigures({ rss: 312.34 * MIB, heapUsed: 81.25 * MIB, heapTotal: 120 * MIB, external: 9.96 * MIB, arrayBuffers: MIB })).toEqual({
      rssMb: 312.3,
      heapUsedMb: 81.3,
      heapTotalMb: 120,
      externalMb: 10,
      budgetMb: 96,
    });
  });

  it("read the process itself when given nothing", () => {
    const figures = memoryFigures();
    expect(figures.rssMb).toBeGreaterThan(figures.heapUsedMb);
    expect(figures.heapTotalMb).toBeGreaterThanOrEqual(figures.heapUsedMb);
  });
});
