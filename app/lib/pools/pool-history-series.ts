// The pool page's history charts (issue 22, "Pool history charts"): active
// stake and delegators per epoch from the pool's history, ROA per epoch from its
// rewards history, over one shared range of epochs. Built in the loader (it
// draws with chart-geometry, so visx stays on the server); the page receives
// only the points and paths.
import { epochLineGeometry, type EpochLineGeometry } from "../charts/chart-geometry";
import type { PoolHistoryEntry, PoolRewardsHistoryEntry } from "../domain";
import { DFM_PER_AP3X, formatCompact, formatPercent } from "../formats/format";
import { approximateBytes } from "../runtime/approximate-bytes";
import { CACHE_BOUNDS } from "../runtime/memory-budget.mjs";
import { createProcessCache } from "../runtime/process-cache";

/** The charts span at most this many epochs, the newest: a year of 5-day epochs. */
export const POOL_HISTORY_CHART_EPOCHS = 73;

type EpochFigure<V> = { epoch: number; value: V };

export type PoolHistorySeries = {
  first: number;
  last: number;
  /** Oldest first; DFM. */
  stake: EpochFigure<string>[];
  delegators: EpochFigure<number>[];
  /** Yearly percent; epochs without one (no stake, rewards not known yet) are left out. */
  roa: EpochFigure<number>[];
};

/**
 * The figures the charts draw: every epoch of the history and every epoch with a
 * ROA, within the newest POOL_HISTORY_CHART_EPOCHS epochs of either. Null when
 * there is nothing to draw (a pool without any stake snapshot yet).
 */
export function poolHistorySeries(
  history: ReadonlyArray<PoolHistoryEntry>,
  rewards: ReadonlyArray<PoolRewardsHistoryEntry>,
  maxEpochs = POOL_HISTORY_CHART_EPOCHS,
): PoolHistorySeries | null {
  // A snapshot of an epoch that has not begun is no stake of that epoch yet (the Delegation History names it upcoming).
  const begun = history.filter((row) => !row.upcoming);
  const withRoa = rewards.filter((row): row is PoolRewardsHistoryEntry & { roa: number } => row.roa !== null && Number.isFinite(row.roa));
  const epochs = [...begun.map((row) => row.epochNumber), ...withRoa.map((row) => row.epochNumber)];
  if (epochs.length === 0) return null;
  const last = Math.max(...epochs);
  const first = Math.max(Math.min(...epochs), last - maxEpochs + 1);
  const inRange = <T extends { epochNumber: number }>(rows: ReadonlyArray<T>) =>
    rows.filter((row) => row.epochNumber >= first && row.epochNumber <= last).sort((a, b) => a.epochNumber - b.epochNumber);
  const stakeRows = inRange(begun);
  return {
    first,
    last,
    stake: stakeRows.map((row) => ({ epoch: row.epochNumber, value: row.totalStake })),
    delegators: stakeRows.map((row) => ({ epoch: row.epochNumber, value: row.delegatorCount })),
    roa: inRange(withRoa).map((row) => ({ epoch: row.epochNumber, value: row.roa })),
  };
}

/** One chart: its frame, paths and ticks, and each point with the exact figure it stands for. */
export type PoolHistoryChart<V> = Omit<EpochLineGeometry, "points"> & { points: Array<{ epoch: number; value: V; x: number; y: number }> };

export type PoolHistoryCharts = {
  first: number;
  last: number;
  stake: PoolHistoryChart<string>;
  delegators: PoolHistoryChart<number>;
  roa: PoolHistoryChart<number>;
};

/** A DFM amount in whole coins as a number: only to place it on the chart (the figures stay strings). */
function dfmToChartNumber(dfm: string): number {
  const amount = BigInt(dfm);
  return Number(amount / DFM_PER_AP3X) + Number(amount % DFM_PER_AP3X) / Number(DFM_PER_AP3X);
}

function chart<V>(
  figures: ReadonlyArray<EpochFigure<V>>,
  range: { first: number; last: number },
  toNumber: (value: V) => number,
  options: { integers?: boolean; label: (value: number) => string },
): PoolHistoryChart<V> {
  const { points, ...frame } = epochLineGeometry(
    figures.map((figure) => ({ epoch: figure.epoch, value: toNumber(figure.value) })),
    range,
    options,
  );
  return { ...frame, points: points.map((point, index) => ({ ...point, value: figures[index]!.value })) };
}

/**
 * The three charts of a pool's page (axis labels: K/M/B with 2 decimals; percent with 1),
 * or null without history.
 */
export function poolHistoryCharts(
  history: ReadonlyArray<PoolHistoryEntry>,
  rewards: ReadonlyArray<PoolRewardsHistoryEntry>,
): PoolHistoryCharts | null {
  const series = poolHistorySeries(history, rewards);
  return series && drawCharts(series);
}

// Drawing took 3.8% of a pool page's main thread under load, and a pool's figures
// change only at an epoch's end: the charts of the same figures are drawn once per
// process, found by the figures they show (the series: at most 73 epochs of three
// figures), so nothing depends on which arrays carried them. Shared: never changed.
const drawn = createProcessCache<PoolHistoryCharts>({
  maxEntries: CACHE_BOUNDS.poolCharts.entries,
  maxBytes: () => CACHE_BOUNDS.poolCharts.bytes,
  sizeOf: approximateBytes,
});

/** poolHistoryCharts, drawn once per process for the same figures (the same object for them). */
export async function keptPoolHistoryCharts(
  history: ReadonlyArray<PoolHistoryEntry>,
  rewards: ReadonlyArray<PoolRewardsHistoryEntry>,
): Promise<PoolHistoryCharts | null> {
  const series = poolHistorySeries(history, rewards);
  return series && drawn.get(JSON.stringify(series), async () => drawCharts(series));
}

function drawCharts(series: PoolHistorySeries): PoolHistoryCharts {
  const compact = (value: number) => formatCompact(value, 2);
  return {
    first: series.first,
    last: series.last,
    stake: chart(series.stake, series, dfmToChartNumber, { label: compact }),
    delegators: chart(series.delegators, series, (value) => value, { integers: true, label: compact }),
    roa: chart(series.roa, series, (value) => value, { label: (value) => formatPercent(value, 1) }),
  };
}
