// @ts-check
// What a node may keep in memory beyond its code and its databases, in one place
// (issue 45, docs/performance.md "Memory"): every cache of the server process
// states its bound in entries and in bytes here, and MEMORY_BUDGET_MB, the sum of
// the byte bounds, scales them together. Plain JavaScript, so the server's caches,
// the bench and the docs' sum read the same figures. The caches are made as their
// modules load, in every layer, before the settings are read; so they read their
// byte bound when they weigh a value, from CACHE_BOUNDS, which app/env.server.ts
// sets from MEMORY_BUDGET_MB at start (setMemoryBudget).

/** MB; the caches' worst case at the default, sized so a node stays within the soak's bounds. */
export const DEFAULT_MEMORY_BUDGET_MB = 64;
/** Below this the kept pages would hold fewer than a handful of large pages. */
const MIN_MEMORY_BUDGET_MB = 8;

/**
 * Each cache's share of the budget (the shares sum to 1), its entries, and how
 * many instances the process holds (one per network's database, or per caller kind).
 * @satisfies {Record<string, { share: number, entries: number, instances: number, what: string }>}
 */
const CACHES = {
  keptPages: { share: 3 / 8, entries: 128, instances: 1, what: "rendered pages kept until the next block (app/server/page-cache.server.ts)" },
  jsonAnswers: { share: 1 / 4, entries: 256, instances: 1, what: "JSON answers written once per tip (app/server/json-response.server.ts)" },
  tipAggregates: { share: 3 / 16, entries: 256, instances: 2, what: "aggregates per tip block, the screens' and the JSON calls' (app/api/tip-cache.server.ts)" },
  epochValues: { share: 1 / 16, entries: 512, instances: 2, what: "figures of past epochs, per network's database (app/data/epochs/cache.server.ts)" },
  poolCharts: { share: 1 / 16, entries: 128, instances: 1, what: "a pool's drawn history charts (app/lib/pools/pool-history-series.ts)" },
  poolLabels: { share: 1 / 32, entries: 4, instances: 1, what: "the pool label index, per database (app/data/pools/labels.server.ts)" },
  relaySets: { share: 1 / 32, entries: 4, instances: 1, what: "the relay locations, per database (app/data/analytics/relay-geography.server.ts)" },
};

/**
 * PGlite's own buffers per embedded network (app/db/pglite-worker.mjs sets them;
 * outside the budget: the databases, not the caches). MB.
 */
export const PGLITE_BUFFERS_MB = { sharedBuffers: 16, maintenanceWorkMem: 16 };

/**
 * MEMORY_BUDGET_MB as a number of MB; the default when unset.
 * @param {string | undefined} value
 */
export function parseMemoryBudgetMb(value) {
  const raw = value?.trim();
  if (!raw) return DEFAULT_MEMORY_BUDGET_MB;
  const mb = Number(raw);
  if (!/^\d+$/.test(raw) || mb < MIN_MEMORY_BUDGET_MB) throw new Error(`MEMORY_BUDGET_MB must be a whole number of MB, at least ${MIN_MEMORY_BUDGET_MB}: ${raw}`);
  return mb;
}

/**
 * @typedef {{ entries: number, bytes: number, instances: number, what: string }} CacheBound
 * @param {number} budgetMb
 * @returns {Record<keyof typeof CACHES, CacheBound>}
 */
export function cacheBounds(budgetMb) {
  return /** @type {Record<keyof typeof CACHES, CacheBound>} */ (
    Object.fromEntries(
      Object.entries(CACHES).map(([name, { share, entries, instances, what }]) => [
        name,
        // The share is the instances' together: each instance gets its part.
        { entries, bytes: Math.floor((share * budgetMb * 1024 * 1024) / instances), instances, what },
      ]),
    )
  );
}

/**
 * Every cache's byte bound times its instances: what the caches may keep at worst.
 * @param {Record<string, CacheBound>} bounds
 */
export function summedBytes(bounds) {
  return Object.values(bounds).reduce((sum, bound) => sum + bound.bytes * bound.instances, 0);
}

// This process's budget, MB: the default until the settings are read.
let budget = DEFAULT_MEMORY_BUDGET_MB;
/** The bounds this process's caches keep to (a live binding: read it when needed, not once). */
export let CACHE_BOUNDS = cacheBounds(budget);

/** @param {number} budgetMb */
export function setMemoryBudget(budgetMb) {
  budget = budgetMb;
  CACHE_BOUNDS = cacheBounds(budgetMb);
}

/** This process's budget, MB. */
export function memoryBudgetMb() {
  return budget;
}

/**
 * How a server process is started, in one place: package.json's `start`, the Dockerfile's
 * ENV and CMD, the systemd unit and the scripts that start servers use these, and
 * tests/unit/server-start.test.ts checks that they agree. V8 sizes its heap by its limit:
 * with the default (~4 GB here) a node kept ~200 MB of heap for 55–150 MB in use, and
 * glibc's per-thread arenas took ~60 MB more; capped at 192 MB (4 MB semi-spaces) and two
 * arenas, the embedded node's soak held at 360 MB with the mix as fast (docs/performance.md,
 * "Memory").
 */
export const SERVER_NODE_ARGS = ["--conditions=production", "--max-old-space-size=192", "--max-semi-space-size=4"];
/** @type {Readonly<Record<string, string>>} */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
/** What V8's heap needs beyond the caches' budget: a burst's requests in flight. MB. */
const HEAP_HEADROOM_MB = 128;

/**
 * A line for the log when the process's heap limit is too small for the budget (a larger
 * MEMORY_BUDGET_MB with the start command's --max-old-space-size); null when it fits.
 * @param {number} budgetMb
 * @param {number} heapLimitMb V8's heap_size_limit
 */
export function heapLimitWarning(budgetMb, heapLimitMb) {
  const needed = budgetMb + HEAP_HEADROOM_MB;
  if (heapLimitMb >= needed) return null;
  return `MEMORY_BUDGET_MB=${budgetMb} needs a heap of at least ${needed} MB and this process may grow to ${Math.floor(heapLimitMb)} MB: start node with --max-old-space-size=${needed}`;
}
