// @ts-check
// Our own migrations: the `explorer` schema and the extra indexes on db-sync's
// tables (schema/explorer.sql). Idempotent, so the server may run them at
// every start, on the embedded database and on a real db-sync database.
import { schemaStatements } from "./sql-files.mjs";

/**
 * Runs one SQL statement without parameters. PGlite: `(sql) => db.exec(sql)`;
 * the `postgres` driver: `(sql) => client.unsafe(sql)`.
 * @typedef {(sql: string) => Promise<unknown>} ExecSql
 */

/**
 * Creates the `explorer` schema, its tables and our indexes where missing.
 * `concurrently` (PostgreSQL only) builds the indexes without blocking db-sync's
 * writes on a live database; it cannot run inside a transaction.
 * @param {ExecSql} exec
 * @param {{ concurrently?: boolean }} [options]
 * @returns {Promise<void>}
 */
export async function applyExplorerMigrations(exec, options = {}) {
  for (const statement of schemaStatements("explorer")) {
    const sql = options.concurrently
      ? statement.replace(/^CREATE INDEX IF NOT EXISTS/, "CREATE INDEX CONCURRENTLY IF NOT EXISTS")
      : statement;
    await exec(sql);
  }
}
