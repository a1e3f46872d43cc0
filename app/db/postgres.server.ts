// PostgreSQL (normally a cardano-db-sync database, or a replica / pooler in
// front of one) as a Db. The server enforces the time limit (statement_timeout,
// set at connect); a client-side guard a little later also covers a server that
// does not answer at all. Once the server is found gone, a circuit breaker
// (breaker.server.ts) answers every call at once until a background probe
// gets an answer again; the driver reconnects by itself, with a short fixed
// pause instead of its growing random backoff, so the explorer recovers within
// about a second of PostgreSQL coming back.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import postgres from "postgres";
import { copyStatement } from "./copy.server";
import { type Client, connectTimeoutSeconds, PREPARED, type Runner, SESSION_SETTINGS, SHARED_OPTIONS } from "./driver.server";
import { circuitBreaker } from "./breaker.server";
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import { toDbError, unavailable } from "./errors.server";
import { DEFAULT_TIMEOUT_MS, type Db, type DbCallOptions, type DbTransaction } from "./types.server";

/**
 * Every statement we send is a handful of index probes. When the planner
 * overestimates one (a busy address is db-sync's most common tx_out.address, so a
 * range on it looks like tens of thousands of rows even on a partial index holding
 * ten), its cost passes jit_above_cost and the parallel thresholds: JIT compiling
 * and starting workers then took 15–90 ms of a 0.3 ms query (3M-block chain).
 */
const SHORT_QUERY_SETTINGS = { jit: "off", max_parallel_workers_per_gather: "0" } as const;

export type PostgresDbOptions = {
  /** Per-statement time limit in ms (default 3000; 0 = none). */
  timeoutMs?: number;
  /** Pool size (default 10). */
  max?: number;
  /** Names the database in the log (the network). */
  label?: string;
  /** Pause between probes while the database is down (default 1,000 ms). */
  probeIntervalMs?: number;
};

// The server's statement_timeout answers first; this covers a silent network.
const GUARD_GRACE_MS = 1_000;
// The driver's pause before reconnecting (s). Its default grows to 20 s over an
// outage; while the breaker is open only its probe connects, so a short fixed
// pause costs the server nothing and bounds the recovery.
const RECONNECT_PAUSE_S = 0.25;
const PROBE_TIMEOUT_MS = 1_000;

export function openPostgresDb(url: string, options: PostgresDbOptions = {}): Db {
  const limit = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const sql = postgres(url, {
    ...SHARED_OPTIONS,
    max: options.max ?? 10,
    idle_timeout: 60,
    connect_timeout: connectTimeoutSeconds(limit),
    backoff: () => RECONNECT_PAUSE_S,
    connection: { ...SESSION_SETTINGS, ...SHORT_QUERY_SETTINGS, statement_timeout: limit },
  });
  // SELECT 1 needs no statement_timeout of its own: the guard alone bounds it.
  const selectOne = async (timeoutMs: number) => {
    await guard(timeoutMs, sql.unsafe("SELECT 1", [], PREPARED), 0);
  };
  const breaker = circuitBreaker({
    label: `PostgreSQL ${options.label ?? "database"}`,
    probe: () => selectOne(PROBE_TIMEOUT_MS),
    probeIntervalMs: options.probeIntervalMs,
  });

  /** Runs `fn` under the call's limit: the connection's default, or a reserved connection set to another. */
  async function call<T>(options: DbCallOptions | undefined, fn: (runner: Runner) => Promise<T>): Promise<T> {
    const own = options?.timeoutMs ?? limit;
    return breaker.run(async () => {
      try {
        return await guard(own, own === limit ? fn(sql) : withStatementTimeout(sql, own, limit, fn));
      } catch (error) {
        throw toDbError(error, own);
      }
    });
  }

  return {
    kind: "postgres",
    query: <Row>(text: string, params: readonly unknown[] = [], options?: DbCallOptions) =>
      call(options, (runner) => select<Row>(runner, text, params)),
    transaction: <T>(fn: (tx: DbTransaction) => Promise<T>, options?: DbCallOptions): Promise<T> => {
      const txLimit = options?.timeoutMs ?? limit;
      return breaker.run(() => sql.begin(async (tx) => {
        if (txLimit !== limit) await tx.unsafe(setLocal(txLimit));
        return fn({
          query: async <Row>(text: string, params: readonly unknown[] = [], own?: DbCallOptions) => {
            if (own?.timeoutMs === undefined || own.timeoutMs === txLimit) return select<Row>(tx, text, params);
            await tx.unsafe(setLocal(own.timeoutMs));
            try {
              return await select<Row>(tx, text, params);
            } finally {
              await tx.unsafe(setLocal(txLimit));
            }
          },
        });
      }).catch((error: unknown) => {
        throw toDbError(error, txLimit);
      }) as Promise<T>);
    },
    exec: (script: string, options?: DbCallOptions) =>
      call(options, async (runner) => {
        await runner.unsafe(script);
      }),
    copyFrom: async (table: string, columns: readonly string[], csv: string, options?: DbCallOptions) => {
      const statement = copyStatement(table, columns, "STDIN");
      return call(options, async (runner) => {
        await pipeline(Readable.from([csv]), await runner.unsafe(statement).writable());
      });
    },
    ping: (options?: DbCallOptions) => breaker.run(() => selectOne(options?.timeoutMs ?? limit).catch((error: unknown) => {
      throw toDbError(error);
    })),
    // Always with a timeout: end() can wait forever after a server-side disconnect (porsager/postgres#1097).
    close: () => {
      breaker.stop();
      return sql.end({ timeout: 2 });
    },
  };
}

async function select<Row>(runner: Runner, text: string, params: readonly unknown[]): Promise<Row[]> {
  const rows = await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[], PREPARED);
  return Array.from(rows) as Row[];
}

function setLocal(timeoutMs: number): string {
  return `SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`;
}

async function withStatementTimeout<T>(sql: Client, own: number, usual: number, fn: (runner: Runner) => Promise<T>): Promise<T> {
  const reserved = await sql.reserve();
  let result: T;
  try {
    await reserved.unsafe(`SET statement_timeout = ${Math.trunc(own)}`);
    result = await fn(reserved);
  } catch (error) {
    await giveBack(reserved, usual);
    throw error;
  }
  const resetError = await giveBack(reserved, usual);
  if (resetError) throw resetError;
  return result;
}

/**
 * Back to the pool only with the usual limit. A connection whose server went away
 * is not given back at all: the driver has already put it among its closed ones,
 * which it reconnects, and a release would hand it out again, dead.
 */
async function giveBack(reserved: Awaited<ReturnType<Client["reserve"]>>, usual: number): Promise<unknown> {
  const resetError = await reserved.unsafe(`SET statement_timeout = ${Math.trunc(usual)}`).then(
    () => null,
    (error: unknown) => error,
  );
  const lost = toDbError(resetError);
  if (!(lost instanceof DataSourceUnavailableError && lost.sourceDown)) reserved.release();
  return resetError;
}

// No answer at all within the limit (and the server's own statement_timeout
// did not answer first): the server or the network is gone.
function guard<T>(limit: number, promise: Promise<T>, grace = GUARD_GRACE_MS): Promise<T> {
  if (limit <= 0) return promise;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(unavailable(`no answer from PostgreSQL within ${limit + grace} ms`, undefined, true)),
      limit + grace,
    );
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}
