import { describe, expect, it } from "vitest";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import type { NetworkStats, ProtocolParameters, StakePool } from "../lib/domain";
import { STAKE_POOLS_PAGE_SIZE } from "../lib/domain";
import { NETWORKS, type Network } from "../lib/navigation/network";
import { stakePoolListRows, type StakePoolListColumns, type StakePoolListRow } from "../lib/pools/stake-pool-list";
import { shownPoolStatus } from "../lib/chain/status";
import { loader as parametersPage } from "./protocol-parameters";
import { loader as poolPage } from "./stakepool";
import { loader as poolsPage } from "./stakepools";
import { apiRoute } from "../../tests/support/route-calls";
import type { StakePoolTotals } from "../ui/pools/stake-pool-stats";

const parametersApi = apiRoute("protocol-parameters");
const poolApi = apiRoute("stakepool");
const poolsApi = apiRoute("stakepools");
const statsApi = apiRoute("stats");

// Issue 22, pool figures shown in more than one place: each test reads every
// place (page loaders and the JSON API, as the server calls them) over both
// demo chains and asserts they agree.

setUpConfiguredChains();

type ListData = { pools: StakePoolListColumns; total: number | null; totals: StakePoolTotals };
type PoolData = { pool: StakePool };
type ParametersData = { parameters: ProtocolParameters | null };

const STATUS_RANK = { Retired: 0, Inactive: 1, Active: 2 } as const;

/** A list page's rows (its loader sends them as columns, app/lib/pools/stake-pool-list.ts). */
async function listPage(network: Network, query = ""): Promise<{ rows: StakePoolListRow[]; data: ListData }> {
  const data = await loaded<ListData>(poolsPage, `/stakepools${query}`, {}, { network });
  return { rows: stakePoolListRows(data.pools), data };
}

/** Every pool as the list pages show them (sorted as asked), page after page. */
async function allListedPools(network: Network, sort = "sortBy=totalStake&sortDirection=desc"): Promise<StakePoolListRow[]> {
  const pools: StakePoolListRow[] = [];
  for (let page = 1; ; page += 1) {
    const { rows } = await listPage(network, `?${sort}&page=${page}`);
    pools.push(...rows);
    if (rows.length < STAKE_POOLS_PAGE_SIZE) return pools;
  }
}

/** The status badge's text: the list's row, the pool page and the JSON API tell the same. */
const listedStatusText = (row: StakePoolListRow) =>
  shownPoolStatus({ status: row.status, retired: row.status === "Retired", retiringEpoch: row.retiringEpoch }).text;

function poolOnPage(network: Network, poolId: string) {
  return loaded<PoolData>(poolPage, `/stakepools/${poolId}`, { poolId }, { network }).then((data) => data.pool);
}

function poolInApi(network: Network, poolId: string) {
  return loaded<StakePool>(poolApi, `/api/networks/${network}/stakepools/${poolId}`, { network, poolId });
}

/** The Inactive, retiring and retired pools, and the three biggest Active ones. */
function sampleOf(pools: StakePoolListRow[]): StakePoolListRow[] {
  const unusual = pools.filter((pool) => pool.status !== "Active" || pool.retiringEpoch !== null);
  return [...pools.filter((pool) => pool.status === "Active").slice(0, 3), ...unusual.slice(0, 12)];
}

describe.each(NETWORKS)("pool figures on %s", (network) => {
  it("1. one saturation threshold: Protocol Parameters, every pool's limit and the JSON API, Total Supply ÷ k", async () => {
    const { parameters } = await loaded<ParametersData>(parametersPage, "/protocol-parameters", {}, { network });
    const api = await loaded<ProtocolParameters>(parametersApi, `/api/networks/${network}/protocol-parameters`, { network });
    expect(parameters).not.toBeNull();
    const threshold = parameters!.saturationThreshold;
    expect(threshold).not.toBeNull();
    expect(api.saturationThreshold).toBe(threshold);
    // The basis: the stake in circulation (max supply − reserves, the chain's Total Supply) ÷ k.
    expect(BigInt(threshold!)).toBe(BigInt(parameters!.totalSupply!) / BigInt(parameters!.kParameter));

    const { rows: listed } = await listPage(network);
    const listedApi = await loaded<StakePool[]>(poolsApi, `/api/networks/${network}/stakepools?limit=100`, { network });
    const saturationOf = new Map(listedApi.map((pool) => [pool.poolId, pool.saturation]));
    for (const pool of listedApi) expect(pool.saturationThreshold, pool.poolId).toBe(threshold);
    // The list's rows carry no threshold (they do not show it): their saturation is the API's, stake ÷ threshold.
    for (const pool of listed) {
      expect(saturationOf.get(pool.poolId), pool.poolId).toBe(pool.saturation);
      // stake ÷ threshold, to 1 decimal, rounded down.
      const exact = (Number(pool.totalStake) / Number(threshold)) * 100;
      expect(pool.saturation, pool.poolId).toBeLessThanOrEqual(exact + 1e-9);
      expect(pool.saturation, pool.poolId).toBeGreaterThan(exact - 0.1 - 1e-9);
      expect(Math.round(pool.saturation * 10), pool.poolId).toBe(pool.saturation * 10);
    }
    for (const listedPool of listed.slice(0, 3)) {
      const page = await poolOnPage(network, listedPool.poolId);
      const json = await poolInApi(network, listedPool.poolId);
      expect(page.saturationThreshold).toBe(threshold);
      expect(json.saturationThreshold).toBe(threshold);
      expect(page.saturation).toBe(listedPool.saturation);
      expect(json.saturation).toBe(listedPool.saturation);
    }
  });

  it("2. one pool status: the list, the pool page and the JSON API; 3. a retirement ahead is told in all three", async () => {
    const pools = await allListedPools(network);
    const listedApi = await loaded<StakePool[]>(poolsApi, `/api/networks/${network}/stakepools?limit=100`, { network });
    for (const pool of listedApi) {
      const listed = pools.find((p) => p.poolId === pool.poolId);
      expect([pool.poolId, shownPoolStatus(pool).text]).toEqual([listed?.poolId, listed && listedStatusText(listed)]);
      expect(listed?.status).toBe(pool.status);
    }
    // Both demo chains hold an Inactive pool and one whose announced retirement is still ahead.
    expect(pools.some((pool) => pool.status === "Inactive")).toBe(true);
    expect(pools.some((pool) => pool.status === "Active" && pool.retiringEpoch !== null)).toBe(true);
    const sample = sampleOf(pools);
    expect(sample.some((pool) => pool.status === "Active")).toBe(true);
    for (const listed of sample) {
      const [page, json] = await Promise.all([poolOnPage(network, listed.poolId), poolInApi(network, listed.poolId)]);
      const seen = (pool: StakePool) => ({ status: pool.status, active: pool.active, retired: pool.retired, retiringEpoch: pool.retiringEpoch });
      expect(seen(json), listed.poolId).toEqual(seen(page));
      expect([page.status, shownPoolStatus(page).text], listed.poolId).toEqual([listed.status, listedStatusText(listed)]);
      expect(page.active).toBe(page.status === "Active");
      expect(page.retired).toBe(page.status === "Retired");
    }
  });

  it("2. the Active Pools card (and the stats API) counts the rows the list badges Active", async () => {
    const pools = await allListedPools(network);
    const { totals } = await loaded<ListData>(poolsPage, "/stakepools", {}, { network });
    const stats = await loaded<NetworkStats>(statsApi, `/api/networks/${network}/stats`, { network });
    const badgedActive = pools.filter((pool) => pool.status === "Active").length;
    expect(totals.activePools).toBe(badgedActive);
    expect(stats.activePools).toBe(badgedActive);
  });

  it("Total Stake and Total Delegators add up the Stake and Delegators columns over every pool, of the snapshot they name", async () => {
    const { totals, total, pools: firstPage } = await loaded<ListData>(poolsPage, "/stakepools", {}, { network });
    const listedApi = await loaded<StakePool[]>(poolsApi, `/api/networks/${network}/stakepools?limit=100`, { network });
    const pools = await allListedPools(network);
    expect(pools.length).toBe(total);
    expect(totals.allPools).toBe(true);
    expect(totals.totalStake).toBe(pools.reduce((sum, pool) => sum + BigInt(pool.totalStake), 0n).toString());
    expect(totals.totalDelegators).toBe(pools.reduce((sum, pool) => sum + pool.delegatorCount, 0));
    expect(stakePoolListRows(firstPage).length).toBeGreaterThan(0);
    // Every pool's figures are of the one snapshot the cards name; the stats API says the same.
    const stats = await loaded<NetworkStats>(statsApi, `/api/networks/${network}/stats`, { network });
    expect(new Set(listedApi.map((pool) => pool.stakeEpoch))).toEqual(new Set([totals.stakeEpoch]));
    expect(stats.poolStake).toEqual({ epoch: totals.stakeEpoch, stake: totals.totalStake, delegators: totals.totalDelegators });
    expect([stats.epochNumber, stats.epochNumber! + 1]).toContain(totals.stakeEpoch);
    expect(totals.activeEpoch).toBe(stats.epochNumber);
  });

  it("the list's pager counts the rows its pages hold, and its last page is the last with rows", async () => {
    const pools = await allListedPools(network);
    const { total } = await loaded<ListData>(poolsPage, "/stakepools", {}, { network });
    expect(total).toBe(pools.length);
    const last = Math.max(1, Math.ceil(pools.length / STAKE_POOLS_PAGE_SIZE));
    const lastPage = await listPage(network, `?page=${last}`);
    expect(lastPage.rows.length).toBe(pools.length - (last - 1) * STAKE_POOLS_PAGE_SIZE);
  });

  it("4. the saturation and status sorts order the list as its cells read", async () => {
    const bySaturation = await allListedPools(network, "sortBy=saturation&sortDirection=desc");
    const saturations = bySaturation.map((pool) => pool.saturation);
    expect(saturations).toEqual([...saturations].sort((a, b) => b - a));
    const byStatus = await allListedPools(network, "sortBy=active&sortDirection=asc");
    const ranks = byStatus.map((pool) => STATUS_RANK[pool.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
