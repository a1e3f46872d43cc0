import type { Queryable } from "../../app/db/queryable.server";

/**
 * `db` as a database that names itself `source`, as the server's chain databases
 * do (app/chain-db.server.ts): what the per-process caches keep values for
 * (keptFor). A fresh name by default, so no other test shares its values.
 */
export function namedDatabase(db: Queryable, source = `test-${crypto.randomUUID()}`): Queryable {
  return {
    source,
    query<Row>(text: string, params?: readonly unknown[]) {
      return db.query<Row>(text, params);
    },
  };
}
