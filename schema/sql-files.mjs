// @ts-check
// The SQL files of schema/, read once and cut into single statements (so each
// runs on its own: PostgreSQL refuses CREATE INDEX CONCURRENTLY inside a
// multi-statement string, and a failing statement is named in the error).
import { readFileSync } from "node:fs";

/** @typedef {"dbsync-subset" | "dbsync-13.7" | "dbsync-constraints" | "dbsync-indexes" | "dbsync-consumed" | "explorer"} SchemaFile */

/** @type {Map<SchemaFile, string[]>} */
const cache = new Map();

/**
 * The statements of one schema file, in order, without comments.
 * @param {SchemaFile} name
 * @returns {string[]}
 */
export function schemaStatements(name) {
  let statements = cache.get(name);
  if (!statements) {
    const text = readFileSync(new URL(`./${name}.sql`, import.meta.url), "utf8");
    statements = splitSqlStatements(text);
    cache.set(name, statements);
  }
  return statements;
}

/**
 * Cuts SQL text at semicolons that end a line, after dropping `--` comment lines;
 * a dollar-quoted body (`DO $name$ … $name$`) stays whole. Enough for our schema
 * files, which hold no string literals with a line-ending semicolon.
 * @param {string} text
 * @returns {string[]}
 */
export function splitSqlStatements(text) {
  /** @type {string[]} */
  const statements = [];
  let current = "";
  /** @type {string | null} */
  let openQuote = null;
  for (const line of text.split("\n")) {
    if (openQuote === null && line.trim().startsWith("--")) continue;
    for (const [tag] of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (openQuote === null) openQuote = tag;
      else if (tag === openQuote) openQuote = null;
    }
    current += `${line}\n`;
    if (openQuote === null && /;[ \t]*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, "").trim());
      current = "";
    }
  }
  statements.push(current.trim());
  return statements.filter((statement) => statement.length > 0);
}
