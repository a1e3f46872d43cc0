// @ts-check
// The SQL files of demo/schema, read once and cut into single statements (so each
// runs on its own: PostgreSQL refuses CREATE INDEX CONCURRENTLY inside a
// multi-statement string, and a failing statement is named in the error).
import { readFileSync } from "node:fs";

/** @typedef {"dbsync-subset" | "dbsync-constraints" | "dbsync-indexes" | "explorer"} SchemaFile */

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
    const text = readFileSync(new URL(`./schema/${name}.sql`, import.meta.url), "utf8");
    statements = splitSqlStatements(text);
    cache.set(name, statements);
  }
  return statements;
}

/**
 * Cuts SQL text at semicolons that end a line, after dropping `--` comment lines.
 * Enough for our schema files, which hold no functions or string literals with
 * a line-ending semicolon.
 * @param {string} text
 * @returns {string[]}
 */
export function splitSqlStatements(text) {
  const code = text
    .split("\n")
    .filter((line) => !line.trim().startsWith("--"))
    .join("\n");
  return code
    .split(/;[ \t]*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
