import type { ReactNode } from "react";
import { formatCompactAp3x, formatInteger } from "../../../lib/formats/format";
import { unitsFor, type Network } from "../../../lib/navigation/network";
import { formatRoa } from "../../../lib/pools/pool-detail";
import type { PoolHistoryChart, PoolHistoryCharts } from "../../../lib/pools/pool-history-series";
import { Amount } from "../../values/amount";
import { Card } from "../../page/card";
import { EpochLineChart } from "../../charts/epoch-line-chart";
import { DataTable, type Column } from "../../tables/data-table";
import * as styles from "./pool-history-charts.css";

export const NO_HISTORY_TEXT = "No history yet";

type ChartSpec<V> = {
  key: string;
  name: string;
  /** The value axis's unit, after the name ('Active Stake (tAP3X)'). */
  unit?: string;
  what: string;
  chart: PoolHistoryChart<V>;
  color: 0 | 1 | 2;
  /** Short text for the description and the dots' hover text. */
  short: (value: V) => string;
  /** The exact figure in the table. */
  cell: (value: V) => ReactNode;
  empty: string;
};

/** Beyond the spec (issue 22): the pool's active stake, delegators and ROA per epoch, drawn on the server, each with its figures as a table. */
export function PoolHistoryChartsCard({ charts, network }: { charts: PoolHistoryCharts | null; network: Network }) {
  const coin = unitsFor(network).coin;
  return (
    <Card title="Pool History">
      <div data-testid="pool-history-charts">
        {charts === null ? (
          <p className={styles.empty}>{NO_HISTORY_TEXT}</p>
        ) : (
          <>
            <p className={styles.note}>
              {charts.first === charts.last ? `Epoch ${charts.first}` : `Epochs ${charts.first}–${charts.last}`}. An epoch&apos;s ROA is known once its rewards are paid.
            </p>
            <div className={styles.grid}>
              <HistoryFigure
                range={charts}
                spec={{
                  key: "stake",
                  name: "Active Stake",
                  unit: coin,
                  what: "active stake",
                  chart: charts.stake,
                  color: 0,
                  short: (value) => `${formatCompactAp3x(value)} ${coin}`,
                  cell: (value) => <Amount dfm={value} network={network} />,
                  empty: NO_HISTORY_TEXT,
                }}
              />
              <HistoryFigure
                range={charts}
                spec={{
                  key: "delegators",
                  name: "Delegators",
                  what: "delegator count",
                  chart: charts.delegators,
                  color: 1,
                  short: formatInteger,
                  cell: formatInteger,
                  empty: NO_HISTORY_TEXT,
                }}
              />
              <HistoryFigure
                range={charts}
                spec={{ key: "roa", name: "ROA", what: "return on stake (ROA, yearly)", chart: charts.roa, color: 2, short: formatRoa, cell: formatRoa, empty: "No ROA yet" }}
              />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

function HistoryFigure<V>({ spec, range }: { spec: ChartSpec<V>; range: { first: number; last: number } }) {
  const { chart, name } = spec;
  const heading = spec.unit ? `${name} (${spec.unit})` : name;
  const points = chart.points;
  // Newest first, as the page's other per-epoch tables.
  const rows = [...points].reverse();
  const latest = rows[0];
  // The scale is monotonic: the highest figure is the point drawn highest.
  const highest = points.reduce<(typeof points)[number] | undefined>((top, point) => (top === undefined || point.y < top.y ? point : top), undefined);
  const span = range.first === range.last ? `epoch ${range.first}` : `epochs ${range.first}–${range.last}`;
  const columns: Column<(typeof points)[number]>[] = [
    { key: "epoch", header: "Epoch", cell: (point) => point.epoch },
    { key: "value", header: name, align: "end", cell: (point) => spec.cell(point.value) },
  ];
  return (
    <figure className={styles.figure} data-testid={`pool-chart-${spec.key}`}>
      <figcaption className={styles.caption}>{heading}</figcaption>
      {latest && highest ? (
        <>
          <EpochLineChart
            title={`${name} per epoch, ${span}`}
            description={`Line chart of the pool's ${spec.what} per epoch. Latest: ${spec.short(latest.value)} in epoch ${latest.epoch}; highest: ${spec.short(highest.value)} in epoch ${highest.epoch}. The table below lists every epoch.`}
            geometry={chart}
            color={spec.color}
            pointLabel={(point) => `Epoch ${point.epoch}: ${spec.short(point.value)}`}
          />
          <details>
            <summary className={styles.summary}>{`${name} figures`}</summary>
            <DataTable caption={`${name} per epoch`} captionHidden columns={columns} rows={rows} rowKey={(point) => String(point.epoch)} empty={spec.empty} />
          </details>
        </>
      ) : (
        <p className={styles.empty}>{spec.empty}</p>
      )}
    </figure>
  );
}
