import { describe, expect, it } from "vitest";
import { bech32Of } from "../../tests/support/encoded-ids";
import { callLoader, loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { describeError } from "../lib/errors/error-kind";
import { EPOCH_BLOCKS_PAGE_SIZE, type Block, type NetworkStats, type PoolBlock, type StakePool } from "../lib/domain";
import { lastPage, pastEndText } from "../lib/pages/paging";
import { loader as addressLoader } from "./address";
import { loader as blockLoader } from "./block";
import { loader as blocksLoader } from "./blocks";
import { loader as addressRewardsCsv } from "./csv/address-rewards";
import { loader as addressTransactionsCsv } from "./csv/address-transactions";
import { loader as poolBlocksCsv } from "./csv/pool-blocks";
import { loader as epochLoader } from "./epoch";
import { loader as epochsLoader } from "./epochs";
import { loader as poolLoader } from "./stakepool";
import { loader as poolsLoader } from "./stakepools";
import { loader as transactionsLoader } from "./transactions";
import { apiRoute } from "../../tests/support/route-calls";

const epochBlocksApi = apiRoute("epoch-blocks");
const poolBlocksApi = apiRoute("stakepool-blocks");
const poolsApi = apiRoute("stakepools");
const statsApi = apiRoute("stats");

// Page inputs over the configured demo chains: a bad page parameter is a 400
// that says what is wrong, a page past the end knows where the end is (the
// pager's total agrees with the JSON API), CSV 404s say what is missing, and an
// address of the other network points there.
setUpConfiguredChains();

const NETWORKS = ["mainnet", "testnet"] as const;

async function firstPool(network: (typeof NETWORKS)[number]): Promise<StakePool> {
  const [pool] = await loaded<StakePool[]>(poolsApi, "/api/stakepools?limit=1", { network });
  return pool!;
}

describe("a bad page parameter", () => {
  it("is a 400 naming the parameter and saying what is wrong, on every list page", async () => {
    const pool = await firstPool("mainnet");
    const cases: Array<[unknown, string, Record<string, string>, string, string]> = [
      [blocksLoader, "/blocks?page=x", {}, "page", "page must be a whole number"],
      [blocksLoader, "/blocks?page=-1", {}, "page", "page must be 1 or more"],
      [blocksLoader, "/blocks?page=0", {}, "page", "page must be 1 or more"],
      [blocksLoader, "/blocks?page=1.5", {}, "page", "page must be a whole number"],
      [blocksLoader, "/blocks?page=2000000", {}, "page", "page must be at most 1000000"],
      [transactionsLoader, "/transactions?page=-1", {}, "page", "page must be 1 or more"],
      [epochsLoader, "/epochs?page=abc", {}, "page", "page must be a whole number"],
      [poolsLoader, "/stakepools?page=-3", {}, "page", "page must be 1 or more"],
      [blockLoader, "/blocks/1?page=abc", { id: "1" }, "page", "page must be a whole number"],
      [poolLoader, `/stakepools/${pool.poolId}?blocksPage=x`, { poolId: pool.poolId }, "blocksPage", "blocksPage must be a whole number"],
      [poolLoader, `/stakepools/${pool.poolId}?rewardsSize=7`, { poolId: pool.poolId }, "rewardsSize", "rewardsSize must be one of"],
      [epochLoader, "/epochs/1?blocksPage=-1", { epochNumber: "1" }, "blocksPage", "blocksPage must be 1 or more"],
    ];
    for (const [loader, url, params, param, message] of cases) {
      const answer = await callLoader<{ error: string; param: string }>(loader, url, params, { network: "mainnet" });
      expect(answer.status, url).toBe(400);
      expect(answer.data.param, url).toBe(param);
      expect(answer.data.error, url).toContain(message);
      // The error page heads it with what is wrong, not the route's not-found.
      expect(describeError({ status: 400, data: answer.data }).title, url).toMatch(/^Invalid (Page Number|Page Size)$/);
    }
  });
});

describe("a page past the end", () => {
  it.each(NETWORKS)("of the blocks knows the last page: tip height + 1 blocks, as the JSON stats say (%s)", async (network) => {
    const stats = await loaded<NetworkStats>(statsApi, `/api/${network}/stats`, { network });
    const first = await loaded<{ total: number | null; blocks: Block[] }>(blocksLoader, "/blocks", {}, { network });
    expect(first.total).toBe(stats.currentBlock + 1);
    const past = await loaded<{ total: number | null; blocks: Block[] }>(blocksLoader, "/blocks?page=900000", {}, { network });
    expect(past.blocks).toEqual([]);
    expect(past.total).toBe(stats.currentBlock + 1);
    expect(lastPage(past.total!, 50)).toBeLessThan(900000);
  });

  it.each(NETWORKS)("of the epochs counts epoch 0 to the current one (%s)", async (network) => {
    const page = await loaded<{ total: number | null; current: { epochNumber: number } | null; epochs: unknown[] }>(epochsLoader, "/epochs?page=5000", {}, { network });
    expect(page.epochs).toEqual([]);
    expect(page.total).toBe(page.current!.epochNumber + 1);
  });

  it.each(NETWORKS)("of an epoch's blocks ends where the JSON list ends (%s)", async (network) => {
    const epoch = await loaded<{ epoch: { epochNumber: number; blockCount: number }; blocks: unknown[] }>(epochLoader, "/epochs/1", { epochNumber: "1" }, { network });
    const count = epoch.epoch.blockCount;
    expect(count).toBeGreaterThan(0);
    const api = (offset: number) => loaded<unknown[]>(epochBlocksApi, `/api/${network}/epochs/1/blocks?limit=1&offset=${offset}`, { network, epochNumber: "1" });
    expect(await api(count - 1)).toHaveLength(1);
    expect(await api(count)).toHaveLength(0);
    const last = lastPage(count, EPOCH_BLOCKS_PAGE_SIZE);
    const past = await loaded<{ blocks: unknown[] }>(epochLoader, `/epochs/1?blocksPage=${last + 1}`, { epochNumber: "1" }, { network });
    expect(past.blocks).toEqual([]);
  });

  it.each(NETWORKS)("of a pool's blocks ends at its lifetime count, as the JSON list does (%s)", async (network) => {
    const pool = await firstPool(network);
    const count = pool.blocksLifetime;
    expect(count).toBeGreaterThan(0);
    const api = (page: number) => loaded<PoolBlock[]>(poolBlocksApi, `/api/${network}/stakepools/${pool.poolId}/blocks?limit=1&page=${page}`, { network, poolId: pool.poolId });
    expect(await api(count - 1)).toHaveLength(1);
    expect(await api(count)).toHaveLength(0);
    const page = await loaded<{ pool: StakePool }>(poolLoader, `/stakepools/${pool.poolId}`, { poolId: pool.poolId }, { network });
    expect(page.pool.blocksLifetime).toBe(count);
  });

  it("says so in one sentence", () => {
    expect(pastEndText(9)).toBe("Page 9 is past the end of this list.");
  });
});

describe("CSV downloads of nothing", () => {
  it("say what is missing in a sentence, as text", async () => {
    const unknownPool = bech32Of("pool", 28, 0xee);
    const cases: Array<[unknown, string, Record<string, string>, RegExp]> = [
      [poolBlocksCsv, "/stakepools/nonsense/blocks.csv", { poolId: "nonsense" }, /^No stake pool nonsense on Mainnet\.$/],
      [poolBlocksCsv, `/stakepools/${unknownPool}/blocks.csv`, { poolId: unknownPool }, new RegExp(`^No stake pool ${unknownPool} on Mainnet\\.$`)],
      [addressRewardsCsv, "/addresses/stake1nope/rewards.csv", { address: "stake1nope" }, /^No stake address stake1nope on Mainnet\.$/],
      [addressTransactionsCsv, "/addresses/addr1nope/transactions.csv", { address: "addr1nope" }, /^No address addr1nope on Mainnet\.$/],
    ];
    for (const [loader, url, params, sentence] of cases) {
      const answer = await callLoader<string>(loader, url, params, { network: "mainnet" });
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("content-type"), url).toContain("text/plain");
      expect(answer.data, url).toMatch(sentence);
    }
  });
});

describe("an address of the other network", () => {
  it("is not found here, with the network it belongs to", async () => {
    const testnetStake = bech32Of("stake_test", 29, 0xe0);
    const mainnetPayment = bech32Of("addr", 57, 0x01);
    const onMainnet = await callLoader<{ otherNetwork: string | null }>(addressLoader, `/addresses/${testnetStake}`, { address: testnetStake }, { network: "mainnet" });
    expect(onMainnet.status).toBe(404);
    expect(onMainnet.data.otherNetwork).toBe("testnet");
    const onTestnet = await callLoader<{ otherNetwork: string | null }>(addressLoader, `/addresses/${mainnetPayment}`, { address: mainnetPayment }, { network: "testnet" });
    expect(onTestnet.data.otherNetwork).toBe("mainnet");
    const malformed = await callLoader<{ otherNetwork: string | null }>(addressLoader, "/addresses/nonsense", { address: "nonsense" }, { network: "mainnet" });
    expect(malformed.status).toBe(404);
    expect(malformed.data.otherNetwork).toBeNull();
  });
});
