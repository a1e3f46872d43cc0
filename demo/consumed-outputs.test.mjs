// @ts-check
// The consumed_by_tx_id fill for a database that has its indexes already (the SQL the
// README tells operators to run), on a copy of the test chain with the column emptied first.
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testChainCopy } from "../tests/support/test-chains.mjs";
import { consumedByStatements } from "./consumed-outputs.mjs";
import { PGDATA_DIR } from "./ensure-demo-chains.mjs";
import { CHAIN_CHECKS } from "./test/chain-invariants.mjs";

const CONSUMED_CHECK = CHAIN_CHECKS.find((check) => check.name.startsWith("consumed_by_tx_id"));

describe("consumedByStatements", () => {
  /** @type {ReturnType<typeof testChainCopy>} */
  let copy;
  /** @type {PGlite} */
  let db;
  beforeAll(async () => {
    copy = testChainCopy("testnet", "prime-consumed-");
    db = new PGlite(join(copy.dataDir, PGDATA_DIR));
  }, 300_000);
  afterAll(async () => {
    await db?.close();
    copy?.remove();
  });
  const query = async (/** @type {string} */ sql) => /** @type {Record<string, unknown>[]} */ ((await db.query(sql)).rows);

  it("fills an emptied column as consumed tracking would, and a second run changes nothing", async () => {
    if (!CONSUMED_CHECK) throw new Error("the consumed_by_tx_id invariant is missing");
    const ctx = /** @type {any} */ ({});
    expect(await CONSUMED_CHECK.run(query, ctx)).toEqual([]);
    const { affectedRows: emptied } = await db.query("UPDATE tx_out SET consumed_by_tx_id = NULL WHERE consumed_by_tx_id IS NOT NULL");
    expect(emptied).toBeGreaterThan(0);
    expect(await CONSUMED_CHECK.run(query, ctx)).not.toEqual([]);

    const affected = async () => {
      let rows = 0;
      for (const statement of consumedByStatements()) rows += (await db.query(statement)).affectedRows ?? 0;
      return rows;
    };
    expect(await affected()).toBe(emptied);
    expect(await CONSUMED_CHECK.run(query, ctx)).toEqual([]);
    expect(await affected()).toBe(0);
  }, 120_000);
});
