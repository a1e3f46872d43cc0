// The measurements behind ADR 003 (measurements, not tests): `npx vitest bench --run`,
// with DATABASE_URL set to compare PostgreSQL through the same driver. The
// embedded database in its worker thread, against PGlite on the main thread
// (what the design avoids): a point query and eight callers at once; and the
// embedded restarts.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { openEmbeddedDb, openPostgresDb, type Db } from "./db.server";

const ROWS = 100_000;
const SETUP = `CREATE TABLE IF NOT EXISTS bench (id int8 PRIMARY KEY, hash bytea, amount numeric, at timestamp);
  INSERT INTO bench SELECT i, sha256(i::text::bytea), i * 1000, '2026-01-01'::timestamp + i * interval '20 s'
  FROM generate_series(1, ${ROWS}) i ON CONFLICT DO NOTHING; ANALYZE bench`;
const POINT = "SELECT id, encode(hash, 'hex') AS hash, amount::text AS amount, at FROM bench WHERE id = $1";
// CPU-bound (pg_sleep would not show a busy thread); $1 rows take ~0.7 s here,
// ten times that overruns the limit of the restart bench.
const HEAVY = "SELECT count(*) AS n FROM generate_series(1, $1::int8) a WHERE md5(a::text) LIKE 'ff%'";
const HEAVY_ROWS = 300_000;
const POSTGRES_URL = process.env.DATABASE_URL;

type Query = (text: string, params: unknown[]) => Promise<unknown>;

const dir = mkdtempSync(path.join(os.tmpdir(), "db-bench-"));
let embedded: Db;
let mainThread: PGlite;
let postgres: Db | null = null;
const postgresSchema = `bench_${process.pid}`;
const queries: Record<"embedded" | "mainThread" | "postgres", Query> = {
  embedded: (text, params) => embedded.query(text, params, { timeoutMs: 0 }),
  mainThread: (text, params) => mainThread.query(text, params),
  postgres: (text, params) => postgres!.query(text.replace("FROM bench", `FROM ${postgresSchema}.bench`), params),
};

beforeAll(async () => {
  embedded = openEmbeddedDb({ dataDir: dir });
  await embedded.ping({ timeoutMs: 120_000 });
  await embedded.exec(SETUP, { timeoutMs: 0 });
  mainThread = await PGlite.create();
  await mainThread.exec(SETUP);
  if (POSTGRES_URL) {
    postgres = openPostgresDb(POSTGRES_URL, { timeoutMs: 0 });
    await postgres.exec(`CREATE SCHEMA ${postgresSchema}; SET search_path = ${postgresSchema}`);
    await postgres.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path = ${postgresSchema}`);
      for (const statement of SETUP.split(";")) await tx.query(statement);
    });
  }
}, 300_000);

afterAll(async () => {
  await embedded?.close();
  await mainThread?.close();
  if (postgres) {
    await postgres.exec(`DROP SCHEMA ${postgresSchema} CASCADE`);
    await postgres.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

let nextId = 0;
const pointQuery = (query: Query) => query(POINT, [1 + (nextId++ * 7919) % ROWS]);
const eightCallers = (query: Query) => Promise.all(Array.from({ length: 8 }, () => pointQuery(query)));

describe("point query by primary key, 100k rows", () => {
  bench("embedded, in a worker (this design)", () => pointQuery(queries.embedded).then(() => {}));
  bench("PGlite on the main thread", () => pointQuery(queries.mainThread).then(() => {}));
  bench.runIf(POSTGRES_URL)("PostgreSQL, same driver", () => pointQuery(queries.postgres).then(() => {}));
});

describe("8 concurrent point queries", () => {
  bench("embedded, in a worker (this design)", () => eightCallers(queries.embedded).then(() => {}));
  bench("PGlite on the main thread", () => eightCallers(queries.mainThread).then(() => {}));
  bench.runIf(POSTGRES_URL)("PostgreSQL, same driver", () => eightCallers(queries.postgres).then(() => {}));
});

describe("embedded restarts", () => {
  const once = { iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 };
  bench(
    "reopen the data directory",
    async () => {
      await embedded.close();
      embedded = openEmbeddedDb({ dataDir: dir });
      await embedded.ping({ timeoutMs: 120_000 });
    },
    once,
  );
  bench(
    "statement over a 100 ms limit: rejected, worker replaced, next answer",
    async () => {
      await embedded.query(HEAVY, [HEAVY_ROWS * 10], { timeoutMs: 100 }).catch(() => {});
      await embedded.query(POINT, [1], { timeoutMs: 120_000 });
    },
    once,
  );
});
