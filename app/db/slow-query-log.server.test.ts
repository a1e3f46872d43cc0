import { afterEach, describe, expect, it, vi } from "vitest";
import { withSlowQueryLog, type Db } from "./db.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeDb(delayMs: number): Db {
  const fail = () => Promise.reject(new Error("not used"));
  return {
    kind: "postgres",
    query: async <Row>() => {
      await pause(delayMs);
      return [{ one: 1 }] as Row[];
    },
    transaction: fail,
    exec: fail,
    copyFrom: fail,
    ping: fail,
    close: async () => {},
  };
}

describe("the slow-query log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a query over the threshold with its time and text, and passes its rows through", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const rows = await withSlowQueryLog(fakeDb(40), "mainnet", 10).query("SELECT\n  1   AS one");
    expect(rows).toEqual([{ one: 1 }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^slow query mainnet \d+\.\d ms: SELECT 1 AS one$/);
  });

  it("stays quiet under the threshold", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await withSlowQueryLog(fakeDb(0), "mainnet", 1000).query("SELECT 1");
    expect(warn).not.toHaveBeenCalled();
  });
});
