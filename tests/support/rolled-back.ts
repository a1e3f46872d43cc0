import type { Db } from "../../app/db/db.server";
import type { Queryable } from "../../app/db/queryable.server";

/** Thrown out of a transaction to roll it back and carry the answer read inside it. */
class Answer<T> {
  constructor(readonly value: T) {}
}

/** Runs `change` then `read` in a transaction that is rolled back: the chain stays as it was. */
export async function readAfter<T>(db: Db, change: readonly string[], read: (q: Queryable) => Promise<T>): Promise<T> {
  const outcome: unknown = await db
    .transaction(async (t) => {
      for (const statement of change) await t.query(statement);
      throw new Answer(await read(t));
    })
    .catch((error: unknown) => error);
  if (!(outcome instanceof Answer)) throw outcome;
  return outcome.value as T;
}
