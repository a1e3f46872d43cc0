import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { ensureDemoChains } from "../../demo/ensure-demo-chains.mjs";
import { loadChain, DEFAULT_SEED } from "../../demo/load.mjs";
import { openEmbeddedDb, openPostgresDb } from "../../app/db/db.server";
import { prepareChain } from "../support/chain-under-test";
import {
  EMPTY_CLUSTER,
  RUN_SCRATCH_ENV,
  TEST_CHAIN_NOW,
  TEST_CHAIN_SCALE,
  TEST_NETWORKS,
  templateDatabaseName,
  testChainCacheDir,
  testChainCacheReady,
  testChainKey,
  testScratchDir,
} from "../support/test-chains.mjs";

// Vitest's global setup: the test chain of each network built once per key
// (tests/support/test-chains.mjs), embedded and, with DATABASE_URL, as a
// PostgreSQL template database. Suites copy it; nothing here runs per file.

const NOW = Date.parse(TEST_CHAIN_NOW);

async function buildEmbeddedCache(): Promise<void> {
  const cacheDir = testChainCacheDir();
  // Built in memory where the machine has room (PGlite syncs its writes: the same build took
  // 55 s on disk and 28 s in /dev/shm, both networks, idle machine), then copied beside its
  // final place and renamed in whole, so an interrupted build is never used.
  const scratch = testScratchDir("prime-test-chains-");
  const building = `${cacheDir}.building-${process.pid}`;
  try {
    // The networks side by side: each one's generation, load and summaries are a chain of waits
    // on its own worker threads, which two cores can interleave.
    await Promise.all(
      TEST_NETWORKS.map(async (network) => {
        await ensureDemoChains({ dataRoot: scratch, now: NOW, scale: TEST_CHAIN_SCALE, networks: [network] });
        const db = openEmbeddedDb({ dataDir: join(scratch, network), timeoutMs: 60_000 });
        try {
          await prepareChain(db);
        } finally {
          await db.close();
        }
      }),
    );
    // The empty cluster suites start from instead of an initdb of their own (emptyEmbeddedCopy).
    mkdirSync(join(scratch, EMPTY_CLUSTER), { recursive: true });
    const empty = new PGlite(join(scratch, EMPTY_CLUSTER, "pgdata"));
    await empty.waitReady;
    await empty.close();
    writeFileSync(join(scratch, "prepared.json"), `${JSON.stringify({ key: testChainKey(), now: TEST_CHAIN_NOW, preparedAt: new Date().toISOString() })}\n`);
    rmSync(building, { recursive: true, force: true });
    cpSync(scratch, building, { recursive: true });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(dirname(cacheDir), { recursive: true });
  renameSync(building, cacheDir);
}

async function buildPostgresTemplates(adminUrl: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const existing = new Set(
      (await admin<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname LIKE 'prime\\_chain\\_%'`).map((row) => row.datname),
    );
    for (const network of TEST_NETWORKS) {
      const name = templateDatabaseName(network);
      if (existing.has(name)) continue;
      // Templates of an older key are dropped: their chain is not this tree's.
      for (const stale of existing) if (stale.startsWith(`prime_chain_${network}_`)) await admin.unsafe(`DROP DATABASE IF EXISTS ${stale} WITH (FORCE)`);
      const building = `${name}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${building}`);
      // A throwaway build: no commit waits for its WAL to reach the disk (the summaries commit
      // one unit and one batch at a time). Reset before it becomes the template.
      await admin.unsafe(`ALTER DATABASE ${building} SET synchronous_commit = off`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      await loadChain({ kind: "postgres", url: url.toString() }, { network, seed: DEFAULT_SEED, now: NOW, scale: TEST_CHAIN_SCALE });
      const db = openPostgresDb(url.toString(), { timeoutMs: 60_000 });
      try {
        await prepareChain(db);
      } finally {
        await db.close();
      }
      // Complete: renamed into place, and closed to connections so that every copy starts from it as it is.
      await admin.unsafe(`ALTER DATABASE ${building} RESET synchronous_commit`);
      await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.unsafe(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    }
  } finally {
    await admin.end({ timeout: 2 });
  }
}

export default async function setup(): Promise<() => void> {
  // Copies that outlive their file (the shared-chains project's, kept by a worker for all its files:
  // vitest ends its workers without an exit event) go in here, removed when the run ends. The
  // workers are started after this setup and inherit the variable.
  const runScratch = testScratchDir("prime-test-run-");
  process.env[RUN_SCRATCH_ENV] = runScratch;
  // Side by side: the embedded build works in this process, the PostgreSQL load mostly in the server.
  await Promise.all([
    testChainCacheReady() ? null : buildEmbeddedCache(),
    process.env.DATABASE_URL ? buildPostgresTemplates(process.env.DATABASE_URL) : null,
  ]);
  return () => rmSync(runScratch, { recursive: true, force: true });
}
