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
    expect(calls).toEqual(["tip", "stats", "tip", "stats"]);
  });

  it("keeps an aggregate while the tip stays, and computes it again for a new block", async () => {
    const calls: string[] = [];
    let now = 0;
    let tipHash = "a".repeat(64);
    const cache = createTipCache(1000, () => now);
    const cached = withTipCache(
      {
        ...api(calls),
        getChainTip: async () => {
          calls.push(`tip ${tipHash[0]}`);
          return { hash: tipHash };
        },
      } as unknown as ExplorerApi,
      cache,
    );
    await cached.getNetworkStats();
    now = 5_000; // the tip's own lifetime is over: it is read again, the same block
    await cached.getNetworkStats();
    tipHash = "b".repeat(64);
    now = 10_000;
    await cached.getNetworkStats();
    await cached.getNetworkStats();
    now = 10_000 + 61_000; // the same block for over a minute: computed again all the same
    await cached.getNetworkStats();
    expect(calls).toEqual(["tip a", "stats", "tip a", "tip b", "stats", "tip b", "stats"]);
  });
});
