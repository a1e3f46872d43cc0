// The `postgres` driver settings both modes share. The embedded database is
// reached through the same driver (over a unix socket, ADR 003), so these
// parsers are the one place where PostgreSQL values become JavaScript values,
// and both modes return identical rows:
//   numeric → string (exact, "1.50")     int8 → number (ids and counts < 2^53)
//   int2/int4/float → number             bool → boolean
//   bytea → lower-case hex, no \x ("dead")
//   timestamp (UTC in db-sync) → "2026-11-22T02:51:22Z" (fraction only when
//     the value has one: "…22.5Z"); timestamptz the same, in UTC
//   date → "2026-11-22"                  json/jsonb → parsed value
//   text/varchar/interval/others → the server's text; arrays of these → arrays
import type postgres from "postgres";

const TIMESTAMP = /^(\d{4,}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)(?:\+00)?$/;

/** PostgreSQL's ISO text for a UTC timestamp as ISO 8601 with Z; infinity and BC stay text. */
export function toUtcIso(text: string): string {
  const match = TIMESTAMP.exec(text);
  if (match) return `${match[1]}T${match[2]}Z`;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString().replace(".000Z", "Z");
}

const asString = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

export const ROW_TYPES = {
  int8: { to: 20, from: [20], parse: (text: string) => Number(text), serialize: asString },
  bytea: {
    to: 17,
    from: [17],
    parse: (text: string) => (text.startsWith("\\x") ? text.slice(2) : text),
    serialize: (value: unknown) =>
      value instanceof Uint8Array ? `\\x${Buffer.from(value).toString("hex")}` : String(value),
  },
  timestamp: { to: 1114, from: [1114, 1184], parse: toUtcIso, serialize: asString },
  date: { to: 1082, from: [1082], parse: (text: string) => text, serialize: asString },
} satisfies Record<string, postgres.PostgresType>;

/** What a PostgreSQL server takes from the startup message; the embedded worker sets the same. */
export const SESSION_SETTINGS = {
  TimeZone: "UTC",
  DateStyle: "ISO, MDY",
  bytea_output: "hex",
  IntervalStyle: "postgres",
  application_name: "prime-explorer",
} as const;

/** Settings both modes share; each mode adds its connection, pool size and timeouts. */
export const SHARED_OPTIONS = {
  types: ROW_TYPES,
  prepare: true,
  fetch_types: true,
  onnotice: () => {},
} satisfies postgres.Options<typeof ROW_TYPES>;

/** The driver's connect timeout is in whole seconds. */
export function connectTimeoutSeconds(timeoutMs: number): number {
  return timeoutMs > 0 ? Math.max(1, Math.ceil(timeoutMs / 1000)) : 30;
}

/**
 * Statements always go through the extended protocol as named prepared
 * statements, parameters or not (the driver would send a parameterless one as
 * a simple query, unprepared). `simple` is a runtime option missing from the
 * driver's types.
 */
export const PREPARED = { prepare: true, simple: false } as postgres.UnsafeQueryOptions;

/** The parsed-types parameter of a client built with SHARED_OPTIONS, for typing clients and transactions. */
type ClientTypes = {
  [K in keyof typeof ROW_TYPES]: ReturnType<(typeof ROW_TYPES)[K]["parse"]>;
};
export type Client = postgres.Sql<ClientTypes>;
export type Runner = Client | postgres.TransactionSql<ClientTypes> | postgres.ReservedSql<ClientTypes>;
