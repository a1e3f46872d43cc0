import { describe, expect, it } from "vitest";
import type { Queryable } from "./queryable.server";
import { readsOnce } from "./reads-once.server";

function countingDb(answer: (text: string, params: readonly unknown[]) => unknown[] | Error) {
  const asked: string[] = [];
  const db: Queryable = {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      asked.push(`${text} ${JSON.stringify(params)}`);
      const rows = answer(text, params);
      if (rows instanceof Error) throw rows;
      return rows as Row[];
    },
  };
  return { db, asked };
}

describe("readsOnce", () => {
  it("asks a statement with the same parameters once, and one with others again", async () => {
    const { db, asked } = countingDb((_text, params) => [{ value: params[0] ?? null }]);
    const reads = readsOnce(db);
    const [first, second] = await Promise.all([reads.query("SELECT $1", ["a"]), reads.query("SELECT $1", ["a"])]);
    expect(first).toEqual([{ value: "a" }]);
    expect(second).toEqual(first);
    expect(await reads.query("SELECT $1", ["b"])).toEqual([{ value: "b" }]);
    // A number and its text are different parameters.
    await reads.query("SELECT $1", [1]);
    await reads.query("SELECT $1", ["1"]);
    expect(asked).toHaveLength(4);
    // Each caller has its own array: one sorting or adding to it changes nothing for the others.
    first.push({ value: "mine" });
    expect(await reads.query("SELECT $1", ["a"])).toEqual([{ value: "a" }]);
    expect(asked).toHaveLength(4);
  });

  it("keeps no failure, and asks a statement with a buffer each time", async () => {
    let fail = true;
    const { db, asked } = countingDb(() => (fail ? new Error("down") : [{ ok: true }]));
    const reads = readsOnce(db);
    await expect(reads.query("SELECT 1")).rejects.toThrow("down");
    fail = false;
    expect(await reads.query("SELECT 1")).toEqual([{ ok: true }]);
    await reads.query("SELECT $1", [Buffer.from("x")]);
    await reads.query("SELECT $1", [Buffer.from("x")]);
    expect(asked).toHaveLength(4);
  });

  it("is one request's: another readsOnce of the same database asks again", async () => {
    const { db, asked } = countingDb(() => [{ tip: 1 }]);
    await readsOnce(db).query("SELECT tip");
    await readsOnce(db).query("SELECT tip");
    expect(asked).toHaveLength(2);
  });
});
