// COPY … FROM for bulk loads, with the table and column names checked: they are
// put into the statement, not passed as parameters.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function quoteIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`copyFrom: not a plain lower-case identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** `COPY "schema"."table" ("a", "b") FROM <source> WITH (FORMAT csv)`; CSV without a header, empty unquoted field = NULL. */
export function copyStatement(table: string, columns: readonly string[], source: string): string {
  if (columns.length === 0) throw new Error("copyFrom: no columns");
  const name = table.split(".").map(quoteIdentifier).join(".");
  return `COPY ${name} (${columns.map(quoteIdentifier).join(", ")}) FROM ${source} WITH (FORMAT csv)`;
}
