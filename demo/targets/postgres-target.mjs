// @ts-check
// PostgreSQL as a load target through the `postgres` driver: COPY … FROM STDIN fed
// from each chunk.
import postgres from "postgres";

/** @typedef {import("./pglite-target.mjs").LoadTarget} LoadTarget */

/**
 * @param {string} url
 * @returns {Promise<LoadTarget>}
 */
export async function openPostgresTarget(url) {
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 5 });
  return {
    exec: (text) => sql.unsafe(text),
    query: async (text) => /** @type {any[]} */ (await sql.unsafe(text)),
    copy: async (table, columns, csv) => {
      const stream = await sql.unsafe(`COPY ${table} (${columns.join(", ")}) FROM STDIN WITH (FORMAT csv)`).writable();
      await new Promise((resolve, reject) => {
        stream.on("error", reject);
        stream.on("finish", resolve);
        stream.end(csv);
      });
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
