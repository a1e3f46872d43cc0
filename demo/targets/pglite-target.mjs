// @ts-check
// The embedded database as a load target: COPY … FROM '/dev/blob' with each chunk as
// the query's blob (PGlite's bulk path; ~5× faster than multi-row INSERTs).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * @typedef {object} LoadTarget
 * @property {(sql: string) => Promise<unknown>} exec one statement without parameters
 * @property {<T>(sql: string) => Promise<T[]>} query
 * @property {(table: string, columns: readonly string[], csv: Uint8Array, options?: { freeze?: boolean }) => Promise<void>} copy
 *   freeze: the table was created in the current transaction (PostgreSQL loads its rows
 *   frozen; PGlite ignores it)
 * @property {() => Promise<void>} close
 */

/**
 * @param {PGlite} db
 * @param {boolean} ownsDb close the database at the end
 * @returns {LoadTarget}
 */
function wrap(db, ownsDb) {
  return {
    exec: (sql) => db.exec(sql),
    query: async (sql) => /** @type {any[]} */ ((await db.query(sql)).rows),
    copy: async (table, columns, csv) => {
      await db.query(`COPY ${table} (${columns.join(", ")}) FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (csv)]),
      });
    },
    close: async () => {
      if (ownsDb) await db.close();
    },
  };
}

// Settings for this one bulk-loading session only (start parameters are not written to
// postgresql.conf): with wal_level=minimal, tables created in the loading transaction
// are written without WAL; more memory makes the index sorts faster.
const LOAD_START_PARAMS = [
  "-c", "wal_level=minimal",
  "-c", "max_wal_senders=0",
  "-c", "full_page_writes=off",
  "-c", "maintenance_work_mem=256MB",
];

/**
 * A file-backed PGlite in `dataDir` (created if missing), tuned for a bulk load.
 * @param {string} dataDir
 * @returns {Promise<LoadTarget>}
 */
export async function openPgliteTarget(dataDir) {
  // PGlite creates the directory itself, but not its parents.
  mkdirSync(dirname(dataDir), { recursive: true });
  const db = new PGlite(dataDir, {
    relaxedDurability: true,
    startParams: [...PGlite.defaultStartParams, ...LOAD_START_PARAMS],
  });
  await db.waitReady;
  return wrap(db, true);
}

/**
 * An already open PGlite (tests use an in-memory one); left open at the end.
 * @param {PGlite} db
 * @returns {LoadTarget}
 */
export function pgliteTarget(db) {
  return wrap(db, false);
}
