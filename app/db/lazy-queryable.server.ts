import type { Queryable } from "./queryable.server";
import type { Db } from "./types.server";

/**
 * A database as the data functions see it, found on the first query (so input
 * rejected before any query opens nothing). An unavailable database is thrown
 * as it is: the transport hands it to its caller (app/api/in-process.server.ts).
 */
export function lazyQueryable(db: () => Db, source?: string): Queryable {
  return {
    source,
    query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
      return db().query<Row>(text, params);
    },
  };
}
