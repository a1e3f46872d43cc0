// The embedded database (PGlite) as a Db, run off the main thread (ADR 003):
// a worker thread (app/db/pglite-worker.mjs) serves PGlite on a private unix
// socket and this module talks to it through the `postgres` driver, so rows
// are parsed exactly as from PostgreSQL.
//
// PGlite runs one statement at a time and cannot cancel one, so calls wait in
// a queue here and run one by one; a statement over its time limit gets its
// error at once, the worker is terminated and a fresh one reopens the data
// directory (committed data survives) before the next call runs.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import postgres from "postgres";
import { type Client, connectTimeoutSeconds, PREPARED, type Runner, SESSION_SETTINGS, SHARED_OPTIONS } from "./driver.server";
import { timeLimitExceeded, toDbError, unavailable } from "./errors.server";
import { copyStatement } from "./copy.server";
import { lockDataDir } from "./lock.server";
import { PGLITE_BUFFERS_MB } from "../lib/runtime/memory-budget.mjs";
import { WorkerCommands } from "./worker-commands.server";
import { DEFAULT_TIMEOUT_MS, type Db, type DbCallOptions, type DbTransaction } from "./types.server";

export type EmbeddedDbOptions = {
  /** The directory this database owns (PGlite files in `pgdata/`, lock in `.lock`); none = in memory, for tests. */
  dataDir?: string | null;
  /** Per-statement time limit in ms (default 3000; 0 = none). */
  timeoutMs?: number;
  /** Where `app/db/pglite-worker.mjs` is found (default: the working directory). */
  projectRoot?: string;
  /** PGlite contrib extensions to offer to CREATE EXTENSION, e.g. ["pg_trgm"]. */
  extensions?: readonly string[];
  /** How long starting the worker may take (initdb on a busy machine: ~12 s). */
  openTimeoutMs?: number;
};

export const WORKER_PATH = "app/db/pglite-worker.mjs";
const OPEN_TIMEOUT_MS = 60_000;
const CLOSE_GRACE_MS = 5_000;
// After a failed start, calls fail fast for this long instead of each starting a worker.
const RETRY_AFTER_MS = 1_000;

type Session = { worker: Worker; sql: Client; socketPath: string; commands: WorkerCommands };
/** Races a statement against a time limit (the call's, unless a statement in a transaction sets its own). */
type Timed = <R>(promise: Promise<R>, limit?: number) => Promise<R>;
type Work<T> = (session: Session, timed: Timed) => Promise<T>;
type Job = {
  work: Work<unknown>;
  limit: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
  waitTimer?: NodeJS.Timeout;
};

/** Opens (lazily: the worker starts with the first call) an embedded database. Throws if the data dir is locked. */
export function openEmbeddedDb(options: EmbeddedDbOptions = {}): Db {
  return new EmbeddedDb(options);
}

class EmbeddedDb implements Db {
  readonly kind = "embedded" as const;
  readonly #limit: number;
  readonly #pgDir: string | null;
  readonly #workerPath: string;
  readonly #extensions: string[];
  readonly #openTimeoutMs: number;
  readonly #socketDir: string;
  readonly #releaseLock: (() => void) | null;
  #jobs: Job[] = [];
  #running = false;
  #session: Promise<Session> | null = null;
  #live: Session | null = null;
  #stopping: Promise<void> = Promise.resolve();
  #lastFailure: { at: number; error: unknown } | null = null;
  #closing: Promise<void> | null = null;

  constructor(options: EmbeddedDbOptions) {
    this.#limit = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#pgDir = options.dataDir ? path.join(options.dataDir, "pgdata") : null;
    this.#workerPath = path.resolve(options.projectRoot ?? process.cwd(), WORKER_PATH);
    this.#extensions = [...(options.extensions ?? [])];
    this.#openTimeoutMs = options.openTimeoutMs ?? OPEN_TIMEOUT_MS;
    this.#releaseLock = options.dataDir ? lockDataDir(options.dataDir) : null;
    // A private (0700) directory: nobody else on the machine can connect.
    this.#socketDir = mkdtempSync(path.join(os.tmpdir(), "prime-explorer-db-"));
  }

  query<Row>(text: string, params: readonly unknown[] = [], options?: DbCallOptions): Promise<Row[]> {
    return this.#enqueue(options, ({ sql }, timed) => runQuery<Row>(sql, text, params, timed));
  }

  transaction<T>(fn: (tx: DbTransaction) => Promise<T>, options?: DbCallOptions): Promise<T> {
    return this.#enqueue(options, ({ sql }, timed) =>
      sql.begin((tx) =>
        fn({ query: (text, params = [], own) => runQuery(tx, text, params, (promise) => timed(promise, own?.timeoutMs)) }),
      ),
    ) as Promise<T>;
  }

  exec(script: string, options?: DbCallOptions): Promise<void> {
    return this.#enqueue(options, async ({ sql }, timed) => {
      await timed(sql.unsafe(script));
    });
  }

  async copyFrom(table: string, columns: readonly string[], csv: string, options?: DbCallOptions): Promise<void> {
    // Through the worker, not the socket: PGlite reads the rows from a blob.
    const statement = copyStatement(table, columns, "'/dev/blob'");
    return this.#enqueue(options, async (session, timed) => {
      await timed(session.commands.send({ type: "copy", sql: statement, csv }));
    });
  }

  async ping(options?: DbCallOptions): Promise<void> {
    await this.query("SELECT 1", [], options);
  }

  close(): Promise<void> {
    this.#closing ??= this.#shutDown();
    return this.#closing;
  }

  #enqueue<T>(options: DbCallOptions | undefined, work: Work<T>): Promise<T> {
    if (this.#closing) return Promise.reject(unavailable("the embedded database is closed"));
    const limit = options?.timeoutMs ?? this.#limit;
    return new Promise<T>((resolve, reject) => {
      const job: Job = { work, limit, resolve: resolve as (value: unknown) => void, reject, settled: false };
      if (limit > 0) {
        // Waiting counts too: a caller behind a stuck statement or a restart gets
        // its 503 after one time limit instead of hanging.
        job.waitTimer = setTimeout(() => settle(job, unavailable(`the embedded database did not get to this query within ${limit} ms`)), limit);
      }
      this.#jobs.push(job);
      void this.#pump();
    });
  }

  async #pump(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (let job = this.#jobs.shift(); job; job = this.#jobs.shift()) {
        if (!job.settled) await this.#run(job);
      }
    } finally {
      this.#running = false;
    }
  }

  async #run(job: Job): Promise<void> {
    let session: Session;
    try {
      session = await this.#ready();
    } catch (error) {
      settle(job, toDbError(error));
      return;
    }
    clearTimeout(job.waitTimer);
    if (job.settled) return;
    let timedOut: Error | null = null;
    const timed: Timed = <R>(promise: Promise<R>, limit = job.limit): Promise<R> => {
      if (limit <= 0) return promise;
      return new Promise<R>((resolve, reject) => {
        const timer = setTimeout(() => {
          timedOut ??= timeLimitExceeded(limit);
          settle(job, timedOut);
          reject(timedOut);
          this.#restart(session);
        }, limit);
        promise.then(
          (value) => (clearTimeout(timer), resolve(value)),
          (error) => (clearTimeout(timer), reject(error)),
        );
      });
    };
    try {
      settle(job, null, await job.work(session, timed));
    } catch (error) {
      settle(job, timedOut ?? toDbError(error));
    }
  }

  /** The running session, starting one when there is none (after a previous one has fully stopped). */
  #ready(): Promise<Session> {
    if (this.#session) return this.#session;
    const failure = this.#lastFailure;
    if (failure && Date.now() - failure.at < RETRY_AFTER_MS) return Promise.reject(failure.error);
    const starting = this.#start();
    this.#session = starting;
    starting.then(
      (session) => {
        this.#live = session;
        this.#lastFailure = null;
      },
      (error) => {
        if (this.#session === starting) this.#session = null;
        this.#lastFailure = { at: Date.now(), error };
      },
    );
    return starting;
  }

  async #start(): Promise<Session> {
    await this.#stopping; // never two PGlite instances on one directory
    const socketPath = path.join(this.#socketDir, ".s.PGSQL.5432");
    const worker = new Worker(this.#workerPath, {
      workerData: { dataDir: this.#pgDir, socketPath, extensions: this.#extensions, buffersMb: PGLITE_BUFFERS_MB },
    });
    const commands = new WorkerCommands(worker);
    try {
      await commands.ready(this.#openTimeoutMs);
    } catch (error) {
      await worker.terminate();
      throw unavailable(`the embedded database did not start: ${(error as Error).message}`, error);
    }
    const sql = postgres({
      ...SHARED_OPTIONS,
      path: socketPath,
      host: "localhost",
      user: "postgres",
      pass: "",
      database: "postgres",
      ssl: false,
      max: 1, // PGlite is one session
      idle_timeout: 0,
      max_lifetime: 0,
      connect_timeout: connectTimeoutSeconds(this.#limit),
      connection: SESSION_SETTINGS,
    });
    // The driver fetches the array types on a new connection in a promise nobody
    // awaits (postgres.js connection.js fetchArrayTypes); a restart that destroyed
    // the connection during that fetch was an unhandled rejection that ended the
    // server. So the connection is opened and its types fetched here, with no
    // time limit, before any statement that could overrun and restart it.
    try {
      await sql.unsafe("SELECT 1", [], PREPARED);
    } catch (error) {
      void sql.end({ timeout: 0 }).catch(() => {});
      await worker.terminate();
      throw unavailable(`the embedded database did not answer its first query: ${(error as Error).message}`, error);
    }
    const session: Session = { worker, sql, socketPath, commands };
    // A crash (or PGlite failing inside the worker) ends the session; the next call starts a new one.
    worker.on("exit", () => this.#restart(session));
    commands.onFatal = () => this.#restart(session);
    return session;
  }

  #restart(session: Session): void {
    if (this.#live !== session) return;
    this.#live = null;
    this.#session = null;
    this.#stopping = this.#stop(session, false);
  }

  async #stop(session: Session, graceful: boolean): Promise<void> {
    if (graceful) {
      await session.sql.end({ timeout: 1 }).catch(() => {});
      // Let PGlite close its files cleanly; terminate if it is stuck in a statement.
      await session.commands.send({ type: "close" }, CLOSE_GRACE_MS).catch(() => {});
    } else {
      void session.sql.end({ timeout: 0 }).catch(() => {});
    }
    await session.worker.terminate();
  }

  async #shutDown(): Promise<void> {
    for (const job of this.#jobs.splice(0)) settle(job, unavailable("the embedded database is closed"));
    const session = await this.#session?.catch(() => null);
    if (session && this.#live === session) {
      this.#live = null;
      this.#session = null;
      this.#stopping = this.#stop(session, true);
    }
    await this.#stopping;
    this.#releaseLock?.();
    rmSync(this.#socketDir, { recursive: true, force: true });
  }
}

function settle(job: Job, error: unknown, value?: unknown): void {
  if (job.settled) return;
  job.settled = true;
  clearTimeout(job.waitTimer);
  if (error) job.reject(error);
  else job.resolve(value);
}

async function runQuery<Row>(
  sql: Runner,
  text: string,
  params: readonly unknown[],
  timed: (promise: Promise<postgres.RowList<postgres.Row[]>>) => Promise<postgres.RowList<postgres.Row[]>>,
): Promise<Row[]> {
  const rows = await timed(sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], PREPARED));
  return Array.from(rows) as Row[];
}
