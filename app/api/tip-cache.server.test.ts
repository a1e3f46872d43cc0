import { describe, expect, it } from "vitest";
import type { ExplorerApi } from "./contract";
import { createTipCache, withTipCache } from "./tip-cache.server";

describe("withTipCache", () => {
  const api = (calls: string[]) =>
    ({
      network: "mainnet",
      getChainTip: async () => {
        calls.push("tip");
        return null;
      },
      getNetworkStats: async () => {
        calls.push("stats");
        return null;
      },
      listStakePools: async (query: { offset: number }) => {
        calls.push(`pools ${query.offset}`);
        return [];
      },
      getStakePoolHistory: async (poolId: string) => {
        calls.push(`history ${poolId}`);
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
    await cached.getChainTip();
    await cached.getChainTip();
    await cached.getNetworkStats();
    await cached.getNetworkStats();
    const query = { limit: 20, sortBy: "totalStake", sortDirection: "desc" } as const;
    await cached.listStakePools({ ...query, offset: 0 });
    await cached.listStakePools({ ...query, offset: 0 });
    await cached.listStakePools({ ...query, offset: 20 });
    await cached.getStakePoolHistory("pool1a");
    await cached.getStakePoolHistory("pool1a");
    await cached.getStakePoolHistory("pool1b");
    await cached.listBlocks({ limit: 5, offset: 0 });
    await cached.listBlocks({ limit: 5, offset: 0 });
    expect(calls).toEqual(["tip", "stats", "pools 0", "pools 20", "history pool1a", "history pool1b", "blocks", "blocks"]);
  });

  it("keeps networks apart", async () => {
    const calls: string[] = [];
    const cache = createTipCache(1000, () => 0);
    await withTipCache(api(calls), cache).getNetworkStats();
    await withTipCache({ ...api(calls), network: "testnet" }, cache).getNetworkStats();
    expect(calls).toEqual(["stats", "stats"]);
  });
});
