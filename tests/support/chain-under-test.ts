import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { join } from "node:path";
import postgres from "postgres";
import { PGDATA_DIR, ensureDemoChains } from "../../demo/ensure-demo-chains.mjs";
import { DEFAULT_SEED, loadChain } from "../../demo/load.mjs";
import { applyExplorerMigrations } from "../../schema/migrate.mjs";
import { statementsOnTables } from "../../schema/dbsync-shape.mjs";
import { schemaStatements } from "../../schema/sql-files.mjs";
import { openEmbeddedDb, openPostgresDb, type Db } from "../../app/db/db.server";
import { untimed } from "../../app/db/untimed.server";
import { maintainSummaries, type MaintenanceReport } from "../../app/summaries/summaries.server";
import { TEST_CHAIN_NOW, copyTestChains, templateDatabaseName, testScratchDir } from "./test-chains.mjs";

// The generated demo chain the data-function tests run on: embedded by
// default, in PostgreSQL when the vitest project "postgres" sets
// CHAIN_DB=postgres (it exists when DATABASE_URL is set; vitest.config.ts).
// As the server does at start, our migrations run and the summaries (ADR 005)
// are brought up to the tip before the tests read it.
export type ChainUnderTest = {
  db: Db;
  backend: "embedded" | "postgres";
  /** The PostgreSQL database's URL (a second connection to it); null for the embedded one. */
  url: string | null;
  close(): Promise<void>;
};

/**
 * A test file's chain, opened once before its tests and closed after them:
 * `ready` gets its database (to keep, and to seed or index further) before any
 * test runs.
 */
export function chainForSuite(
  options: Parameters<typeof openChainUnderTest>[0],
  ready: (db: Db, chain: ChainUnderTest) => unknown | Promise<unknown>,
  timeoutMs = 180_000,
): void {
  let chain: ChainUnderTest | undefined;
  beforeAll(async () => {
    chain = await openChainUnderTest(options);
    await ready(chain.db, chain);
  }, timeoutMs);
  afterAll(async () => {
    await chain?.close();
  });
}

/**
 * dbsyncSchema "13.7": db-sync 13.7.2's shape (`epoch` a view, schema/dbsync-13.7.sql),
 * made as db-sync would leave it before the seed writes the chain: on PostgreSQL a
 * database with the tables, keys and indexes already there (the seed's path into a
 * db-sync database); embedded, created by the loader (`dbsyncSchema` of demo/load.mjs).
 */
export async function openChainUnderTest(options: {
  network: "mainnet" | "testnet";
  now: number;
  name: string;
  dbsyncSchema?: "13.6" | "13.7";
}): Promise<ChainUnderTest> {
  const { network, now, name, dbsyncSchema = "13.6" } = options;
  // The test chain of the global setup (tests/setup/test-chains.ts), copied: its migrations and summaries are there.
  const cached = now === Date.parse(TEST_CHAIN_NOW) && dbsyncSchema === "13.6";
  if (process.env.CHAIN_DB === "postgres") {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error("CHAIN_DB=postgres needs DATABASE_URL");
    // One database per test file: files run in parallel.
    const database = `prime_vitest_${name}_${network}`.replace(/[^a-z0-9_]/g, "_");
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.unsafe(cached ? `CREATE DATABASE ${database} TEMPLATE ${templateDatabaseName(network)}` : `CREATE DATABASE ${database}`);
    } finally {
      await admin.end({ timeout: 2 });
    }
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    if (cached) {
      const db = openPostgresDb(url.toString(), { timeoutMs: 10_000 });
      return { db, backend: "postgres", url: url.toString(), close: () => db.close() };
    }
    if (dbsyncSchema === "13.7") await createDbSync137(url.toString());
    await loadChain({ kind: "postgres", url: url.toString() }, { network, seed: DEFAULT_SEED, now, scale: "test" });
    const db = openPostgresDb(url.toString(), { timeoutMs: 10_000 });
    await prepareChain(db);
    return { db, backend: "postgres", url: url.toString(), close: () => db.close() };
  }
  const dataRoot = testScratchDir(`prime-${name}-`);
  if (cached) copyTestChains(dataRoot, [network]);
  else if (dbsyncSchema === "13.7") {
    const dataDir = join(dataRoot, network, PGDATA_DIR);
    await loadChain({ kind: "pglite", dataDir }, { network, seed: DEFAULT_SEED, now, scale: "test", dbsyncSchema });
  } else {
    await ensureDemoChains({ dataRoot, now, scale: "test", networks: [network] });
  }
  const db = openEmbeddedDb({ dataDir: join(dataRoot, network), timeoutMs: 10_000 });
  if (!cached) await prepareChain(db);
  return {
    db,
    backend: "embedded",
    url: null,
    async close() {
      await db.close();
      rmSync(dataRoot, { recursive: true, force: true });
    },
  };
}

/** db-sync 13.7.2's tables, keys and indexes in an empty database, as its migrations leave them. */
async function createDbSync137(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const query = async (text: string) => (await sql.unsafe(text)) as unknown as Record<string, unknown>[];
    for (const statement of [...schemaStatements("dbsync-subset"), ...schemaStatements("dbsync-13.7")]) await sql.unsafe(statement);
    const keysAndIndexes = [...schemaStatements("dbsync-constraints"), ...schemaStatements("dbsync-indexes")];
    for (const statement of await statementsOnTables(query, keysAndIndexes)) await sql.unsafe(statement);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

/** As the server does at start: our migrations, then the summaries up to the tip. */
export async function prepareChain(db: Db): Promise<void> {
  const statements = untimed(db);
  await applyExplorerMigrations(statements.exec, { query: statements.query });
  const report = await summariesToTip(db);
  if (!report.locked || report.pending.length > 0 || report.addressIndex?.pending !== false) throw new Error("the summaries did not catch up");
}

/**
 * One maintenance pass checking every anchor, as the server runs after new blocks: the
 * summaries brought up to the tip. For a test that writes blocks into its chain and then
 * reads them; tests of app/data get summarised chains from here, not from app/summaries.
 */
export async function summariesToTip(db: Db): Promise<MaintenanceReport> {
  return maintainSummaries(db, { checkAllAnchors: true });
}
