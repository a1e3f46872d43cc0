import { describe, expect, it } from "vitest";
import type { PoolHistoryEntry, PoolRewardsHistoryEntry } from "../domain";
import { keptPoolHistoryCharts, POOL_HISTORY_CHART_EPOCHS, poolHistoryCharts, poolHistorySeries } from "./pool-history-series";

const stake = (epochNumber: number, totalStake: string, delegatorCount = 3): PoolHistoryEntry => ({ epochNumber, upcoming: false, delegatorCount, totalStake });
const rewards = (epochNumber: number, roa: number | null): PoolRewardsHistoryEntry => ({
  epochNumber,
  epochEnd: null,
  blocksProduced: 1,
  activeStake: "1000000",
  poolFees: "0",
  delegatorRewards: "0",
  roa,
  usdPrice: null,
});

describe("poolHistorySeries", () => {
  it("is null without any stake snapshot or ROA", () => {
    expect(poolHistorySeries([], [])).toBeNull();
    expect(poolHistorySeries([], [rewards(2, null)])).toBeNull();
  });

  it("spans both histories' epochs, oldest first, leaving out epochs without a ROA", () => {
    // Newest first, as the API answers.
    const series = poolHistorySeries([stake(4, "40"), stake(3, "30"), stake(2, "20")], [rewards(2, 5.5), rewards(1, 4.25), rewards(0, null)]);
    expect(series).toEqual({
      first: 1,
      last: 4,
      stake: [
        { epoch: 2, value: "20" },
        { epoch: 3, value: "30" },
        { epoch: 4, value: "40" },
      ],
      delegators: [
        { epoch: 2, value: 3 },
        { epoch: 3, value: 3 },
        { epoch: 4, value: 3 },
      ],
      roa: [
        { epoch: 1, value: 4.25 },
        { epoch: 2, value: 5.5 },
      ],
    });
  });

  it("leaves out a snapshot of an epoch that has not begun", () => {
    const series = poolHistorySeries([{ ...stake(5, "50"), upcoming: true }, stake(4, "40")], []);
    expect(series?.last).toBe(4);
    expect(series?.stake).toEqual([{ epoch: 4, value: "40" }]);
    expect(poolHistorySeries([{ ...stake(5, "50"), upcoming: true }], [])).toBeNull();
  });

  it("keeps the newest epochs of a long history", () => {
    const history = Array.from({ length: 200 }, (_, epoch) => stake(epoch, String(epoch)));
    const series = poolHistorySeries(history, [rewards(10, 3)])!;
    expect(series.last).toBe(199);
    expect(series.first).toBe(200 - POOL_HISTORY_CHART_EPOCHS);
    expect(series.stake).toHaveLength(POOL_HISTORY_CHART_EPOCHS);
    expect(series.roa).toEqual([]);
  });
});

describe("poolHistoryCharts", () => {
  it("is null for a pool without history", () => {
    expect(poolHistoryCharts([], [])).toBeNull();
  });

  it("carries each point's exact figure and labels the axes compact (K/M/B, 2 decimals; percent, 1 decimal)", () => {
    // 45 billion coins in DFM: beyond 2^53, placed on the chart all the same.
    const huge = "45000000000000000";
    const charts = poolHistoryCharts([stake(2, huge, 1_500), stake(1, "0", 0)], [rewards(1, 12.345), rewards(2, 0)])!;
    expect(charts.stake.points.map((point) => point.value)).toEqual(["0", huge]);
    expect(charts.stake.points[0]!.y).toBe(charts.stake.plot.bottom);
    expect(charts.stake.points[1]!.y).toBeLessThan(charts.stake.plot.bottom);
    expect(charts.stake.yTicks.map((tick) => tick.label)).toContain("40.00B");
    expect(charts.delegators.yTicks.map((tick) => tick.label)).toContain("1.00K");
    expect(charts.delegators.yTicks.every((tick) => Number.isInteger(tick.value))).toBe(true);
    expect(charts.roa.points.map((point) => point.value)).toEqual([12.345, 0]);
    expect(charts.roa.yTicks.map((tick) => tick.label)).toContain("10.0%");
    expect(charts.roa.yTicks.every((tick) => /^\d+\.\d%$/.test(tick.label))).toBe(true);
  });

  it("draws one epoch as one point on all charts' shared epoch", () => {
    const charts = poolHistoryCharts([stake(5, "7000000")], [])!;
    expect([charts.first, charts.last]).toEqual([5, 5]);
    expect(charts.stake.points).toHaveLength(1);
    expect(charts.delegators.points[0]!.x).toBe(charts.stake.points[0]!.x);
    expect(charts.roa.points).toEqual([]);
  });

});

describe("keptPoolHistoryCharts", () => {
  it("draws the same figures once, whichever arrays carry them, and other figures anew", async () => {
    const history = [stake(5, "7000000")];
    const rewardRows = [rewards(5, 4.2)];
    const first = await keptPoolHistoryCharts(history, rewardRows);
    expect(first).toEqual(poolHistoryCharts(history, rewardRows));
    expect(await keptPoolHistoryCharts(history, rewardRows)).toBe(first);
    // New arrays of the same figures (a new read of the same pool): the charts already drawn.
    expect(await keptPoolHistoryCharts(history.map((row) => ({ ...row })), [...rewardRows])).toBe(first);
    const otherRewards = await keptPoolHistoryCharts(history, [rewards(5, 9)]);
    expect(otherRewards).not.toBe(first);
    expect(otherRewards!.roa.points.map((point) => point.value)).toEqual([9]);
    // A changed figure in the same array is a new drawing, not the kept one.
    const changing = [stake(5, "7000000")];
    const before = await keptPoolHistoryCharts(changing, []);
    changing[0] = stake(5, "8000000");
    const after = await keptPoolHistoryCharts(changing, []);
    expect(after).not.toBe(before);
    expect(after!.stake.points.map((point) => point.value)).toEqual(["8000000"]);
    expect(await keptPoolHistoryCharts([], [])).toBeNull();
  });
});
