// This process's memory as /readyz shows it (issue 45): what the soak in
// `npm run bench -- --soak M --mix` samples and an operator compares with the
// budget (app/lib/runtime/memory-budget.mjs, docs/performance.md "Memory").
import { memoryBudgetMb } from "../lib/runtime/memory-budget.mjs";

export type MemoryFigures = {
  /** Resident set size: the whole process, PGlite's worker threads included. */
  rssMb: number;
  /** V8's heap in use and reserved (the main thread's; each worker thread has its own). */
  heapUsedMb: number;
  heapTotalMb: number;
  /** Buffers and other memory outside the heap that JavaScript objects hold. */
  externalMb: number;
  /** What the caches may keep altogether (MEMORY_BUDGET_MB). */
  budgetMb: number;
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function memoryFigures(usage: NodeJS.MemoryUsage = process.memoryUsage()): MemoryFigures {
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), heapTotalMb: mb(usage.heapTotal), externalMb: mb(usage.external), budgetMb: memoryBudgetMb() };
}
