// The measurements behind ADR 003, not a test: vitest.config.ts leaves it out unless DB_BENCH=1.
//   DB_BENCH=1 [DATABASE_URL=postgres://…] npx vitest run app/data/db-bench.server.test.ts
// Prints latency of a small query, throughput with 8 callers, the main loop's
// longest gap while a ~3 s statement runs, restart times; and the same for
// PGlite on the main thread and for PostgreSQL, for comparison.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, it } from "vitest";
import { openEmbeddedDb, openPostgresDb, type Db } from "./db.server";

const ROWS = 100_000;
const SETUP = `CREATE TABLE IF NOT EXISTS bench (id int8 PRIMARY KEY, hash bytea, amount numeric, at timestamp);
  INSERT INTO bench SELECT i, sha256(i::text::bytea), i * 1000, '2026-01-01'::timestamp + i * interval '20 s'
  FROM generate_series(1, ${ROWS}) i ON CONFLICT DO NOTHING; ANALYZE bench`;
const POINT = "SELECT id, encode(hash, 'hex') AS hash, amount::text AS amount, at FROM bench WHERE id = $1";
// ~3 s of CPU on this machine (pg_sleep would not show a busy thread).
const HEAVY = "SELECT count(*) AS n FROM generate_series(1, $1::int8) a WHERE md5(a::text) LIKE 'ff%'";

type Query = (text: string, params: unknown[]) => Promise<unknown>;

async function latency(query: Query, n = 1_000) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await query(POINT, [1 + (i * 7919) % ROWS]);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(times[n / 2]!), p95: round(times[Math.floor(n * 0.95)]!) };
}

async function throughput(query: Query, callers = 8, ms = 3_000) {
  let done = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: callers }, async (_, c) => {
      for (let i = c; performance.now() < end; i += callers) {
        await query(POINT, [1 + (i * 7919) % ROWS]);
        done++;
      }
    }),
  );
  return Math.round(done / (ms / 1000));
}

async function longestGap(work: () => Promise<unknown>) {
  let last = performance.now();
  let gap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await work();
  const took = performance.now() - started;
  clearInterval(ticker);
  gap = Math.max(gap, performance.now() - last);
  return { statementMs: Math.round(took), longestGapMs: round(gap) };
}

const round = (ms: number) => Math.round(ms * 100) / 100;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("database benchmark", () => {
  it("embedded in a worker (this design)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "db-bench-"));
    dirs.push(dir);
    let started = performance.now();
    let db: Db = openEmbeddedDb({ dataDir: dir });
    await db.ping({ timeoutMs: 120_000 });
    const firstStart = performance.now() - started;
    await db.exec(SETUP, { timeoutMs: 0 });
    await db.close();
    started = performance.now();
    db = openEmbeddedDb({ dataDir: dir });
    await db.ping({ timeoutMs: 120_000 });
    const reopen = performance.now() - started;
    const query: Query = (text, params) => db.query(text, params);
    await latency(query, 200); // warm up
    const small = await latency(query);
    const qps = await throughput(query);
    const heavyN = await calibrate((n) => db.query(HEAVY, [n], { timeoutMs: 0 }));
    const busy = await longestGap(() => db.query(HEAVY, [heavyN], { timeoutMs: 0 }));
    // A statement over the limit: rejected, worker restarted, next answer.
    started = performance.now();
    await db.query(HEAVY, [heavyN], { timeoutMs: 1_000 }).catch(() => {});
    const rejectedAfter = performance.now() - started;
    started = performance.now();
    await db.query(POINT, [1], { timeoutMs: 30_000 });
    const nextAnswer = performance.now() - started;
    await db.close();
    console.log("embedded worker", {
      firstStartMs: Math.round(firstStart),
      reopenMs: Math.round(reopen),
      pointQuery: small,
      qps8Callers: qps,
      whileHeavy: busy,
      timeout: { rejectedAfterMs: Math.round(rejectedAfter), nextAnswerAfterMs: Math.round(nextAnswer) },
    });
  }, 300_000);

  it("PGlite on the main thread (what we avoid)", async () => {
    const pg = await PGlite.create();
    await pg.exec(SETUP);
    const query: Query = (text, params) => pg.query(text, params);
    await latency(query, 200);
    const small = await latency(query);
    const qps = await throughput(query);
    const heavyN = await calibrate((n) => pg.query(HEAVY, [n]));
    const busy = await longestGap(() => pg.query(HEAVY, [heavyN]));
    await pg.close();
    console.log("main-thread PGlite", { pointQuery: small, qps8Callers: qps, whileHeavy: busy });
  }, 300_000);

  it.runIf(process.env.DATABASE_URL)("PostgreSQL through the same driver", async () => {
    const db = openPostgresDb(process.env.DATABASE_URL ?? "", { timeoutMs: 0 });
    const schema = `bench_${process.pid}`;
    await db.exec(`CREATE SCHEMA ${schema}; SET search_path = ${schema}`);
    try {
      await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL search_path = ${schema}`);
        for (const statement of SETUP.split(";")) await tx.query(statement);
      });
      const query: Query = (text, params) => db.query(text.replace("FROM bench", `FROM ${schema}.bench`), params);
      await latency(query, 200);
      const small = await latency(query);
      const qps = await throughput(query);
      console.log("PostgreSQL", { pointQuery: small, qps8Callers: qps });
    } finally {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
  }, 300_000);
});

/** The HEAVY size that takes about 3 s here. */
async function calibrate(run: (n: number) => Promise<unknown>): Promise<number> {
  const probe = 300_000;
  await run(probe); // the first run is cold
  const started = performance.now();
  await run(probe);
  return Math.round((probe * 3_000) / (performance.now() - started));
}
