import type { Queryable } from "./queryable.server";

type Scalar = string | number | bigint | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ["string", "number", "bigint", "boolean"].includes(typeof value);
}

/**
 * One request's reads: a statement asked again with the same parameters through
 * this Queryable shares the first answer instead of a second round trip. A
 * page's parts each read what they need (the pool page's rewards, history and
 * delegations each read the tip and find the pool); made per explorerApi() call,
 * so it lives as long as one loader's or one call's reads. A failed read is not
 * kept; a statement with a parameter that is no plain value (a buffer) is
 * always asked. Each caller gets its own array of the shared rows.
 */
export function readsOnce(inner: Queryable): Queryable {
  const answers = new Map<string, Promise<unknown[]>>();
  return {
    source: inner.source,
    query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (!params.every(isScalar)) return inner.query<Row>(text, params);
      const key = `${text}\u0000${params.map((param) => `${typeof param}:${String(param)}`).join("\u0000")}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = inner.query<unknown>(text, params);
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
      }
      return answer.then((rows) => rows.slice() as Row[]);
    },
  };
}
