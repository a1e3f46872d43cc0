import type { OnUnavailable } from "../lib/data-source-unavailable";
import { DataSourceUnavailableError } from "../lib/data-source-unavailable";
import type { Queryable } from "./queryable.server";
import type { Db } from "./types.server";

/**
 * A database as the data functions see it, found on the first query (so input
 * rejected before any query opens nothing). An unavailable database goes to
 * `onUnavailable`, the caller's one answer to it.
 */
export function guardedQueryable(db: () => Db, onUnavailable: OnUnavailable): Queryable {
  return {
    async query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> {
      try {
        return await db().query<Row>(text, params);
      } catch (error) {
        if (error instanceof DataSourceUnavailableError) onUnavailable(error);
        throw error;
      }
    },
  };
}
