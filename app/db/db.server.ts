// One database per network: PostgreSQL through the
// `postgres` driver when a URL is configured, else the embedded PGlite in
// `{dataRoot}/{network}/`, run in a worker thread (ADR 003). Both return the
// same rows (driver.server.ts). Configure once at start, then getDb().
import path from "node:path";
import { NETWORKS, type Network } from "../lib/navigation/network";
import { openEmbeddedDb } from "./embedded.server";
import { unavailable } from "./errors.server";
import { openPostgresDb } from "./postgres.server";
import { DEFAULT_TIMEOUT_MS, type Db } from "./types.server";
import { singleton } from "./singleton.server";

export type { Db, DbTransaction } from "./types.server";
export { openEmbeddedDb } from "./embedded.server";
export { openPostgresDb } from "./postgres.server";

export type DbConfig = {
  /** PostgreSQL URL for mainnet; null = the embedded database. */
  databaseUrlMainnet: string | null;
  databaseUrlTestnet: string | null;
  /** Per-statement time limit in ms (default 3000). */
  queryTimeoutMs?: number;
  /** Log each query slower than this (ms) with its text; null/undefined = no log. */
  slowQueryMs?: number | null;
  /** Where embedded databases live, relative to projectRoot (default ".data"). */
  dataRoot?: string;
  /** The project directory: app/db/pglite-worker.mjs and dataRoot are found from it (default: cwd). */
  projectRoot?: string;
  /** PGlite contrib extensions the embedded databases offer (e.g. ["pg_trgm"]). */
  embeddedExtensions?: readonly string[];
};

// A second registry would open a second worker on the same data directory.
type Registry = { config: DbConfig | null; dbs: Map<Network, Db> };
const registry = singleton<Registry>("databases", () => ({ config: null, dbs: new Map() }));

/** Sets where the databases are. Again with the same config: no-op; with another while open: an error. */
export function configureDatabases(config: DbConfig): void {
  if (registry.config && JSON.stringify(registry.config) === JSON.stringify(config)) return;
  if (registry.dbs.size > 0) throw new Error("configureDatabases: databases are open; closeDatabases() first");
  registry.config = { ...config };
}

/** Whether configureDatabases() has run (a test or the server may configure first). */
export function databasesConfigured(): boolean {
  return registry.config !== null;
}

/**
 * The network's database, opened on first use. Never throws for an outage: when
 * the embedded directory is locked by another process, the Db returned rejects
 * every call with a 503-classified error and the next getDb() tries again.
 */
export function getDb(network: Network): Db {
  const open = registry.dbs.get(network);
  if (open) return open;
  const config = registry.config;
  if (!config) throw new Error("getDb: configureDatabases() was not called at start");
  try {
    const opened = openFor(network, config);
    const db = config.slowQueryMs ? withSlowQueryLog(opened, network, config.slowQueryMs) : opened;
    registry.dbs.set(network, db);
    return db;
  } catch (error) {
    return failedDb(urlFor(network, config) ? "postgres" : "embedded", error);
  }
}

function urlFor(network: Network, config: DbConfig): string | null {
  return network === "mainnet" ? config.databaseUrlMainnet : config.databaseUrlTestnet;
}

function openFor(network: Network, config: DbConfig): Db {
  const timeoutMs = config.queryTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = urlFor(network, config);
  if (url) return openPostgresDb(url, { timeoutMs, label: network });
  const root = path.resolve(config.projectRoot ?? process.cwd(), config.dataRoot ?? ".data");
  return openEmbeddedDb({
    dataDir: path.join(root, network),
    timeoutMs,
    projectRoot: config.projectRoot,
    extensions: config.embeddedExtensions,
  });
}

/**
 * Warm-up at start: opens every network's database and waits until it answers
 * (the embedded cold start takes seconds). Never rejects: "ok" or the reason per network.
 */
export async function openDatabases(options: { timeoutMs?: number } = {}): Promise<Record<Network, string>> {
  const results = await Promise.all(NETWORKS.map(async (network) => [network, await openDatabase(network, options)] as const));
  return Object.fromEntries(results) as Record<Network, string>;
}

/** openDatabases for one network: "ok" or the reason. */
export async function openDatabase(network: Network, options: { timeoutMs?: number } = {}): Promise<string> {
  try {
    await getDb(network).ping({ timeoutMs: options.timeoutMs ?? 60_000 });
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Closes every open database (SIGTERM): the embedded ones close PGlite and release their lock. */
export async function closeDatabases(): Promise<void> {
  const dbs = [...registry.dbs.values()];
  registry.dbs.clear();
  await Promise.all(dbs.map((db) => db.close().catch(() => {})));
}

function failedDb(kind: Db["kind"], error: unknown): Db {
  const reason = error instanceof Error ? error : unavailable(String(error));
  const fail = () => Promise.reject(reason);
  return { kind, query: fail, transaction: fail, exec: fail, copyFrom: fail, ping: fail, close: async () => {} };
}

/** Every query over `thresholdMs` is logged with its time and text (the benchmark lists them). */
export function withSlowQueryLog(db: Db, label: string, thresholdMs: number): Db {
  return {
    kind: db.kind,
    async query(text, params, options) {
      const started = performance.now();
      try {
        return await db.query(text, params, options);
      } finally {
        const ms = performance.now() - started;
        if (ms > thresholdMs) console.warn(`slow query ${label} ${ms.toFixed(1)} ms: ${text.replace(/\s+/g, " ").slice(0, 300)}`);
      }
    },
    transaction: (fn, options) => db.transaction(fn, options),
    exec: (script, options) => db.exec(script, options),
    copyFrom: (table, columns, csv, options) => db.copyFrom(table, columns, csv, options),
    ping: (options) => db.ping(options),
    close: () => db.close(),
  };
}
