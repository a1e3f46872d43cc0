// @ts-check
// db-sync's consumed tracking for the demo chain (tx_out.value = "consumed"): a spent
// output's consumed_by_tx_id is the transaction whose input spends it. The generator
// writes an output before anyone spends it, so the column is filled afterwards: once
// for the whole loaded chain, then per live block.
import { schemaStatements } from "../schema/sql-files.mjs";
import { TABLE_COLUMNS } from "./generator/tables.mjs";
import { parseCsvRows } from "./live-sql.mjs";

/**
 * The whole-chain fill as one set-based UPDATE, for a database that already has its
 * indexes (one db-sync filled without consumed tracking; by hand:
 * `psql -f schema/dbsync-consumed.sql`).
 * @returns {string[]}
 */
export function consumedByStatements() {
  return schemaStatements("dbsync-consumed");
}

/**
 * The whole-chain fill inside the demo load, before any index exists: tx_out is
 * rewritten once with the column filled, in id order as it was copied. An UPDATE
 * would leave a dead version of every spent output (nine in ten), which the index
 * builds of the same transaction still index and only a VACUUM removes: on the full
 * demo chain in PostgreSQL it took twice as long, and left the heap twice its size.
 * @returns {string[]}
 */
export function consumedByLoadStatements() {
  const columns = TABLE_COLUMNS.tx_out.join(", ");
  const fromOutputs = TABLE_COLUMNS.tx_out.map((column) => `o.${column}`).join(", ");
  return [
    `CREATE TEMP TABLE demo_tx_out_consumed AS
     SELECT ${fromOutputs}, i.tx_in_id AS consumed_by_tx_id
     FROM tx_out o LEFT JOIN tx_in i ON i.tx_out_id = o.tx_id AND i.tx_out_index = o.index
     ORDER BY o.id`,
    "TRUNCATE tx_out",
    `INSERT INTO tx_out (${columns}, consumed_by_tx_id)
     SELECT ${columns}, consumed_by_tx_id FROM demo_tx_out_consumed ORDER BY id`,
    "DROP TABLE demo_tx_out_consumed",
  ];
}

/**
 * The UPDATE marking the outputs a live block's inputs spend, run after its rows are
 * in (an input may spend an output of an earlier transaction of the same block).
 * Each output is found by db-sync's unique (tx_id, index); null without inputs.
 * @param {readonly import("./generator/row-sink.mjs").RowChunk[]} chunks the block's rows
 * @returns {string | null}
 */
export function consumedByStatementForBlock(chunks) {
  /** @type {string[]} */
  const spends = [];
  for (const chunk of chunks) {
    if (chunk.table !== "tx_in") continue;
    const column = (/** @type {string} */ name) => {
      const at = chunk.columns.indexOf(name);
      if (at < 0) throw new Error(`tx_in chunk without ${name}`);
      return at;
    };
    const [txInId, txOutId, txOutIndex] = [column("tx_in_id"), column("tx_out_id"), column("tx_out_index")];
    for (const fields of parseCsvRows(new TextDecoder().decode(chunk.csv))) {
      const values = [fields[txInId], fields[txOutId], fields[txOutIndex]];
      if (!values.every((value) => typeof value === "string" && /^\d+$/.test(value))) throw new Error(`tx_in row with a non-integer id: ${JSON.stringify(fields)}`);
      spends.push(`(${values.join(", ")})`);
    }
  }
  if (spends.length === 0) return null;
  return `UPDATE tx_out o SET consumed_by_tx_id = s.tx_in_id
FROM (VALUES ${spends.join(", ")}) AS s (tx_in_id, tx_out_id, tx_out_index)
WHERE o.tx_id = s.tx_out_id AND o.index = s.tx_out_index`;
}
