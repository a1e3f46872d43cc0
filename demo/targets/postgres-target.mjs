// @ts-check
// PostgreSQL as a load target through the `postgres` driver: COPY … FROM STDIN fed
// from each chunk.
import postgres from "postgres";

/** @typedef {import("./pglite-target.mjs").LoadTarget} LoadTarget */

/**
 * Settings of the loading session only (sent when the connection starts; the
 * server's configuration is left alone): commits do not wait for the WAL flush, and
 * the index builds after the load sort in memory with a parallel worker.
 */
const LOAD_SESSION = {
  application_name: "prime-explorer demo load",
  synchronous_commit: "off",
  maintenance_work_mem: "1GB",
  max_parallel_maintenance_workers: "1",
};

/**
 * @param {string} url
 * @returns {Promise<LoadTarget>}
 */
export async function openPostgresTarget(url) {
  // The load runs in one transaction on one connection for as long as it takes (the
  // 3M chain: most of an hour). No idle timeout: the connection sits idle while the
  // generator prepares the next chunk. No lifetime: the driver's default closes a
  // connection after 30-60 min and opens a new one, outside the transaction, where
  // the tables it created do not exist ("relation tx_in does not exist"). 0 is none.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: LOAD_SESSION, idle_timeout: 0, max_lifetime: 0 });
  return {
    exec: (text) => sql.unsafe(text),
    query: async (text) => /** @type {any[]} */ (await sql.unsafe(text)),
    copy: async (table, columns, csv, options) => {
      // FREEZE (tables created in this transaction only): rows are written frozen and
      // their pages marked all-visible, so no later VACUUM has to rewrite them.
      const format = options?.freeze ? "FORMAT csv, FREEZE" : "FORMAT csv";
      const stream = await sql.unsafe(`COPY ${table} (${columns.join(", ")}) FROM STDIN WITH (${format})`).writable();
      await new Promise((resolve, reject) => {
        stream.on("error", reject);
        stream.on("finish", resolve);
        stream.end(csv);
      });
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
