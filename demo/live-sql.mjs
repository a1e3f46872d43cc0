// @ts-check
// A live block as one SQL script of plain INSERTs, so that the server writes it through
// the same one-statement-script call (Db.exec) on the embedded database and on
// PostgreSQL. A script of several statements sent as one simple query runs as one
// implicit transaction: a block is stored whole or not at all.

/**
 * Fields of our generator's CSV (demo/generator/csv.mjs): text quoted with "" doubling
 * and possibly spanning lines; an unquoted empty field is NULL.
 * @param {string} csv
 * @returns {(string | null)[][]}
 */
export function parseCsvRows(csv) {
  /** @type {(string | null)[][]} */
  const rows = [];
  /** @type {(string | null)[]} */
  let row = [];
  let i = 0;
  while (i < csv.length) {
    let value;
    if (csv[i] === '"') {
      let text = "";
      i++;
      for (;;) {
        const quote = csv.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted CSV field");
        text += csv.slice(i, quote);
        if (csv[quote + 1] === '"') {
          text += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      value = text;
    } else {
      let end = i;
      while (end < csv.length && csv[end] !== "," && csv[end] !== "\n") end++;
      value = end === i ? null : csv.slice(i, end);
      i = end;
    }
    row.push(value);
    if (csv[i] === ",") {
      i++;
    } else {
      rows.push(row);
      row = [];
      i++;
    }
  }
  return rows;
}

/** @param {string | null} value an SQL literal; PostgreSQL casts it to the column's type */
function literal(value) {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * @param {string} table
 * @param {readonly string[]} columns
 * @param {string} csv
 */
export function insertStatement(table, columns, csv) {
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`not a plain identifier: ${JSON.stringify(name)}`);
  }
  const rows = parseCsvRows(csv).map((fields) => {
    if (fields.length !== columns.length) throw new Error(`${table}: ${fields.length} fields for ${columns.length} columns`);
    return `(${fields.map(literal).join(", ")})`;
  });
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${rows.join(",\n")}`;
}

/**
 * One or more whole live blocks as one script (run it in one call: one transaction).
 * @param {readonly import("./live-chain.mjs").LiveBlock[]} blocks
 */
export function liveBlocksScript(blocks) {
  const statements = blocks.flatMap((block) => [
    ...block.chunks.map((chunk) => insertStatement(chunk.table, chunk.columns, Buffer.from(chunk.csv).toString("utf8"))),
    ...block.statements,
  ]);
  return `${statements.join(";\n")};`;
}
