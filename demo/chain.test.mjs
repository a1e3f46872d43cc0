// @ts-check
// The demo chain's invariants over the whole generated test-scale chain of both
// networks, in PGlite and (when DATABASE_URL is set) in PostgreSQL, with the same SQL.
// The chains are the run's test chains, generated and loaded once by vitest's global
// setup with this tree's generator and loader (tests/support/test-chains.mjs); read
// here from copies. A database that already has db-sync's tables gets its own load.
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGDATA_DIR } from "./ensure-demo-chains.mjs";
import { TEST_CHAIN_NOW, openEmptyPglite, templateDatabaseName, testChainCopy } from "../tests/support/test-chains.mjs";
import { poolView } from "./generator/addresses.mjs";
import { housePoolHash } from "./generator/house-pool.mjs";
import { chainProfile } from "./generator/profiles.mjs";
import { TABLE_COLUMNS } from "./generator/tables.mjs";
import { loadChainHere } from "./load.mjs";
import { applyExplorerMigrations } from "../schema/migrate.mjs";
import { schemaStatements } from "../schema/sql-files.mjs";
import { ASSET_CHECKS, LEDGER_CHECKS, assetSizeCheck, notableAssetsCheck, rollbackToMiddleStatements } from "./test/asset-invariants.mjs";
import { CHAIN_CHECKS, sizeCheck } from "./test/chain-invariants.mjs";
import { SCRIPT_CHECKS } from "./test/script-invariants.mjs";
import {
  failedScriptTransaction,
  fundedScriptAddress,
  hostileInlineDatumOutput,
  scriptSpendWithInlineDatum,
  transactionWithReferenceInputs,
} from "./test/script-examples.mjs";

const NOW = Date.parse(TEST_CHAIN_NOW);
// Loading a chain takes seconds and some checks scan it whole: generous limits here, so
// the files need no settings from the vitest config that runs them.
const LOAD_MS = 300_000;
const CHECK_MS = 60_000;
/** @type {import("./generator/addresses.mjs").Network[]} */
const NETWORKS = ["mainnet", "testnet"];

/** @param {import("./generator/addresses.mjs").Network} network */
function contextFor(network) {
  const mainnet = network === "mainnet";
  return {
    profile: chainProfile(network, "test"),
    now: NOW,
    housePoolHash: mainnet ? housePoolHash().toString("hex") : null,
    housePoolId: mainnet ? poolView(housePoolHash()) : null,
  };
}

/**
 * The checks as tests, for one loaded chain.
 * @param {import("./generator/addresses.mjs").Network} network
 * @param {() => import("./test/chain-invariants.mjs").Query} query
 */
function defineChecks(network, query) {
  const ctx = contextFor(network);
  for (const check of [...CHAIN_CHECKS, sizeCheck(ctx), ...ASSET_CHECKS, assetSizeCheck(ctx), notableAssetsCheck(ctx), ...SCRIPT_CHECKS]) {
    it(check.name, async () => {
      expect(await check.run(query(), ctx)).toEqual([]);
    }, CHECK_MS);
  }
  it("has the notable script examples other tests read", async () => {
    const q = query();
    /** @param {string} hash */
    const txFacts = async (hash) => {
      const [row] = await q(`
        SELECT t.valid_contract AS valid, (SELECT count(*) FROM redeemer r WHERE r.tx_id = t.id)::int AS redeemers,
               (SELECT count(*) FROM reference_tx_in r WHERE r.tx_in_id = t.id)::int AS "referenceInputs"
        FROM tx t WHERE t.hash = decode('${hash}', 'hex')`);
      return row;
    };
    for (const which of /** @type {const} */ (["unspent at the tip", "spent later"])) {
      const failed = await failedScriptTransaction(q, which);
      expect(await txFacts(failed.hash)).toMatchObject({ valid: false, redeemers: 1 });
      expect(failed.regularInput.address).toMatch(network === "mainnet" ? /^addr1w/ : /^addr_test1w/);
      if (which === "spent later") expect(await txFacts(/** @type {string} */ (failed.regularInput.spentBy))).toMatchObject({ valid: true });
      else expect(failed.regularInput.spentBy).toBeNull();
    }
    // A spend of the swap pool mints as well: a second redeemer.
    const inlineSpend = await txFacts((await scriptSpendWithInlineDatum(q)).hash);
    expect(inlineSpend).toMatchObject({ valid: true });
    expect(inlineSpend?.redeemers).toBeGreaterThan(0);
    expect((await txFacts((await transactionWithReferenceInputs(q)).hash))?.referenceInputs).toBeGreaterThan(0);
    expect((await fundedScriptAddress(q)).scriptHash).toMatch(/^[0-9a-f]{56}$/);
    expect((await hostileInlineDatumOutput(q)).index).toBeGreaterThanOrEqual(0);
  }, CHECK_MS);
  // One connection (PGlite, or a pool of one): the transaction spans the statements.
  it("the token ledger holds after a rollback to the middle of the chain", async () => {
    const run = query();
    await run("BEGIN");
    try {
      const before = await run("SELECT count(*)::int AS n FROM ma_tx_out");
      for (const statement of rollbackToMiddleStatements()) await run(statement);
      const after = await run("SELECT count(*)::int AS n FROM ma_tx_out");
      expect(Number(after[0]?.n)).toBeLessThan(Number(before[0]?.n));
      expect(Number(after[0]?.n)).toBeGreaterThan(0);
      for (const check of LEDGER_CHECKS) expect(await check.run(run, ctx), check.name).toEqual([]);
    } finally {
      await run("ROLLBACK");
    }
  }, CHECK_MS);
}

for (const network of NETWORKS) {
  describe(`${network} test chain in PGlite`, () => {
    /** @type {PGlite} */
    let db;
    /** @type {ReturnType<typeof testChainCopy>} */
    let copy;
    beforeAll(async () => {
      copy = testChainCopy(network, `prime-chain-test-${network}-`);
      db = new PGlite(join(copy.dataDir, PGDATA_DIR));
    }, LOAD_MS);
    afterAll(async () => {
      await db?.close();
      copy?.remove();
    });
    defineChecks(network, () => async (sql) => /** @type {Record<string, unknown>[]} */ ((await db.query(sql)).rows));

    it("our migrations run again without error (idempotent)", async () => {
      await applyExplorerMigrations((sql) => db.exec(sql));
      await applyExplorerMigrations((sql) => db.exec(sql));
    }, CHECK_MS);
  });
}

describe("the generated columns", () => {
  it("include every column the schema declares NOT NULL without a default", async () => {
    const { db, dispose } = openEmptyPglite("prime-columns-");
    for (const statement of schemaStatements("dbsync-subset")) await db.exec(statement);
    const { rows } = await db.query(`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = 'public' AND is_nullable = 'NO' AND column_default IS NULL AND is_generated = 'NEVER'`);
    await dispose();
    const written = /** @type {Record<string, readonly string[]>} */ (TABLE_COLUMNS);
    const missing = /** @type {{ table: string, column: string }[]} */ (rows).filter(
      ({ table, column }) => written[table] !== undefined && !written[table].includes(column),
    );
    expect(missing).toEqual([]);
  }, CHECK_MS);
});

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * A scratch database next to DATABASE_URL's, dropped after the tests; a copy of
 * `template` where one is named.
 * @param {string} label
 * @param {string} [template]
 */
function scratchDatabase(label, template) {
  const name = `prime_demo_test_${label}_${process.pid}_${Date.now().toString(36)}`;
  /** @type {import("postgres").Sql | undefined} */
  let admin;
  return {
    get url() {
      const url = new URL(/** @type {string} */ (DATABASE_URL));
      url.pathname = `/${name}`;
      return url.toString();
    },
    create: async () => {
      admin = postgres(/** @type {string} */ (DATABASE_URL), { max: 1, onnotice: () => {} });
      await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    },
    drop: async () => {
      await admin?.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin?.end({ timeout: 5 });
    },
  };
}

for (const network of NETWORKS) {
  describe.skipIf(!DATABASE_URL)(`${network} test chain loaded into an empty PostgreSQL database`, () => {
    const database = scratchDatabase(network, templateDatabaseName(network));
    /** @type {import("postgres").Sql} */
    let sql;
    beforeAll(async () => {
      await database.create();
      sql = postgres(database.url, { max: 1, onnotice: () => {} });
    }, LOAD_MS);
    afterAll(async () => {
      await sql?.end({ timeout: 5 });
      await database.drop();
    }, CHECK_MS);
    defineChecks(network, () => async (text) => /** @type {Record<string, unknown>[]} */ (await sql.unsafe(text)));
  });
}

// A database whose tables already exist with their keys and indexes, as db-sync's own
// migrations leave it (stood in for by our subset of the same DDL): the loader must
// only add rows, our schema and our indexes.
describe.skipIf(!DATABASE_URL)("testnet test chain (the smaller) in a database with db-sync's tables", () => {
  const database = scratchDatabase("dbsync");
  /** @type {import("postgres").Sql} */
  let sql;
  beforeAll(async () => {
    await database.create();
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
    for (const file of /** @type {const} */ (["dbsync-subset", "dbsync-constraints", "dbsync-indexes"])) {
      for (const statement of schemaStatements(file)) await sql.unsafe(statement);
    }
    await sql.unsafe(`INSERT INTO schema_version (stage_one, stage_two, stage_three) VALUES (15, 44, 6)`);
    await loadChainHere({ kind: "postgres", url: database.url }, { network: "testnet", scale: "test", now: NOW });
  }, LOAD_MS);
  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await database.drop();
  }, CHECK_MS);
  defineChecks("testnet", () => async (text) => /** @type {Record<string, unknown>[]} */ (await sql.unsafe(text)));

  it("keeps db-sync's schema_version row and refuses a second load", async () => {
    expect(await sql.unsafe(`SELECT stage_one, stage_two FROM schema_version`)).toEqual([{ stage_one: "15", stage_two: "44" }]);
    await expect(loadChainHere({ kind: "postgres", url: database.url }, { network: "testnet", scale: "test", now: NOW })).rejects.toThrow(
      /already holds blocks/,
    );
  }, CHECK_MS);
});
