// @ts-check
// Our own migrations: the `explorer` schema and the extra indexes on db-sync's
// tables (schema/explorer.sql). Idempotent, so the server may run them at
// every start, on the embedded database and on a real db-sync database.
import { statementsOnTables } from "./dbsync-shape.mjs";
import { schemaStatements } from "./sql-files.mjs";

/**
 * Runs one SQL statement without parameters. PGlite: `(sql) => db.exec(sql)`;
 * the `postgres` driver: `(sql) => client.unsafe(sql)`.
 * @typedef {(sql: string) => Promise<unknown>} ExecSql
 */

/**
 * Creates the `explorer` schema, its tables and our indexes where missing.
 * `concurrently` (PostgreSQL only) builds the indexes without blocking db-sync's
 * writes on a live database; it cannot run inside a transaction. With `query`, a
 * statement on a db-sync relation that is a view in this database (db-sync 13.7.2's
 * `epoch`, schema/dbsync-shape.mjs) is left out; explorer.sql has none today, which
 * schema/dbsync-shape.test.mjs checks on both shapes.
 * @param {ExecSql} exec
 * @param {{ concurrently?: boolean, query?: import("./dbsync-shape.mjs").QueryRows }} [options]
 * @returns {Promise<void>}
 */
export async function applyExplorerMigrations(exec, options = {}) {
  const all = schemaStatements("explorer");
  const statements = options.query ? await statementsOnTables(options.query, all) : all;
  for (const statement of statements) {
    const sql = options.concurrently
      ? statement.replace(/^CREATE INDEX IF NOT EXISTS/, "CREATE INDEX CONCURRENTLY IF NOT EXISTS")
      : statement;
    await exec(sql);
  }
}
