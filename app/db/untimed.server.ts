// Statements with no time limit, for our migrations and their catch-up at start: an
// index built on a chain-sized table takes as long as it takes.
import type { Db } from "./types.server";

export function untimed(db: Db) {
  return {
    exec: (sql: string) => db.exec(sql, { timeoutMs: 0 }),
    query: (sql: string) => db.query<Record<string, unknown>>(sql, [], { timeoutMs: 0 }),
  };
}
