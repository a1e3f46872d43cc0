// Which database errors mean "the database is unavailable" (a 503 page or JSON
// 503, app/lib/error-kind.ts) and which are ordinary errors of one query
// (syntax, constraint, bad input: a bug or a 4xx, never a 503).

const UNAVAILABLE_PREFIX = "database connection failed";

/** An error the existing classification turns into 'Database Service Unavailable'. */
export function unavailable(reason: string, cause?: unknown): Error {
  return new Error(`${UNAVAILABLE_PREFIX}: ${reason}`, cause === undefined ? undefined : { cause });
}

// postgres.js's own connection codes; Node's socket errors (ECONNREFUSED…) are
// recognised by their E-prefix.
const DRIVER_CONNECTION_CODES = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED", "CONNECT_TIMEOUT"]);

// SQLSTATE classes a server sends when it cannot serve us at all: 08 connection
// exception, 53 insufficient resources (too many connections), 57 operator
// intervention (statement_timeout 57014, shutdown 57P01–57P03), 28 auth, 3D000
// unknown database (a misconfigured or restoring replica: still no data).
function isUnavailableSqlState(code: string): boolean {
  return /^(08|53|57|28)/.test(code) || code === "3D000";
}

export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message.startsWith(UNAVAILABLE_PREFIX)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== "string") return false;
  if (error.name === "PostgresError") return isUnavailableSqlState(code);
  return DRIVER_CONNECTION_CODES.has(code) || /^E[A-Z_]+$/.test(code);
}

/** The error a caller sees: unavailability wrapped with the 503 phrase, anything else as it was. */
export function toDbError(error: unknown, timeoutMs?: number): unknown {
  if (!isUnavailableError(error)) return error;
  const err = error as Error & { code?: string };
  if (err.message.startsWith(UNAVAILABLE_PREFIX)) return err;
  if (err.code === "57014" && timeoutMs) return timeLimitExceeded(timeoutMs, err);
  return unavailable(err.code && !err.message.includes(err.code) ? `${err.message} (${err.code})` : err.message, err);
}

export function timeLimitExceeded(timeoutMs: number, cause?: unknown): Error {
  return unavailable(`query exceeded the ${timeoutMs} ms time limit`, cause);
}
