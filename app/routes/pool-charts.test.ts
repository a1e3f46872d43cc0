import { describe, expect, it } from "vitest";
import type { PoolHistoryEntry, PoolRewardsHistoryEntry, StakePool } from "../lib/domain";
import { NETWORKS } from "../lib/navigation/network";
import type { PoolHistoryCharts } from "../lib/pools/pool-history-series";
import { loaded, setUpConfiguredChains } from "../../tests/support/configured-chains";
import { loader as poolPage } from "./stakepool";
import { apiRoute } from "../../tests/support/route-calls";

const historyJson = apiRoute("stakepool-history");
const rewardsJson = apiRoute("stakepool-rewards-history");
const poolsJson = apiRoute("stakepools");

// The pool page's history charts (issue 22) draw the JSON API's figures: every
// epoch of /history (stake, delegators) and every epoch of /rewards-history with
// a ROA, point for point, on both networks.

setUpConfiguredChains();

const json = <T>(loader: unknown, network: string, path: string, poolId?: string) =>
  loaded<T>(loader, `/api/networks/${network}/${path}`, poolId ? { network, poolId } : { network });

describe.each(NETWORKS)("%s pool charts", (network) => {
  it("plot the history and rewards history of the JSON API, epoch by epoch", async () => {
    const pools = await json<StakePool[]>(poolsJson, network, "stakepools?limit=100");
    const figures = await Promise.all(
      pools.map(async (pool) => ({
        pool,
        history: await json<PoolHistoryEntry[]>(historyJson, network, `stakepools/${pool.poolId}/history`, pool.poolId),
        rewards: await json<PoolRewardsHistoryEntry[]>(rewardsJson, network, `stakepools/${pool.poolId}/rewards-history`, pool.poolId),
      })),
    );
    // The pool with the longest history, and one with none where the chain has it.
    const longest = figures.reduce((best, entry) => (entry.history.length > best.history.length ? entry : best));
    const empty = figures.find((entry) => entry.history.length === 0 && entry.rewards.every((row) => row.roa === null));
    expect(longest.history.length).toBeGreaterThan(1);
    expect(longest.history.some((row) => row.upcoming)).toBe(true);
    expect(longest.rewards.some((row) => row.roa !== null)).toBe(true);

    // Mainnet through /stakepools/{id} (cookie), testnet through /testnet/pools/{id}.
    const page = (poolId: string) =>
      network === "mainnet"
        ? loaded<{ charts: PoolHistoryCharts | null }>(poolPage, `/stakepools/${poolId}`, { poolId }, { network })
        : loaded<{ charts: PoolHistoryCharts | null }>(poolPage, `/testnet/pools/${poolId}`, { network, poolId });

    const { charts } = await page(longest.pool.poolId);
    expect(charts).not.toBeNull();
    const byEpoch = <T>(points: Array<{ epoch: number; value: T }>) => new Map(points.map((point) => [point.epoch, point.value]));
    const stake = byEpoch(charts!.stake.points);
    const delegators = byEpoch(charts!.delegators.points);
    const roa = byEpoch(charts!.roa.points);
    const history = longest.history.filter((row) => !row.upcoming && row.epochNumber >= charts!.first);
    const withRoa = longest.rewards.filter((row) => row.roa !== null && row.epochNumber >= charts!.first);
    expect([...stake.keys()].sort((a, b) => a - b)).toEqual(history.map((row) => row.epochNumber).sort((a, b) => a - b));
    for (const row of history) {
      expect(stake.get(row.epochNumber), `stake in epoch ${row.epochNumber}`).toBe(row.totalStake);
      expect(delegators.get(row.epochNumber), `delegators in epoch ${row.epochNumber}`).toBe(row.delegatorCount);
    }
    expect([...roa.keys()].sort((a, b) => a - b)).toEqual(withRoa.map((row) => row.epochNumber).sort((a, b) => a - b));
    for (const row of withRoa) expect(roa.get(row.epochNumber), `ROA in epoch ${row.epochNumber}`).toBe(row.roa);
    expect(charts!.last).toBe(Math.max(...history.map((row) => row.epochNumber), ...withRoa.map((row) => row.epochNumber)));

    if (empty) expect((await page(empty.pool.poolId)).charts).toBeNull();
  });
});
