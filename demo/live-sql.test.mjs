// @ts-check
// Live blocks are written as INSERT scripts: every CSV field the generator writes must
// come back as the same value, NULL and the empty string kept apart.
import { describe, expect, it } from "vitest";
import { csvLine, Json, Timestamp } from "./generator/csv.mjs";
import { insertStatement, parseCsvRows } from "./live-sql.mjs";
import { openEmptyPglite } from "../tests/support/test-chains.mjs";

const TRICKY = ["", "plain", 'say "hi"', "a,b", "two\nlines", "back\\slash", "it's", "\u202Eevil\u200B", "<script>alert(1)</script>"];

describe("CSV fields back to values", () => {
  it("reads every field csvLine writes", () => {
    const csv = TRICKY.map((text) => csvLine([1, text, null, 5n, true])).join("");
    expect(parseCsvRows(csv)).toEqual(TRICKY.map((text) => ["1", text, null, "5", "t"]));
  });
});

describe("INSERT statements", () => {
  it("store the same values COPY would", async () => {
    const { db, dispose } = openEmptyPglite("prime-live-sql-");
    await db.exec("CREATE TABLE t (id bigint, label varchar, missing text, hash bytea, at timestamp, doc jsonb)");
    const rows = TRICKY.map((text, i) => [i, text, null, Buffer.from([i, 255]), new Timestamp(Date.UTC(2026, 10, 22, 0, 0, i)), new Json({ text })]);
    const csv = rows.map((row) => csvLine(row)).join("");
    await db.exec(insertStatement("t", ["id", "label", "missing", "hash", "at", "doc"], csv));
    await db.exec("CREATE TABLE c (LIKE t)");
    await db.query("COPY c FROM '/dev/blob' WITH (FORMAT csv)", [], { blob: new Blob([csv]) });
    const read = (/** @type {string} */ table) => db.query(`SELECT id, label, missing, encode(hash, 'hex') AS hash, at::text AS at, doc FROM ${table} ORDER BY id`);
    const [inserted, copied] = [await read("t"), await read("c")];
    expect(inserted.rows).toHaveLength(TRICKY.length);
    expect(inserted.rows).toEqual(copied.rows);
    expect(inserted.rows.map((row) => /** @type {any} */ (row).label)).toEqual(TRICKY);
    await dispose();
    // A PGlite compiles its WebAssembly first: seconds on a busy 2-core machine
    // (the default 5 s timed out once in a full CI run).
  }, 30_000);

  it("refuses a table or column name that is not a plain identifier", () => {
    expect(() => insertStatement("t; DROP TABLE block", ["id"], "1\n")).toThrow(/identifier/);
    expect(() => insertStatement("t", ['id"'], "1\n")).toThrow(/identifier/);
  });
});
