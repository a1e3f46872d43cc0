// process.env is read here once, at start; nothing else in app/ reads it.
import { DEMO_HOUSE_POOL_ID } from "./lib/pools/house-pool";
import { NETWORKS, type Network } from "./lib/navigation/network";
import { type DemoSettings, nonEmpty, parseInstant, readDemoSettings } from "./server/demo-settings.mjs";
import { getHeapStatistics } from "node:v8";
import { heapLimitWarning, parseMemoryBudgetMb, setMemoryBudget } from "./lib/runtime/memory-budget.mjs";

type DemoChainSettings = Omit<DemoSettings<Network>, "dataRoot">;

export type ServerEnv = {
  production: boolean;
  port: number;
  host: string;
  /** The pool behind 'Brought to you by' (spec §2 Sidebar). */
  sponsorPoolId: string;
  /** An existing explorer API of the spec's shape (spec §7); null = our own data layer. */
  upstreamApiUrl: string | null;
  /** Milliseconds one query or upstream call may take before it counts as unavailable. */
  queryTimeoutMs: number;
  /** Queries slower than this many ms are logged with their text (benchmarks); null = none. */
  slowQueryMs: number | null;
  /** A cardano-db-sync PostgreSQL per network; null = the embedded demo chain. */
  databaseUrlMainnet: string | null;
  databaseUrlTestnet: string | null;
  /** Where the embedded databases live (one folder per network). */
  dataRoot: string;
  /** After SIGTERM, how long the server keeps serving (with /readyz 503) before it stops listening. */
  shutdownDrainMs: number;
  /**
   * Whether this server keeps the summaries of its PostgreSQL networks itself (ADR 005):
   * migrations at start, the catch-up and the maintenance loop. Off when `npm run worker`
   * does it (a node reading a replica writes nothing). An embedded demo chain is
   * maintained by its server either way: no other process may open it.
   */
  summaryWorker: boolean;
  /** /readyz answers 503 when a replica's replay lag exceeds this many seconds. */
  replicaMaxLagS: number;
  /** Requests the app handles at once; one more gets an immediate 503 (app/server/overload-guard.mjs). */
  maxInflightRequests: number;
  /** Live event streams one process holds open at once (all networks); one more gets an immediate 503 (app/server/event-streams.server.ts). */
  maxEventStreams: number;
  /** MB the caches may keep altogether (app/lib/runtime/memory-budget.mjs, set from here at start). */
  memoryBudgetMb: number;
  /**
   * Server processes on this machine, each a whole server on the same port
   * (node:cluster; app/server/processes.mjs). More than one only when no network is an
   * embedded demo chain, whose database one process owns.
   */
  serverProcesses: number;
  /**
   * The server's 'now' for what a page computes from the clock (ages, an epoch's time
   * left), ms; null = the real clock. Servers under test fix it (SERVER_NOW), so no
   * test depends on the calendar.
   */
  fixedNow: number | null;
  demo: DemoChainSettings;
};

// The drain and a silent connection's 2 s must end within the 10 s grace period of app/server/listen.mjs.
const MAX_SHUTDOWN_DRAIN_MS = 7_000;

export function readEnv(source: Record<string, string | undefined>): ServerEnv {
  const upstreamApiUrl = parseHttpUrl("UPSTREAM_API_URL", source.UPSTREAM_API_URL);
  const databaseUrls: Record<Network, string | null> = {
    mainnet: nonEmpty(source.DATABASE_URL_MAINNET),
    testnet: nonEmpty(source.DATABASE_URL_TESTNET),
  };
  const { dataRoot, ...demo } = readDemoSettings(source, NETWORKS);
  const env: ServerEnv = {
    production: source.NODE_ENV === "production",
    port: parsePositiveInt("PORT", source.PORT, 3000),
    host: nonEmpty(source.HOST) ?? "0.0.0.0",
    sponsorPoolId: nonEmpty(source.SPONSOR_POOL_ID) ?? DEMO_HOUSE_POOL_ID,
    upstreamApiUrl,
    queryTimeoutMs: parsePositiveInt("QUERY_TIMEOUT_MS", source.QUERY_TIMEOUT_MS, 3000),
    slowQueryMs: nonEmpty(source.SLOW_QUERY_MS) ? parsePositiveInt("SLOW_QUERY_MS", source.SLOW_QUERY_MS, 0) : null,
    databaseUrlMainnet: databaseUrls.mainnet,
    databaseUrlTestnet: databaseUrls.testnet,
    dataRoot,
    shutdownDrainMs: parseIntInRange("SHUTDOWN_DRAIN_MS", source.SHUTDOWN_DRAIN_MS, 1_000, { min: 0, max: MAX_SHUTDOWN_DRAIN_MS }),
    summaryWorker: parseOnOff("SUMMARY_WORKER", source.SUMMARY_WORKER, true),
    replicaMaxLagS: parsePositiveInt("REPLICA_MAX_LAG_S", source.REPLICA_MAX_LAG_S, 120),
    maxInflightRequests: parsePositiveInt("MAX_INFLIGHT_REQUESTS", source.MAX_INFLIGHT_REQUESTS, 256),
    maxEventStreams: parsePositiveInt("MAX_EVENT_STREAMS", source.MAX_EVENT_STREAMS, 5_000),
    memoryBudgetMb: parseMemoryBudgetMb(source.MEMORY_BUDGET_MB),
    serverProcesses: parsePositiveInt("SERVER_PROCESSES", source.SERVER_PROCESSES, 1),
    fixedNow: parseInstant("SERVER_NOW", source.SERVER_NOW) ?? null,
    demo,
  };
  if (env.serverProcesses > 1 && env.demo.networks.length > 0) {
    throw new Error(
      `SERVER_PROCESSES=${env.serverProcesses} needs every network on PostgreSQL (DATABASE_URL_MAINNET and DATABASE_URL_TESTNET) or UPSTREAM_API_URL: ` +
        `the embedded demo chain of ${env.demo.networks.join(" and ")} belongs to one process`,
    );
  }
  return env;
}

function parseOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value);
  if (!raw) return fallback;
  if (raw === "on") return true;
  if (raw === "off") return false;
  throw new Error(`${name} must be on or off: ${raw}`);
}

function parseHttpUrl(name: string, value: string | undefined): string | null {
  const raw = nonEmpty(value);
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL: ${raw}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http(s) URL: ${raw}`);
  }
  return raw.replace(/\/+$/, "");
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  return parseIntInRange(name, value, fallback, { min: 1, max: Number.MAX_SAFE_INTEGER });
}

function parseIntInRange(name: string, value: string | undefined, fallback: number, range: { min: number; max: number }): number {
  const raw = nonEmpty(value);
  if (!raw) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < range.min || parsed > range.max) {
    const upTo = range.max < Number.MAX_SAFE_INTEGER ? ` and at most ${range.max}` : "";
    throw new Error(`${name} must be a whole number of at least ${range.min}${upTo}: ${raw}`);
  }
  return parsed;
}

export const env: ServerEnv = readEnv(process.env);
// The caches, made as their modules load, keep to the budget from here on.
setMemoryBudget(env.memoryBudgetMb);
const heapWarning = heapLimitWarning(env.memoryBudgetMb, getHeapStatistics().heap_size_limit / 1024 / 1024);
if (heapWarning) console.warn(heapWarning);
