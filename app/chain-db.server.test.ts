import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applyExplorerMigrations } from "../schema/migrate.mjs";
import { prepareChainDatabase, startupCatchUp } from "./chain-db.server";
import { openPostgresDb, type Db } from "./db/db.server";
import { readReplicaState } from "./data/replica-state.server";

// A node's start on PostgreSQL (issue 23): with SUMMARY_WORKER=off, or on a
// read-only database (a hot standby refuses writes with SQLSTATE 25006), it
// writes nothing and says so in one calm line; the worker on the primary migrates.

const DATABASE_URL = process.env.DATABASE_URL;

/** A PostgreSQL Db that answers the replica question and refuses everything else (nothing else may run). */
function stubPostgres(replica: { in_recovery: boolean; read_only: boolean }): Db & { statements: string[] } {
  const statements: string[] = [];
  const refuse = (what: string) => Promise.reject(new Error(`unexpected ${what}`));
  return {
    kind: "postgres",
    statements,
    async query<Row>(text: string): Promise<Row[]> {
      statements.push(text);
      if (text.includes("pg_is_in_recovery()")) return [{ ...replica, lag_s: replica.in_recovery ? 0 : null }] as Row[];
      return refuse("query");
    },
    transaction: () => refuse("transaction"),
    exec: (script: string) => {
      statements.push(script);
      return refuse("exec");
    },
    copyFrom: () => refuse("copyFrom"),
    ping: async () => {},
    close: async () => {},
  };
}

describe("the start's catch-up", () => {
  it("waits for an embedded chain's whole catch-up in one batch, a PostgreSQL one's for a minute", () => {
    expect(startupCatchUp("embedded")).toMatchObject({ budgetMs: Infinity, batchBlocks: Number.MAX_SAFE_INTEGER });
    expect(startupCatchUp("postgres")).toMatchObject({ budgetMs: 60_000, batchBlocks: 20_000 });
  });
});

describe("prepareChainDatabase on PostgreSQL", () => {
  it("with SUMMARY_WORKER=off neither migrates nor writes summaries, and asks nothing", async () => {
    const db = stubPostgres({ in_recovery: false, read_only: false });
    const migrate = vi.fn(async () => {});
    const log = vi.fn();
    await prepareChainDatabase("mainnet", db, { migrate, summaryWorker: false, log });
    expect(migrate).not.toHaveBeenCalled();
    expect(db.statements).toEqual([]);
    expect(log.mock.calls).toEqual([["mainnet: migrations and summaries left to the summary worker (SUMMARY_WORKER=off)"]]);
  });

  it("on a hot standby leaves migrations and summaries to the worker on the primary", async () => {
    const db = stubPostgres({ in_recovery: true, read_only: true });
    const migrate = vi.fn(async () => {});
    const log = vi.fn();
    await prepareChainDatabase("testnet", db, { migrate, summaryWorker: true, log });
    expect(migrate).not.toHaveBeenCalled();
    expect(log.mock.calls).toEqual([
      ["testnet: read-only database (a replica): migrations and summaries are written by the summary worker on the primary"],
    ]);
  });

  it("takes a migration refused as read-only (25006) for a read-only database, not a fault", async () => {
    const db = stubPostgres({ in_recovery: false, read_only: false });
    const refusal = Object.assign(new Error("cannot execute CREATE SCHEMA in a read-only transaction"), { code: "25006" });
    const log = vi.fn();
    await prepareChainDatabase("mainnet", db, { migrate: () => Promise.reject(refusal), summaryWorker: true, log });
    expect(log.mock.calls).toEqual([
      ["mainnet: read-only database: migrations and summaries are written by the summary worker on the primary"],
    ]);
    // No summary pass was tried after it (the stub refuses any other statement).
    expect(db.statements).toHaveLength(1);
  });

  it("still reports any other migration failure as one", async () => {
    const db = stubPostgres({ in_recovery: false, read_only: false });
    const log = vi.fn();
    await prepareChainDatabase("mainnet", db, { migrate: () => Promise.reject(new Error("disk full")), summaryWorker: true, log });
    expect(log.mock.calls).toEqual([["mainnet: explorer migrations not applied (disk full)"]]);
  });
});

describe.runIf(DATABASE_URL)("a read-only PostgreSQL database (default_transaction_read_only, as a standby refuses writes)", () => {
  const database = `prime_vitest_read_only_${process.pid}`;
  let url = "";
  let db: Db;
  let primary: Db;

  beforeAll(async () => {
    const admin = postgres(DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${database}`);
      await admin.unsafe(`ALTER DATABASE ${database} SET default_transaction_read_only = on`);
    } finally {
      await admin.end({ timeout: 2 });
    }
    const parsed = new URL(DATABASE_URL ?? "");
    parsed.pathname = `/${database}`;
    url = parsed.toString();
    db = openPostgresDb(url, { timeoutMs: 10_000 });
    primary = openPostgresDb(DATABASE_URL ?? "", { timeoutMs: 10_000 });
  });

  afterAll(async () => {
    await db?.close();
    await primary?.close();
    const admin = postgres(DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end({ timeout: 2 });
  });

  it("refuses our migrations with SQLSTATE 25006 (the fixture stands for a standby)", async () => {
    await expect(applyExplorerMigrations((sql) => db.exec(sql, { timeoutMs: 0 }))).rejects.toMatchObject({ code: "25006" });
  });

  it("is seen as read-only, not in recovery; the primary as neither, with no lag", async () => {
    expect(await readReplicaState(db)).toEqual({ inRecovery: false, readOnly: true, lagSeconds: null });
    expect(await readReplicaState(primary)).toEqual({ inRecovery: false, readOnly: false, lagSeconds: null });
  });

  it("starts cleanly on it: one calm line, nothing written", async () => {
    const log = vi.fn();
    await prepareChainDatabase("mainnet", db, { migrate: applyExplorerMigrations, summaryWorker: true, log });
    expect(log.mock.calls).toEqual([
      ["mainnet: read-only database: migrations and summaries are written by the summary worker on the primary"],
    ]);
    const schemas = await db.query<{ n: number }>("SELECT count(*) AS n FROM pg_namespace WHERE nspname = 'explorer'");
    expect(schemas).toEqual([{ n: 0 }]);
  });
});
