// @ts-check
import { afterEach, describe, expect, it } from "vitest";
import { openPostgresTarget } from "./postgres-target.mjs";

const DATABASE_URL = process.env.DATABASE_URL;

// The load holds one transaction for the whole seed (the 3M chain: most of an hour). The
// driver's default lifetime (30-60 min, PGMAX_LIFETIME in the environment) would close the
// connection between two statements and carry on in a new one, outside the transaction.
describe.skipIf(!DATABASE_URL)("the PostgreSQL load target", () => {
  const saved = process.env.PGMAX_LIFETIME;
  afterEach(() => {
    if (saved === undefined) delete process.env.PGMAX_LIFETIME;
    else process.env.PGMAX_LIFETIME = saved;
  });

  it("keeps its one connection, and the transaction on it, past the driver's lifetime", async () => {
    process.env.PGMAX_LIFETIME = "1";
    const target = await openPostgresTarget(/** @type {string} */ (DATABASE_URL));
    try {
      await target.exec("BEGIN");
      await target.exec("CREATE TEMP TABLE load_in_progress (id int)");
      const [before] = await target.query("SELECT pg_backend_pid() AS pid");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const [after] = await target.query("SELECT pg_backend_pid() AS pid, to_regclass('load_in_progress') IS NOT NULL AS \"seen\"");
      expect(after).toEqual({ pid: before?.pid, seen: true });
      await target.exec("ROLLBACK");
    } finally {
      await target.close();
    }
  });
});
