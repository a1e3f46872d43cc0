import { env } from "./env.server";
import { NETWORKS, type Network } from "./lib/navigation/network";
import { configureDatabases, databasesConfigured, getDb, openDatabase, type Db } from "./db/db.server";
import { lazyQueryable } from "./db/lazy-queryable.server";
import type { Queryable } from "./db/queryable.server";
import { untimed } from "./db/untimed.server";
import { isReadOnlyRefusal, readReplicaState } from "./data/replica-state.server";
import { maintainSummaries } from "./summaries/summaries.server";
import { describeReport, startSummaryMaintenance, type SummaryMaintenance } from "./summaries/maintenance.server";

// The chain database of a network as this deployment configures it
// (DATABASE_URL_* or the embedded demo chain under DATA_DIR).
export function chainDb(network: Network): Db {
  if (!databasesConfigured()) configureFromEnv();
  return getDb(network);
}

function configureFromEnv() {
  configureDatabases({
    databaseUrlMainnet: env.databaseUrlMainnet,
    databaseUrlTestnet: env.databaseUrlTestnet,
    queryTimeoutMs: env.queryTimeoutMs,
    slowQueryMs: env.slowQueryMs,
    dataRoot: env.dataRoot,
  });
}

/** The network's chain database as the data functions see it (lazyQueryable). */
export function chainQueryable(network: Network): Queryable {
  return lazyQueryable(() => chainDb(network), network);
}

/**
 * Our idempotent migrations (schema/migrate.mjs applyExplorerMigrations), handed in by
 * the entry script: the app bundle does not carry the SQL files of schema/.
 */
type ExplorerMigrations = (
  exec: (sql: string) => Promise<unknown>,
  options?: { concurrently?: boolean; query?: (sql: string) => Promise<Record<string, unknown>[]> },
) => Promise<void>;

export type WarmUpOptions = {
  /**
   * Whether this process keeps the summaries of PostgreSQL databases (SUMMARY_WORKER):
   * false leaves their migrations and summaries to `npm run worker` (default true).
   */
  summaryWorker?: boolean;
  /** Applied to every database that answers, before its summaries catch up. */
  migrate?: ExplorerMigrations;
  /**
   * How long the summaries' catch-up of a PostgreSQL database may hold up the start (default
   * 60 s; the rest follows in the background); an embedded one is caught up whole.
   */
  summaryBudgetMs?: number;
  /**
   * Resolves once the network's database may be opened (its demo chain generated): each
   * network is warmed up as soon as its own chain is there.
   */
  chainReady?: (network: Network) => Promise<unknown>;
  log?: (message: string) => void;
};

const STARTUP_SUMMARY_BUDGET_MS = 60_000;
// Before the server listens no page waits on the database: few long index batches
// (a fresh demo mainnet's indexes took 22 s in one batch, 50 s in batches of 1,000 blocks).
const STARTUP_BATCH_MS = 15_000;
// PostgreSQL's first batch: ~25 s on the 3M-block benchmark chain (800 blocks/s).
const STARTUP_FIRST_BATCH_BLOCKS = 20_000;

/**
 * Opens the chain databases at start and waits until they answer, so the
 * embedded database's cold start (seconds) never lands on a visitor's request;
 * then applies our migrations and brings the summaries (ADR 005) up to the tip,
 * checking every stored anchor once; each network as soon as its chain is ready. Nothing to open when pages read an upstream API.
 * With SUMMARY_WORKER=off a PostgreSQL database is only opened: the worker writes.
 */
export async function warmUpChainDatabases(options: WarmUpOptions = {}): Promise<Record<Network, string> | null> {
  if (env.upstreamApiUrl) return null;
  if (!databasesConfigured()) configureFromEnv();
  const states = await Promise.all(
    NETWORKS.map(async (network) => {
      await options.chainReady?.(network);
      const state = await openDatabase(network);
      if (state === "ok") await prepareChainDatabase(network, getDb(network), { summaryWorker: env.summaryWorker, ...options });
      return [network, state] as const;
    }),
  );
  return Object.fromEntries(states) as Record<Network, string>;
}

// Networks found read-only at start (a replica): the in-process maintenance leaves them out.
const readOnlyNetworks = new Set<Network>();

/**
 * One database's start: our migrations, then the summaries up to the tip. A
 * PostgreSQL database is left as it is when this process is no summary writer
 * (SUMMARY_WORKER=off) or when it is read-only (a hot standby refuses writes with
 * SQLSTATE 25006): the summary worker on the primary migrates and writes, and the
 * replica receives both. Says in one line what it did; never throws.
 */
export async function prepareChainDatabase(network: Network, db: Db, options: WarmUpOptions): Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message));
  if (db.kind === "postgres") {
    if (options.summaryWorker === false) {
      log(`${network}: migrations and summaries left to the summary worker (SUMMARY_WORKER=off)`);
      return;
    }
    const replica = await readReplicaState(db).catch(() => null);
    if (replica?.readOnly) {
      readOnlyNetworks.add(network);
      log(readOnlyMessage(network, replica.inRecovery));
      return;
    }
  }
  if (options.migrate) {
    try {
      // On PostgreSQL (a live db-sync database) indexes are built without blocking its writes.
      // `query` lets them leave out statements on db-sync relations that are views here (13.7.2's epoch).
      const statements = untimed(db);
      await options.migrate(statements.exec, { concurrently: db.kind === "postgres", query: statements.query });
    } catch (error) {
      if (isReadOnlyRefusal(error)) {
        readOnlyNetworks.add(network);
        log(readOnlyMessage(network, false));
        return;
      }
      log(`${network}: explorer migrations not applied (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
  }
  try {
    const report = await maintainSummaries(db, {
      checkAllAnchors: true,
      ...startupCatchUp(db.kind),
      ...(options.summaryBudgetMs === undefined ? {} : { budgetMs: options.summaryBudgetMs }),
    });
    log(describeReport(network, report));
  } catch (error) {
    log(`${network}: summaries not brought up to date (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * The start's catch-up. An embedded demo chain is caught up whole, in one index batch:
 * it is small (a fresh full mainnet: ~22 s), and a page read before would miss what the
 * address and asset indexes had not reached (a stake address's payment addresses, a
 * token). A PostgreSQL chain may need hours: a minute, the rest in the background.
 */
export function startupCatchUp(kind: Db["kind"]): { budgetMs: number; batchMs: number; batchBlocks: number } {
  return kind === "embedded"
    ? { budgetMs: Infinity, batchMs: STARTUP_BATCH_MS, batchBlocks: Number.MAX_SAFE_INTEGER }
    : { budgetMs: STARTUP_SUMMARY_BUDGET_MS, batchMs: STARTUP_BATCH_MS, batchBlocks: STARTUP_FIRST_BATCH_BLOCKS };
}

function readOnlyMessage(network: Network, replica: boolean): string {
  return `${network}: read-only database${replica ? " (a replica)" : ""}: migrations and summaries are written by the summary worker on the primary`;
}

/**
 * Keeps the summaries up to date while the server runs (a pass every few seconds;
 * the advisory lock keeps it to one writer per database): of every embedded
 * database, and of every PostgreSQL one unless SUMMARY_WORKER=off or it was found
 * read-only at start. Null when there is none (or pages read an upstream API).
 */
export function startChainSummaryMaintenance(options: { intervalMs?: number } = {}): SummaryMaintenance | null {
  if (env.upstreamApiUrl) return null;
  const networks = NETWORKS.filter((network) =>
    postgresUrl(network) === null ? true : env.summaryWorker && !readOnlyNetworks.has(network),
  );
  if (networks.length === 0) return null;
  return startSummaryMaintenance(networks, chainDb, options);
}

function postgresUrl(network: Network): string | null {
  return network === "mainnet" ? env.databaseUrlMainnet : env.databaseUrlTestnet;
}

/**
 * `npm run worker` (docs/reliability.md, "Who writes"): only the summary
 * maintenance, for the networks read from PostgreSQL (an embedded database
 * belongs to the one server process that opens it, which maintains it itself). Null when there is no such network.
 */
export async function startSummaryWorker(options: WarmUpOptions & { intervalMs?: number } = {}): Promise<SummaryMaintenance | null> {
  const prepared = await preparePostgresNetworks({ ...options, summaryBudgetMs: 0 });
  // A read-only database (the worker pointed at a replica) gets no passes that would only fail.
  const networks = prepared.filter((network) => !readOnlyNetworks.has(network));
  if (networks.length === 0) return null;
  const maintenance = startSummaryMaintenance(networks, chainDb, { intervalMs: options.intervalMs, log: options.log });
  maintenance.nudge();
  return maintenance;
}

/**
 * `npm run worker -- --once`: migrations and every missing summary of the
 * PostgreSQL networks, with no time budget, then done (after a seed, or before a
 * benchmark, so no catch-up runs beside the measured requests). The networks it did.
 */
export async function catchUpSummaries(options: WarmUpOptions = {}): Promise<Network[]> {
  return preparePostgresNetworks({ ...options, summaryBudgetMs: Infinity });
}

async function preparePostgresNetworks(options: WarmUpOptions): Promise<Network[]> {
  const networks = NETWORKS.filter((network) => postgresUrl(network) !== null);
  if (networks.length === 0) return [];
  if (!databasesConfigured()) configureFromEnv();
  // The worker is the summary writer whatever SUMMARY_WORKER says (that setting is the servers').
  await Promise.all(networks.map((network) => prepareChainDatabase(network, getDb(network), { ...options, summaryWorker: true })));
  return networks;
}
