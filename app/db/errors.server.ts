// Which database errors mean "the database is unavailable" (the one
// DataSourceUnavailableError, a 503 page or JSON 503) and which are ordinary
// errors of one query (syntax, constraint, bad input: a bug or a 4xx, never a 503).
import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";

/** The database cannot answer; `sourceDown` when it is gone rather than slow. */
export function unavailable(reason: string, cause?: unknown, sourceDown = false): DataSourceUnavailableError {
  return new DataSourceUnavailableError(`database unavailable: ${reason}`, { cause, sourceDown });
}

/**
 * postgres.js's codes for a connection that is gone or never came; Node's socket
 * errors (ECONNREFUSED…) are recognised by their E-prefix.
 */
const DRIVER_CONNECTION_CODES: ReadonlySet<string> = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);

// SQLSTATE classes a server sends when it cannot serve us at all: 08 connection
// exception, 53 insufficient resources (too many connections), 57 operator
// intervention (statement_timeout 57014, shutdown 57P01–57P03), 28 auth, 3D000
// unknown database (a misconfigured or restoring replica: still no data).
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53|57|28)/.test(code) || code === "3D000";
}

// Of those, the ones that say the server is gone or going (not one slow statement).
function isDownSqlState(code: string): boolean {
  return /^(08|57P0)/.test(code);
}

function codeOf(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : null;
}

/** The error a caller sees: unavailability as DataSourceUnavailableError, anything else as it was. */
export function toDbError(error: unknown, timeoutMs?: number): unknown {
  if (error instanceof DataSourceUnavailableError || !(error instanceof Error)) return error;
  const code = codeOf(error);
  if (code === null) return error;
  const reason = error.message.includes(code) ? error.message : `${error.message} (${code})`;
  if (error.name === "PostgresError") {
    if (!isUnavailableSqlState(code)) return error;
    if (code === "57014" && timeoutMs) return timeLimitExceeded(timeoutMs, error);
    return unavailable(reason, error, isDownSqlState(code));
  }
  if (DRIVER_CONNECTION_CODES.has(code) || /^E[A-Z_]+$/.test(code)) return unavailable(reason, error, true);
  return error;
}

export function timeLimitExceeded(timeoutMs: number, cause?: unknown): DataSourceUnavailableError {
  return unavailable(`query exceeded the ${timeoutMs} ms time limit`, cause);
}
