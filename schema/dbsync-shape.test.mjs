// @ts-check
// Our copy of db-sync's schema in its two shapes (13.6: `epoch` a table; 13.7.2+:
// `epoch` a view over epoch_finalized and epoch_current, schema/dbsync-13.7.sql), in
// PGlite and (when DATABASE_URL is set) in PostgreSQL: each loads, is told apart,
// takes db-sync's keys and indexes and our migrations on tables only, and the 13.7
// views mean what db-sync's do. Tables only, no chain: the chain itself is loaded in
// the 13.7 shape by app/data/epochs/shapes.server.test.ts.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyExplorerMigrations } from "./migrate.mjs";
import { detectDbSyncShape, parseDbSyncSchema, relationKinds, statementRelation, statementsOnTables } from "./dbsync-shape.mjs";
import { schemaStatements } from "./sql-files.mjs";
import { openEmptyPglite } from "../tests/support/test-chains.mjs";

const MS = 60_000;
const DATABASE_URL = process.env.DATABASE_URL;

/**
 * @typedef {object} Scratch
 * @property {(sql: string) => Promise<Record<string, unknown>[]>} query
 * @property {(sql: string) => Promise<unknown>} exec
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<Scratch>} */
async function pglite() {
  const { db, dispose } = openEmptyPglite("prime-shape-");
  return {
    query: async (sql) => /** @type {Record<string, unknown>[]} */ ((await db.query(sql)).rows),
    exec: (sql) => db.exec(sql),
    close: dispose,
  };
}

/**
 * A scratch database next to DATABASE_URL's, dropped on close.
 * @param {string} label
 * @returns {Promise<Scratch>}
 */
async function postgresScratch(label) {
  const name = `prime_shape_test_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = postgres(/** @type {string} */ (DATABASE_URL), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(/** @type {string} */ (DATABASE_URL));
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {}, types: { bigint: postgres.BigInt } });
  return {
    // Numbers as PGlite gives them (int8 → number), so one set of expectations serves both.
    query: async (text) =>
      /** @type {Record<string, unknown>[]} */ (
        (await sql.unsafe(text)).map((row) =>
          Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? Number(value) : value])),
        )
      ),
    exec: (text) => sql.unsafe(text),
    async close() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/**
 * Our subset, in the given shape.
 * @param {Scratch} db
 * @param {"13.6" | "13.7"} shape
 */
async function createSubset(db, shape) {
  for (const statement of schemaStatements("dbsync-subset")) await db.exec(statement);
  if (shape === "13.7") for (const statement of schemaStatements("dbsync-13.7")) await db.exec(statement);
}

const KEYS_AND_INDEXES = [...schemaStatements("dbsync-constraints"), ...schemaStatements("dbsync-indexes")];
const EPOCH_STATEMENTS = KEYS_AND_INDEXES.filter((statement) => statementRelation(statement) === "epoch");

describe("schema statements", () => {
  it("name the relation they index, alter or write", () => {
    expect(statementRelation("CREATE INDEX IF NOT EXISTS idx_epoch_no ON epoch (no)")).toBe("epoch");
    expect(statementRelation("CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS x ON ONLY explorer.t (a)")).toBe("explorer.t");
    expect(statementRelation("ALTER TABLE ONLY epoch ADD CONSTRAINT epoch_pkey PRIMARY KEY (id)")).toBe("epoch");
    expect(statementRelation("INSERT INTO schema_version (stage_two) VALUES (50)")).toBe("schema_version");
    expect(statementRelation("UPDATE explorer.summary_unit SET x = 1")).toBe("explorer.summary_unit");
    expect(statementRelation("DELETE FROM explorer.pool_epoch_rewards WHERE leader IS NULL")).toBe("explorer.pool_epoch_rewards");
    expect(statementRelation("CREATE TABLE t (x int)")).toBe("");
    expect(statementRelation("CREATE VIEW epoch AS SELECT 1")).toBe("");
  });

  it("of db-sync's keys and indexes include the three on epoch (a table up to 13.7.1)", () => {
    expect(EPOCH_STATEMENTS.map((statement) => statement.replace(/\s+/g, " "))).toEqual([
      "ALTER TABLE epoch ADD CONSTRAINT epoch_pkey PRIMARY KEY (id)",
      "ALTER TABLE epoch ADD CONSTRAINT unique_epoch UNIQUE (no)",
      "CREATE INDEX IF NOT EXISTS idx_epoch_no ON epoch (no)",
    ]);
  });

  it("--dbsync-schema takes 13.6 (the default) or 13.7 only", () => {
    expect(parseDbSyncSchema(undefined)).toBe("13.6");
    expect(parseDbSyncSchema("13.7")).toBe("13.7");
    expect(() => parseDbSyncSchema("13.8")).toThrow(/13\.6 or 13\.7/);
  });
});

/** @type {Array<[string, (label: string) => Promise<Scratch>, boolean]>} */
const BACKENDS = [
  ["PGlite", () => pglite(), true],
  ["PostgreSQL", (label) => postgresScratch(label), Boolean(DATABASE_URL)],
];

for (const [backend, open, available] of BACKENDS) {
  describe.skipIf(!available)(`db-sync's schema in ${backend}`, () => {
    /** @type {Scratch} */
    let v136;
    /** @type {Scratch} */
    let v137;
    /** @type {import("./dbsync-shape.mjs").DbSyncShape} */
    let beforeAnyTable;
    beforeAll(async () => {
      [v136, v137] = await Promise.all([open("v136"), open("v137")]);
      beforeAnyTable = await detectDbSyncShape(v136.query);
      await createSubset(v136, "13.6");
      await createSubset(v137, "13.7");
    }, MS);
    afterAll(async () => {
      await Promise.all([v136?.close(), v137?.close()]);
    }, MS);

    it("is told apart by `epoch` being a table or a view, and by schema_version", async () => {
      expect(beforeAnyTable).toEqual({ epoch: null, stageTwo: null, schema: null });
      expect(await detectDbSyncShape(v136.query)).toEqual({ epoch: "table", stageTwo: null, schema: "13.6" });
      expect(await detectDbSyncShape(v137.query)).toEqual({ epoch: "view", stageTwo: 50, schema: "13.7" });
      expect(await relationKinds(v137.query, ["epoch", "epoch_current", "epoch_finalized", "epoch_sync_enabled", "nowhere"])).toEqual(
        new Map([
          ["epoch", "view"],
          ["epoch_current", "view"],
          ["epoch_finalized", "table"],
          ["epoch_sync_enabled", "table"],
        ]),
      );
    }, MS);

    it("takes db-sync's keys and indexes on its tables only, then our migrations, in both shapes", async () => {
      // The failure the 13.7 shape gave the seed before it looked.
      await expect(v137.exec("CREATE INDEX IF NOT EXISTS idx_epoch_no ON epoch (no)")).rejects.toThrow(/cannot create index on relation "epoch"/);
      const on136 = await statementsOnTables(v136.query, KEYS_AND_INDEXES);
      const on137 = await statementsOnTables(v137.query, KEYS_AND_INDEXES);
      expect(on136).toEqual(KEYS_AND_INDEXES);
      expect(on137).toEqual(KEYS_AND_INDEXES.filter((statement) => !EPOCH_STATEMENTS.includes(statement)));
      for (const [db, statements] of /** @type {const} */ ([[v136, on136], [v137, on137]])) {
        for (const statement of statements) await db.exec(statement);
        await applyExplorerMigrations(db.exec, { query: db.query });
        // Again: idempotent.
        await applyExplorerMigrations(db.exec, { query: db.query });
      }
    }, MS);

    it("has our migrations index and write tables only (nothing left out in either shape)", async () => {
      const explorer = schemaStatements("explorer");
      const targets = [...new Set(explorer.map(statementRelation).filter((relation) => relation !== ""))];
      expect(targets).toContain("epoch_stake");
      for (const db of [v136, v137]) {
        const kinds = await relationKinds(db.query, targets);
        expect(Object.fromEntries([...kinds].filter(([, kind]) => kind !== "table"))).toEqual({});
        expect([...kinds.keys()].sort()).toEqual([...targets].sort());
        expect(await statementsOnTables(db.query, explorer)).toEqual(explorer);
      }
    }, MS);

    it("13.7: epoch_finalized is unique on no; epoch_sync_enabled one row, off by default; epoch and epoch_current then empty", async () => {
      expect(await v137.query(`SELECT id, enabled FROM epoch_sync_enabled`)).toEqual([{ id: 1, enabled: false }]);
      await expect(v137.exec(`INSERT INTO epoch_sync_enabled (id, enabled) VALUES (2, true)`)).rejects.toThrow();
      await v137.exec("BEGIN");
      try {
        await insertBlocks(v137);
        expect(await v137.query(`SELECT count(*)::int AS n FROM epoch`)).toEqual([{ n: 0 }]);
        expect(await v137.query(`SELECT count(*)::int AS n FROM epoch_current`)).toEqual([{ n: 0 }]);
        await expect(
          v137.exec(`INSERT INTO epoch_finalized (id, out_sum, fees, tx_count, blk_count, no, start_time, end_time)
                     VALUES (2, 0, 0, 0, 1, 4, '2026-01-01', '2026-01-01')`),
        ).rejects.toThrow(/unique_epoch_finalized/);
      } finally {
        await v137.exec("ROLLBACK");
      }
    }, MS);

    it("13.7 with epoch sync on: the finished epochs from epoch_finalized, the unfinished one aggregated from block ⟕ tx", async () => {
      await v137.exec("BEGIN");
      try {
        await insertBlocks(v137);
        await v137.exec(`UPDATE epoch_sync_enabled SET enabled = true`);
        const rows = await v137.query(
          `SELECT id, out_sum::text AS out_sum, fees::text AS fees, tx_count, blk_count, no,
                  to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time, to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time
           FROM epoch ORDER BY no`,
        );
        expect(rows).toEqual([
          { id: 1, out_sum: "900", fees: "9", tx_count: 1, blk_count: 1, no: 4, start_time: "2026-01-01 00:00:00", end_time: "2026-01-01 00:00:00" },
          // Two blocks, one with two transactions and one with none.
          { id: null, out_sum: "3000", fees: "30", tx_count: 2, blk_count: 2, no: 5, start_time: "2026-01-06 00:00:00", end_time: "2026-01-06 00:00:20" },
        ]);
        // db-sync's view has plain types, not its domains.
        const types = await v137.query(
          `SELECT column_name AS "column", data_type AS "type" FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = 'epoch' ORDER BY ordinal_position`,
        );
        expect(types).toEqual([
          { column: "id", type: "bigint" },
          { column: "out_sum", type: "numeric" },
          { column: "fees", type: "numeric" },
          { column: "tx_count", type: "bigint" },
          { column: "blk_count", type: "bigint" },
          { column: "no", type: "bigint" },
          { column: "start_time", type: "timestamp without time zone" },
          { column: "end_time", type: "timestamp without time zone" },
        ]);
      } finally {
        await v137.exec("ROLLBACK");
      }
    }, MS);
  });
}

/**
 * Epoch 4 finished (its epoch_finalized row), epoch 5 under way: a block with two
 * transactions and a block with none.
 * @param {Scratch} db
 */
async function insertBlocks(db) {
  const hash = (/** @type {number} */ n) => `'\\x${n.toString(16).padStart(64, "0")}'`;
  await db.exec(`INSERT INTO block (id, hash, epoch_no, slot_no, epoch_slot_no, block_no, slot_leader_id, size, time, tx_count, proto_major, proto_minor) VALUES
    (1, ${hash(1)}, 4, 1728000, 0, 1, 1, 100, '2026-01-01 00:00:00', 1, 10, 0),
    (2, ${hash(2)}, 5, 2160000, 0, 2, 1, 100, '2026-01-06 00:00:00', 2, 10, 0),
    (3, ${hash(3)}, 5, 2160020, 20, 3, 1, 100, '2026-01-06 00:00:20', 0, 10, 0)`);
  await db.exec(`INSERT INTO tx (id, hash, block_id, block_index, out_sum, fee, size, valid_contract, script_size) VALUES
    (1, ${hash(11)}, 1, 0, 900, 9, 200, true, 0),
    (2, ${hash(12)}, 2, 0, 1000, 10, 200, true, 0),
    (3, ${hash(13)}, 2, 1, 2000, 20, 200, true, 0)`);
  await db.exec(`INSERT INTO epoch_finalized (id, out_sum, fees, tx_count, blk_count, no, start_time, end_time)
    VALUES (1, 900, 9, 1, 1, 4, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`);
}
