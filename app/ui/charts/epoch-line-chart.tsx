import type { EpochLineGeometry } from "../../lib/charts/chart-geometry";
import { classNames } from "../class-names";
import { ChartSvg } from "./chart-svg";
import * as styles from "./charts.css";

export type EpochLineChartProps<P extends { epoch: number; x: number; y: number }> = {
  /** The chart's accessible name. */
  title: string;
  /** What it shows in words (the data table beside it gives every figure). */
  description: string;
  /** Computed on the server (app/lib/charts/chart-geometry.ts): the browser only draws it. */
  geometry: Pick<EpochLineGeometry, "width" | "height" | "plot" | "line" | "area" | "dotRadius" | "xTicks" | "yTicks"> & {
    points: ReadonlyArray<P>;
  };
  /** 0, 1 or 2: which of the three chart colours. */
  color: 0 | 1 | 2;
  /** Each dot's hover text (a native tooltip, without JavaScript too). */
  pointLabel: (point: P) => string;
  testId?: string;
};

/** A value per epoch as plain SVG: grid, axes' labels, the area under the line, the line and a dot per epoch. */
export function EpochLineChart<P extends { epoch: number; x: number; y: number }>({ title, description, geometry, color, pointLabel, testId }: EpochLineChartProps<P>) {
  const { width, height, plot } = geometry;
  return (
    <ChartSvg title={title} description={description} className={styles.lineChart} viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img" testId={testId}>
      {geometry.yTicks.map((tick) => (
        <g key={tick.value}>
          <line className={styles.grid} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
          <text className={styles.tickLabel} x={plot.left - 6} y={tick.at} dominantBaseline="central" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      {geometry.xTicks.map((tick) => (
        <text key={tick.value} className={styles.tickLabel} x={tick.at} y={plot.bottom + 16} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      {geometry.area ? <path className={classNames(styles.area, styles.fill[color])} d={geometry.area} /> : null}
      {geometry.line ? <path className={classNames(styles.line, styles.stroke[color])} d={geometry.line} /> : null}
      {geometry.points.map((point) => (
        <circle key={point.epoch} className={classNames(styles.dot, styles.fill[color])} cx={point.x} cy={point.y} r={geometry.dotRadius}>
          <title>{pointLabel(point)}</title>
        </circle>
      ))}
    </ChartSvg>
  );
}
