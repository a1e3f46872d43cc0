// @ts-check
import { describe, expect, it } from "vitest";
import { splitSqlStatements } from "./sql-files.mjs";

describe("schema files", () => {
  it("cut into statements at line-ending semicolons, without comments", () => {
    expect(splitSqlStatements("-- note\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n")).toEqual([
      "CREATE TABLE a (x int)",
      "CREATE INDEX i ON a (x)",
    ]);
  });

  it("keep a dollar-quoted block whole, semicolons and comment lines inside it included", () => {
    const block = "DO $t$\nBEGIN\n  -- inside\n  CREATE EXTENSION e;\nEXCEPTION WHEN OTHERS THEN NULL;\nEND\n$t$";
    expect(splitSqlStatements(`CREATE TABLE a (x int);\n${block};\nCREATE INDEX i ON a (x);`)).toEqual([
      "CREATE TABLE a (x int)",
      block,
      "CREATE INDEX i ON a (x)",
    ]);
  });
});
