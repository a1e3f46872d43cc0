import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { loader as readyz } from "../routes/readyz";
import { lockFilePath } from "./lock.server";
import { PGLITE_BUFFERS_MB } from "../lib/runtime/memory-budget.mjs";
import { emptyEmbeddedCopy, testScratchDir } from "../../tests/support/test-chains.mjs";
import {
  closeDatabases,
  configureDatabases,
  getDb,
  openDatabases,
  openEmbeddedDb,
  openPostgresDb,
  type Db,
} from "./db.server";

// CI: postgres://postgres@127.0.0.1:5432/postgres (trust auth). Without it only
// the embedded database is tested.
const DATABASE_URL = process.env.DATABASE_URL;
const SCHEMA = `db_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

const TYPES_SQL = `
  SELECT 12345678901234567890.50::numeric AS amount, 9007199254740991::int8 AS id, count(*) AS n,
         42::int4 AS i4, 7::int2 AS i2, 1.5::float8 AS f8, true AS yes, false AS no,
         '\\xDEADbeef'::bytea AS hash, ''::bytea AS empty,
         '2026-11-22 02:51:22'::timestamp AS time, '2026-11-22 02:51:22.25'::timestamp AS fraction,
         '2026-11-22 03:51:22+01'::timestamptz AS zoned, '2026-11-22'::date AS day,
         '{"a":[1,"x",null],"b":{"c":true}}'::jsonb AS meta, 'hé ✓'::text AS label, 'v'::varchar(4) AS code,
         ARRAY[1,2]::int8[] AS ids, ARRAY['\\x01'::bytea] AS hashes, '1 day'::interval AS span,
         NULL::numeric AS null_amount, NULL::int8 AS null_id, NULL::bytea AS null_hash,
         NULL::timestamp AS null_time, NULL::jsonb AS null_meta, NULL::text AS null_label
  FROM (VALUES (1), (2)) AS v(x)`;

const TYPES_ROW = {
  amount: "12345678901234567890.50",
  id: 9007199254740991,
  n: 2,
  i4: 42,
  i2: 7,
  f8: 1.5,
  yes: true,
  no: false,
  hash: "deadbeef",
  empty: "",
  time: "2026-11-22T02:51:22Z",
  fraction: "2026-11-22T02:51:22.25Z",
  zoned: "2026-11-22T02:51:22Z",
  day: "2026-11-22",
  meta: { a: [1, "x", null], b: { c: true } },
  label: "hé ✓",
  code: "v",
  ids: [1, 2],
  hashes: ["01"],
  span: "1 day",
  null_amount: null,
  null_id: null,
  null_hash: null,
  null_time: null,
  null_meta: null,
  null_label: null,
};

const kindOf = (error: unknown) => (error instanceof DataSourceUnavailableError ? "database-unavailable" : "other");
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = testScratchDir("db-test-");
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh embedded data directory: a copy of the test cache's empty cluster (initdb takes 2-4 s, a copy's start under 1 s). */
function freshDataDir(into?: string): string {
  const { dataDir } = emptyEmbeddedCopy("db-test-", into);
  if (!into) tempDirs.push(dataDir);
  return dataDir;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

type Backend = { name: string; open: (timeoutMs?: number) => Db; enabled: boolean };
const backends: Backend[] = [
  { name: "embedded (PGlite in a worker)", open: (timeoutMs) => openEmbeddedDb({ dataDir: freshDataDir(), timeoutMs }), enabled: true },
  { name: "PostgreSQL", open: (timeoutMs) => openPostgresDb(DATABASE_URL ?? "", { timeoutMs, max: 4 }), enabled: !!DATABASE_URL },
];

describe.each(backends)("$name", ({ open, enabled }) => {
  let db: Db;
  beforeAll(async () => {
    if (!enabled) return;
    db = open();
    await db.exec(`CREATE SCHEMA ${SCHEMA}; CREATE TABLE ${SCHEMA}.item (id int8 PRIMARY KEY, name text, amount numeric)`, {
      timeoutMs: 60_000,
    });
  }, 90_000);
  afterAll(async () => {
    if (!enabled) return;
    await db.exec(`DROP SCHEMA ${SCHEMA} CASCADE`);
    await db.close();
  });

  it.runIf(enabled)("maps every type as documented, NULLs included", async () => {
    expect(await db.query(TYPES_SQL)).toEqual([TYPES_ROW]);
  });

  it.runIf(enabled)("passes parameters: numbers, text, numeric text, hex, booleans, dates, NULL", async () => {
    const rows = await db.query(
      "SELECT $1::int8 + 1 AS next, $2::text AS name, $3::numeric * 2 AS twice, decode($4, 'hex') AS raw, $5::bool AS flag, $6::timestamp AS at, $7::text IS NULL AS missing",
      [41, "pool's <b>", "0.75", "ABCD", true, new Date("2026-11-22T02:51:22Z"), null],
    );
    expect(rows).toEqual([
      { next: 42, name: "pool's <b>", twice: "1.50", raw: "abcd", flag: true, at: "2026-11-22T02:51:22Z", missing: true },
    ]);
  });

  it.runIf(enabled)("keeps SQL errors ordinary, with their SQLSTATE, and goes on", async () => {
    const syntax = await rejection(db.query("SELEC 1"));
    expect((syntax as { code?: string }).code).toBe("42601");
    expect(kindOf(syntax)).toBe("other");
    await db.query(`INSERT INTO ${SCHEMA}.item (id, name) VALUES (100, 'a')`);
    const duplicate = await rejection(db.query(`INSERT INTO ${SCHEMA}.item (id, name) VALUES (100, 'b')`));
    expect((duplicate as { code?: string }).code).toBe("23505");
    expect(kindOf(duplicate)).toBe("other");
    expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });

  it.runIf(enabled)("commits a transaction, and rolls back one that throws", async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${SCHEMA}.item (id, name) VALUES ($1, $2)`, [1, "kept"]);
      return (await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${SCHEMA}.item WHERE id = 1`))[0]!.n;
    });
    expect(result).toBe(1);
    const boom = new Error("boom");
    const error = await rejection(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${SCHEMA}.item (id, name) VALUES ($1, $2)`, [2, "dropped"]);
        throw boom;
      }),
    );
    expect(error).toBe(boom);
    const rows = await db.query(`SELECT id, name FROM ${SCHEMA}.item WHERE id IN (1, 2) ORDER BY id`);
    expect(rows).toEqual([{ id: 1, name: "kept" }]);
  });

  it.runIf(enabled)("bulk-loads CSV with copyFrom (NULLs, quotes, commas)", async () => {
    await db.copyFrom(`${SCHEMA}.item`, ["id", "name", "amount"], '10,"a, ""quoted"" name",1.5\n11,,\n');
    const rows = await db.query(`SELECT id, name, amount FROM ${SCHEMA}.item WHERE id BETWEEN 10 AND 11 ORDER BY id`);
    expect(rows).toEqual([
      { id: 10, name: 'a, "quoted" name', amount: "1.5" },
      { id: 11, name: null, amount: null },
    ]);
    await expect(db.copyFrom("item; DROP TABLE x", ["id"], "")).rejects.toThrow(/identifier/);
  });

  it.runIf(enabled)(
    "rejects a statement over the time limit as 'database unavailable', then answers again",
    async () => {
      const limited = open(300);
      try {
        await limited.exec(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}; CREATE TABLE ${SCHEMA}.kept (x int); INSERT INTO ${SCHEMA}.kept VALUES (7)`, { timeoutMs: 60_000 });
        const started = performance.now();
        const error = await rejection(limited.query("SELECT pg_sleep(5)"));
        const rejectedAfter = performance.now() - started;
        expect(error.message).toMatch(/^database unavailable: query exceeded the 300 ms time limit/);
        expect(kindOf(error)).toBe("database-unavailable");
        expect(rejectedAfter).toBeLessThan(2_000);
        // The next query succeeds within 5 s, and committed data survived.
        const next = performance.now();
        expect(await limited.query(`SELECT x FROM ${SCHEMA}.kept`, [], { timeoutMs: 5_000 })).toEqual([{ x: 7 }]);
        expect(performance.now() - next).toBeLessThan(5_000);
        // A call may ask for a longer limit.
        expect(await limited.query("SELECT pg_sleep(0.5)::text AS slept", [], { timeoutMs: 3_000 })).toEqual([{ slept: "" }]);
        // And a timeout inside a transaction rolls it back.
        const inTx = await rejection(
          limited.transaction(async (tx) => {
            await tx.query(`INSERT INTO ${SCHEMA}.kept VALUES (8)`);
            await tx.query("SELECT pg_sleep(5)");
          }),
        );
        expect(kindOf(inTx)).toBe("database-unavailable");
        expect(await limited.query(`SELECT x FROM ${SCHEMA}.kept`, [], { timeoutMs: 5_000 })).toEqual([{ x: 7 }]);
      } finally {
        await limited.close();
      }
    },
    30_000,
  );
});

describe.runIf(DATABASE_URL)("both drivers", () => {
  it("return identical rows for the same query", async () => {
    const embedded = openEmbeddedDb({ dataDir: freshDataDir() });
    const server = openPostgresDb(DATABASE_URL ?? "");
    try {
      const [a, b] = await Promise.all([embedded.query(TYPES_SQL, [], { timeoutMs: 60_000 }), server.query(TYPES_SQL)]);
      expect(a).toEqual(b);
    } finally {
      await Promise.all([embedded.close(), server.close()]);
    }
  }, 60_000);

  it("PostgreSQL recovers by itself after its connections are killed", async () => {
    const db = openPostgresDb(DATABASE_URL ?? "", { max: 2 });
    const admin = postgres(DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    try {
      await db.query("SELECT 1");
      // Only this database's: a server or worker of the same machine on another database must not be hit.
      await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                  WHERE application_name = 'prime-explorer' AND datname = current_database() AND pid <> pg_backend_pid()`;
      const failure = await rejection(db.query("SELECT 1")).catch(() => null);
      if (failure) expect(kindOf(failure)).toBe("database-unavailable");
      // A failure opens the breaker (503 at once) until its background probe
      // answers, about a second later: the same Db answers again by itself.
      const started = Date.now();
      let answer: unknown = null;
      while (answer === null && Date.now() - started < 8_000) {
        answer = await db.query("SELECT 2 AS two").catch((error: unknown) => {
          expect(kindOf(error)).toBe("database-unavailable");
          return new Promise((resolve) => setTimeout(() => resolve(null), 100));
        });
      }
      expect(answer).toEqual([{ two: 2 }]);
    } finally {
      await Promise.all([db.close(), admin.end()]);
    }
  }, 15_000);

  it("a backend killed mid-statement, in a transaction or under its own time limit, ends neither the process nor the pool", async () => {
    // Both paths send one more small statement on the dead connection (ROLLBACK;
    // the time-limit reset): the driver's unpatched write from setImmediate ended
    // the process there (driver-patch.server.test.ts).
    const db = openPostgresDb(DATABASE_URL ?? "", { max: 2, probeIntervalMs: 100 });
    const admin = postgres(DATABASE_URL ?? "", { max: 1, onnotice: () => {} });
    const killSleepers = async () => {
      for (let tries = 0; tries < 50; tries++) {
        const [row] = await admin`SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
          WHERE application_name = 'prime-explorer' AND datname = current_database() AND query LIKE 'SELECT pg_sleep(%'`;
        if (row?.killed) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("no sleeping backend to kill");
    };
    try {
      // Each call's rejection is taken at once: the kill can fail it while killSleepers still polls.
      const inTransaction = rejection(db.transaction((tx) => tx.query("SELECT pg_sleep(5)")));
      await killSleepers();
      expect(kindOf(await inTransaction)).toBe("database-unavailable");
      await waitForAnswer(db);
      const ownLimit = rejection(db.query("SELECT pg_sleep(5)", [], { timeoutMs: 8_000 }));
      await killSleepers();
      expect(kindOf(await ownLimit)).toBe("database-unavailable");
      // Every connection of the pool serves again.
      await waitForAnswer(db);
      expect(await Promise.all([db.query("SELECT 1 AS one"), db.query("SELECT 1 AS one"), db.query("SELECT 1 AS one")])).toEqual([
        [{ one: 1 }],
        [{ one: 1 }],
        [{ one: 1 }],
      ]);
    } finally {
      await Promise.all([db.close(), admin.end()]);
    }
  }, 20_000);
});

/** Asks until the Db answers (its breaker closes after a probe), at most 8 s. */
async function waitForAnswer(db: Db): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 8_000) {
    if (await db.query("SELECT 1").then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the database did not answer again within 8 s");
}

describe("embedded database", () => {
  let db: Db;
  beforeAll(async () => {
    db = openEmbeddedDb(); // in memory, as tests of other modules may use it
    await db.ping({ timeoutMs: 60_000 });
  }, 60_000);
  afterAll(() => db.close());

  it("starts PGlite with the buffers the memory budget names, not PostgreSQL's 128 MB", async () => {
    const [row] = await db.query<{ shared: string; maintenance: string }>(
      "SELECT current_setting('shared_buffers') AS shared, current_setting('maintenance_work_mem') AS maintenance",
    );
    expect(row).toEqual({ shared: `${PGLITE_BUFFERS_MB.sharedBuffers}MB`, maintenance: `${PGLITE_BUFFERS_MB.maintenanceWorkMem}MB` });
  });

  it("keeps the main event loop answering while a long statement runs", async () => {
    // The statement runs in the worker thread: this thread's loop waits, idle,
    // meanwhile (a statement run here would keep it busy, utilization near 1). A busy
    // machine delays timers but does not make an idle loop busy.
    const before = performance.eventLoopUtilization();
    const started = performance.now();
    await db.query("SELECT pg_sleep(1.5)");
    const during = performance.eventLoopUtilization(before);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(during.utilization, JSON.stringify(during)).toBeLessThan(0.5);
  });

  it("queues concurrent callers and serves them in order", async () => {
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => db.query<{ i: number }>("SELECT $1::int4 AS i", [i]).then(([row]) => order.push(row!.i))),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives a caller stuck behind a long statement its 503 after one time limit", async () => {
    const slow = db.query("SELECT pg_sleep(1)");
    const error = await rejection(db.query("SELECT 1", [], { timeoutMs: 200 }));
    expect(error.message).toMatch(/^database unavailable: .* within 200 ms/);
    await slow;
  });

  it("refuses a second open of a locked directory, and close() releases the lock and the worker", async () => {
    const dir = freshDataDir();
    const owner = openEmbeddedDb({ dataDir: dir });
    await owner.ping({ timeoutMs: 60_000 });
    expect(() => openEmbeddedDb({ dataDir: dir })).toThrow(/database unavailable: .* in use/);
    await owner.close();
    expect(existsSync(lockFilePath(dir))).toBe(false);
    expect((await rejection(owner.query("SELECT 1"))).message).toMatch(/closed/);
    await openEmbeddedDb({ dataDir: dir }).close();
  }, 60_000);
});

describe("unreachable PostgreSQL", () => {
  it("rejects with 'database unavailable'", async () => {
    const db = openPostgresDb("postgres://postgres@127.0.0.1:9/none", { timeoutMs: 1_000 });
    try {
      const error = await rejection(db.ping());
      expect(error.message).toMatch(/^database unavailable: .*ECONNREFUSED/);
      expect(kindOf(error)).toBe("database-unavailable");
    } finally {
      await db.close();
    }
  });
});

describe("an embedded worker that dies on its own (issue 12)", () => {
  it("is replaced like a terminated one: the next call gets a fresh worker", async () => {
    // A project root whose worker is the real one, ending itself when the test asks
    // (once it has served), saying so first. Not on a timer: on a busy machine a
    // worker's cold start outlasted its 300 ms, and every new one died before serving.
    const root = mkdtempSync(path.join(os.tmpdir(), "dying-worker-"));
    const real = path.resolve("app/db/pglite-worker.mjs");
    const ask = path.join(root, "end-now");
    const ended = path.join(root, "ended");
    mkdirSync(path.join(root, "app/db"), { recursive: true });
    writeFileSync(
      path.join(root, "app/db/pglite-worker.mjs"),
      [
        `import { existsSync, renameSync, writeFileSync } from "node:fs";`,
        `await import(${JSON.stringify(real)});`,
        `const poll = setInterval(() => {`,
        `  if (!existsSync(${JSON.stringify(ask)})) return;`,
        `  clearInterval(poll);`,
        // Only this worker ends: the next one starts without the request.
        `  renameSync(${JSON.stringify(ask)}, ${JSON.stringify(`${ask}.done`)});`,
        `  writeFileSync(${JSON.stringify(ended)}, "");`,
        `  process.exit(3);`,
        `}, 20);`,
        "",
      ].join("\n"),
    );
    const db = openEmbeddedDb({ projectRoot: root, dataDir: freshDataDir(), timeoutMs: 30_000 });
    try {
      expect(await db.query<{ n: number }>("SELECT 1::int4 AS n")).toEqual([{ n: 1 }]);
      writeFileSync(ask, "");
      while (!existsSync(ended)) await new Promise((resolve) => setTimeout(resolve, 20));
      // Its exit reaches this thread as an event, later on a busy machine: a call in
      // between meets the dead socket and is answered 'unavailable' (never hangs); the
      // calls after the event get a fresh worker.
      let answer: unknown = null;
      const deadline = Date.now() + 60_000;
      while (answer === null && Date.now() < deadline) {
        try {
          answer = await db.query<{ n: number }>("SELECT 2::int4 AS n");
        } catch (error) {
          expect(error).toBeInstanceOf(DataSourceUnavailableError);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      expect(answer).toEqual([{ n: 2 }]);
    } finally {
      await db.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("an embedded database restarting under load (issue 12)", () => {
  it("answers every call with rows or DataSourceUnavailableError, leaves no rejection unhandled, and answers again", async () => {
    // A tiny limit: statements overrun, the worker is terminated and replaced again and again.
    const db = openEmbeddedDb({ dataDir: freshDataDir(), timeoutMs: 15 });
    try {
      await db.ping({ timeoutMs: 60_000 });
      const outcomes = { rows: 0, unavailable: 0 };
      const until = performance.now() + 1_500;
      await Promise.all(
        Array.from({ length: 8 }, async (_, client) => {
          for (let i = client; performance.now() < until; i++) {
            try {
              await db.query(i % 2 ? "SELECT pg_sleep(0.03)" : "SELECT 1");
              outcomes.rows++;
            } catch (error) {
              expect(error).toBeInstanceOf(DataSourceUnavailableError);
              outcomes.unavailable++;
            }
          }
        }),
      );
      expect(outcomes.unavailable).toBeGreaterThan(0);
      expect(await db.query("SELECT 1 AS n", [], { timeoutMs: 60_000 })).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  }, 90_000);
});

describe("PostgreSQL that stops answering (issue 12)", () => {
  it("after the first call finds it gone, every call and ping answers at once instead of at the time limit", async () => {
    // Accepts connections and never says a word: a dead host behind a live network path.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const db = openPostgresDb(`postgres://postgres@127.0.0.1:${port}/none`, { timeoutMs: 300 });
    try {
      const first = await rejection(db.query("SELECT 1"));
      expect(first).toBeInstanceOf(DataSourceUnavailableError);
      for (const call of [() => db.query("SELECT 1"), () => db.ping(), () => db.transaction(async () => 1)]) {
        const started = performance.now();
        const error = await rejection(call());
        expect(error).toBeInstanceOf(DataSourceUnavailableError);
        expect(error.message).toMatch(/known to be down/);
        expect(performance.now() - started).toBeLessThan(100);
      }
    } finally {
      await db.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("configured databases and /readyz", () => {
  afterAll(() => closeDatabases());

  // The readiness ping has the query time limit: a generous one, since a busy machine
  // may take seconds to answer a ping through the embedded database's worker thread.
  // The network that is down fails by itself (nothing listens on port 9: refused at once).
  const PING_LIMIT_MS = 30_000;

  it("answers 503 naming the failing network, then 200 once both answer", async () => {
    const root = tempDir();
    freshDataDir(path.join(root, "mainnet"));
    freshDataDir(path.join(root, "testnet"));
    configureDatabases({
      databaseUrlMainnet: DATABASE_URL ?? null,
      databaseUrlTestnet: "postgres://postgres@127.0.0.1:9/none",
      queryTimeoutMs: PING_LIMIT_MS,
      dataRoot: root,
    });
    expect(getDb("mainnet")).toBe(getDb("mainnet"));
    expect(await openDatabases()).toMatchObject({ mainnet: "ok", testnet: expect.stringMatching(/database unavailable/) });
    const down = await readyz();
    expect(down.status).toBe(503);
    expect(down.headers.get("Retry-After")).toBe("5");
    // No replica here: the lag is null on a primary and on the embedded database.
    expect(await down.json()).toEqual({
      status: "unavailable",
      databases: { mainnet: "ok", testnet: "unavailable" },
      lag: { mainnet: null, testnet: null },
      streams: { open: 0, max: 5_000 },
      memory: expect.objectContaining({ rssMb: expect.any(Number), budgetMb: 64 }),
    });

    await closeDatabases();
    configureDatabases({ databaseUrlMainnet: DATABASE_URL ?? null, databaseUrlTestnet: DATABASE_URL ?? null, queryTimeoutMs: PING_LIMIT_MS, dataRoot: root });
    if (!DATABASE_URL) await openDatabases(); // embedded: wait out the cold start
    const up = await readyz();
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({
      status: "ready",
      databases: { mainnet: "ok", testnet: "ok" },
      lag: { mainnet: null, testnet: null },
      streams: { open: 0, max: 5_000 },
      memory: expect.objectContaining({ rssMb: expect.any(Number), budgetMb: 64 }),
    });
  }, 300_000);
});
