import { describe, expect, it, vi } from "vitest";
import type { ExplorerApi } from "./contract";
import { createTipCache, withTipCache } from "./tip-cache.server";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createTipCache", () => {
  it("shares one computation between callers that arrive while it runs", async () => {
    const cache = createTipCache(1000, () => 0);
    const pending = deferred<number>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("stats", load);
    const second = cache.get("stats", load);
    pending.resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("computes again once the entry is older than its time to live", async () => {
    let now = 0;
    const cache = createTipCache(1000, () => now);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load)).toBe(1);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keys entries apart", async () => {
    const cache = createTipCache(1000, () => 0);
    expect(await cache.get("a", async () => "A")).toBe("A");
    expect(await cache.get("b", async () => "B")).toBe("B");
  });

  it("shares a failure with the callers already waiting but does not keep it", async () => {
    const cache = createTipCache(1000, () => 0);
    const pending = deferred<number>();
    const first = cache.get("k", () => pending.promise);
    const second = cache.get("k", async () => 99);
    pending.reject(new Error("database connection failed"));
    await expect(first).rejects.toThrow("database connection failed");
    await expect(second).rejects.toThrow("database connection failed");
    expect(await cache.get("k", async () => 5)).toBe(5);
  });

  it("stays bounded however many distinct keys arrive", async () => {
    let now = 0;
    const cache = createTipCache(10, () => now);
    for (let n = 0; n < 1000; n++) {
      now = n;
      await cache.get(`k${n}`, async () => n);
    }
    expect(cache.size).toBeLessThanOrEqual(256);
  });
});

describe("withTipCache", () => {
  const api = (calls: string[]) =>
    ({
      network: "mainnet",
      getNetworkStats: async () => {
        calls.push("stats");
        return null;
      },
      listStakePools: async (query: { offset: number }) => {
        calls.push(`pools ${query.offset}`);
        return [];
      },
      listBlocks: async () => {
        calls.push("blocks");
        return [];
      },
    }) as unknown as ExplorerApi;

  it("caches the tip aggregates per argument list and leaves other calls alone", async () => {
    const calls: string[] = [];
    const cached = withTipCache(api(calls), createTipCache(1000, () => 0));
    await cached.getNetworkStats();
    await cached.getNetworkStats();
    const query = { limit: 20, sortBy: "totalStake", sortDirection: "desc" } as const;
    await cached.listStakePools({ ...query, offset: 0 });
    await cached.listStakePools({ ...query, offset: 0 });
    await cached.listStakePools({ ...query, offset: 20 });
    await cached.listBlocks({ limit: 5, offset: 0 });
    await cached.listBlocks({ limit: 5, offset: 0 });
    expect(calls).toEqual(["stats", "pools 0", "pools 20", "blocks", "blocks"]);
  });

  it("keeps networks apart", async () => {
    const calls: string[] = [];
    const cache = createTipCache(1000, () => 0);
    await withTipCache(api(calls), cache).getNetworkStats();
    await withTipCache({ ...api(calls), network: "testnet" }, cache).getNetworkStats();
    expect(calls).toEqual(["stats", "stats"]);
  });
});
