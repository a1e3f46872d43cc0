import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORKER_PATH } from "./embedded.server";
import { PGLITE_BUFFERS_MB } from "../lib/runtime/memory-budget.mjs";

// The worker on its own: one connection at a time, and nothing of a closed
// connection (transaction, prepared statements, settings) reaches the next.
describe("pglite-worker.mjs", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "db-worker-test-"));
  const socketPath = path.join(dir, ".s.PGSQL.5432");
  const connect = () =>
    postgres({ path: socketPath, max: 1, user: "postgres", pass: "", database: "postgres", ssl: false, onnotice: () => {} });
  let worker: Worker;
  const messages: Array<{ type: string; id?: number; error?: { message: string; code?: string } }> = [];
  const answer = (id: number) =>
    new Promise<(typeof messages)[number]>((resolve) => {
      const found = () => messages.find((m) => m.id === id);
      const poll = setInterval(() => found() && (clearInterval(poll), resolve(found()!)), 5);
    });

  beforeAll(async () => {
    worker = new Worker(path.resolve(WORKER_PATH), { workerData: { dataDir: null, socketPath, extensions: ["pg_trgm"], buffersMb: PGLITE_BUFFERS_MB } });
    worker.on("message", (message) => messages.push(message));
    await new Promise((resolve) => worker.once("message", resolve));
  }, 60_000);
  afterAll(async () => {
    await worker.terminate();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves a second connection only after the first closes, with a clean session", async () => {
    const first = connect();
    await first.unsafe("CREATE EXTENSION pg_trgm");
    expect(await first.unsafe("SELECT similarity('abc', 'abd') > 0 AS similar, $1::int AS x", [1], { prepare: true })).toEqual([
      { similar: true, x: 1 },
    ]);
    await first.unsafe("BEGIN");
    await first.unsafe("CREATE TABLE left_open (x int)");
    await first.unsafe("SET TimeZone = 'Europe/Paris'");

    const second = connect();
    let answered = false;
    const seen = second
      .unsafe(
        `SELECT (SELECT count(*) FROM pg_prepared_statements)::int AS prepared, current_setting('TimeZone') AS tz,
                to_regclass('left_open') IS NULL AS rolled_back`,
        [],
        { prepare: true },
      )
      .then((rows) => ((answered = true), rows));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    await first.end({ timeout: 1 });
    expect(await seen).toEqual([{ prepared: 1, tz: "UTC", rolled_back: true }]);
    await second.end({ timeout: 1 });
  });

  it("loads CSV by command and reports SQL errors as data", async () => {
    const client = connect();
    await client.unsafe("CREATE TABLE loaded (x int, s text)");
    worker.postMessage({ type: "copy", id: 1, sql: "COPY loaded (x, s) FROM '/dev/blob' WITH (FORMAT csv)", csv: '1,"a,b"\n2,\n' });
    expect(await answer(1)).toEqual({ type: "done", id: 1 });
    expect(await client.unsafe("SELECT x, s FROM loaded ORDER BY x")).toEqual([
      { x: 1, s: "a,b" },
      { x: 2, s: null },
    ]);
    worker.postMessage({ type: "copy", id: 2, sql: "COPY missing (x) FROM '/dev/blob' WITH (FORMAT csv)", csv: "1\n" });
    expect((await answer(2)).error).toMatchObject({ code: "42P01" });
    await client.end({ timeout: 1 });
  });
});
