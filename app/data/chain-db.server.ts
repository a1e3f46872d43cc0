import { env } from "../env.server";
import { DataSourceUnavailableError, type OnUnavailable } from "../lib/data-source-unavailable";
import { NETWORKS, type Network } from "../lib/network";
import { configureDatabases, databasesConfigured, getDb, openDatabases, type Db } from "./db.server";
import type { Queryable } from "./queryable.server";
import { maintainSummaries } from "./summaries.server";
import { describeReport, startSummaryMaintenance, type SummaryMaintenance } from "./summary-maintenance.server";

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

/**
 * The network's chain database as the data functions see it, opened on the
 * first query (so input rejected before any query opens nothing). An
 * unavailable database goes to `onUnavailable`, the caller's one answer to it.
 */
export function chainQueryable(network: Network, onUnavailable: OnUnavailable): Queryable {
  return {
    async query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
      try {
        return await chainDb(network).query<Row>(text, params);
      } catch (error) {
        if (error instanceof DataSourceUnavailableError) onUnavailable(error);
        throw error;
      }
    },
  };
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
  /** Applied to every database that answers, before its summaries catch up. */
  migrate?: ExplorerMigrations;
  /** How long the summaries' catch-up may hold up the start (default 60 s; the rest follows in the background). */
  summaryBudgetMs?: number;
  log?: (message: string) => void;
};

const STARTUP_SUMMARY_BUDGET_MS = 60_000;

/**
 * Opens the chain databases at start and waits until they answer, so the
 * embedded database's cold start (seconds) never lands on a visitor's request;
 * then applies our migrations and brings the summaries (ADR 005) up to the tip,
 * checking every stored anchor once. Nothing to open when pages read an upstream API.
 */
export async function warmUpChainDatabases(options: WarmUpOptions = {}): Promise<Record<Network, string> | null> {
  if (env.upstreamApiUrl) return null;
  if (!databasesConfigured()) configureFromEnv();
  const states = await openDatabases();
  await Promise.all(
    NETWORKS.filter((network) => states[network] === "ok").map((network) =>
      prepareDatabase(network, getDb(network), options),
    ),
  );
  return states;
}

async function prepareDatabase(network: Network, db: Db, options: WarmUpOptions): Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message));
  if (options.migrate) {
    try {
      // On PostgreSQL (a live db-sync database) indexes are built without blocking its writes.
      // `query` lets them leave out statements on db-sync relations that are views here (13.7.2's epoch).
      await options.migrate((sql) => db.exec(sql, { timeoutMs: 0 }), {
        concurrently: db.kind === "postgres",
        query: (sql) => db.query<Record<string, unknown>>(sql, [], { timeoutMs: 0 }),
      });
    } catch (error) {
      log(`${network}: explorer migrations not applied (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
  }
  try {
    const report = await maintainSummaries(db, { checkAllAnchors: true, budgetMs: options.summaryBudgetMs ?? STARTUP_SUMMARY_BUDGET_MS });
    log(describeReport(network, report));
  } catch (error) {
    log(`${network}: summaries not brought up to date (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * Keeps every network's summaries up to date while the server runs (a pass every
 * few seconds; the advisory lock keeps it to one writer per database). Null when
 * pages read an upstream API.
 */
export function startChainSummaryMaintenance(options: { intervalMs?: number } = {}): SummaryMaintenance | null {
  if (env.upstreamApiUrl) return null;
  return startSummaryMaintenance(NETWORKS, chainDb, options);
}

/**
 * `npm run worker` (DESIGN.md §8): only the summary maintenance, for the networks
 * read from PostgreSQL (an embedded database belongs to the one server process that
 * opens it, which maintains it itself). Null when there is no such network.
 */
export async function startSummaryWorker(options: WarmUpOptions & { intervalMs?: number } = {}): Promise<SummaryMaintenance | null> {
  const networks = await preparePostgresNetworks({ ...options, summaryBudgetMs: 0 });
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
  const networks = NETWORKS.filter((network) => (network === "mainnet" ? env.databaseUrlMainnet : env.databaseUrlTestnet) !== null);
  if (networks.length === 0) return [];
  if (!databasesConfigured()) configureFromEnv();
  await Promise.all(networks.map((network) => prepareDatabase(network, getDb(network), options)));
  return networks;
}
