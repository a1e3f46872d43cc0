// The database handle every data function and the readiness check use. Both
// the embedded database and PostgreSQL implement it and return the same rows
// (driver.server.ts says how each PostgreSQL type arrives in JavaScript).

export type DbCallOptions = {
  /**
   * Milliseconds this call may take (each statement, in a transaction), and
   * also how long it may wait for its turn; 0 = no limit (migrations, bulk
   * loads). Default: the database's time limit.
   */
  timeoutMs?: number;
};

export type DbTransaction = {
  query<Row>(text: string, params?: readonly unknown[], options?: DbCallOptions): Promise<Row[]>;
};

export type Db = {
  readonly kind: "embedded" | "postgres";
  /** One statement with $1…$n parameters. */
  query<Row>(text: string, params?: readonly unknown[], options?: DbCallOptions): Promise<Row[]>;
  /** Commits when `fn` resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: DbTransaction) => Promise<T>, options?: DbCallOptions): Promise<T>;
  /** A script of several statements without parameters (DDL, migrations). */
  exec(script: string, options?: DbCallOptions): Promise<void>;
  /** Bulk load: CSV text (no header) into `table (columns…)`, through COPY. */
  copyFrom(table: string, columns: readonly string[], csv: string, options?: DbCallOptions): Promise<void>;
  /** Resolves when the database answers `SELECT 1` within the time limit. */
  ping(options?: DbCallOptions): Promise<void>;
  /** Finishes or stops what runs, then releases everything (worker, sockets, lock). */
  close(): Promise<void>;
};

export const DEFAULT_TIMEOUT_MS = 3000;
