import type { DonutGeometry } from "../../lib/charts/chart-geometry";
import { classNames } from "../class-names";
import { ChartSvg } from "./chart-svg";
import * as styles from "./charts.css";

export type DonutChartProps = {
  /** The chart's accessible name. */
  title: string;
  /** What it shows, read with the name (the data table beside it gives the figures). */
  description: string;
  /** Computed on the server (app/lib/charts/chart-geometry.ts): the browser only draws paths. */
  geometry: DonutGeometry;
  /** Short text in the hole (e.g. the number of versions). */
  centerLabel?: string;
  centerCaption?: string;
  testId?: string;
};

/** A donut as plain SVG paths: readable without JavaScript, no chart code in the browser. */
export function DonutChart({ title, description, geometry, centerLabel, centerCaption, testId }: DonutChartProps) {
  const r = geometry.outerRadius;
  return (
    <ChartSvg title={title} description={description} className={styles.donut} viewBox={`${-r} ${-r} ${2 * r} ${2 * r}`} width={2 * r} height={2 * r} role="img" testId={testId}>
      {geometry.slices.map((slice) => (
        <path key={slice.key} d={slice.path} className={classNames(styles.slice, styles.fill[slice.color as 0 | 1 | 2])} data-slice={slice.key} />
      ))}
      {centerLabel ? (
        <text className={styles.donutTotal} textAnchor="middle" y={centerCaption ? 0 : 5}>
          {centerLabel}
        </text>
      ) : null}
      {centerCaption ? (
        <text className={styles.donutCaption} textAnchor="middle" y={14}>
          {centerCaption}
        </text>
      ) : null}
    </ChartSvg>
  );
}

/** The colour key of one slice or bar (decorative: the table's text says the same). */
export function ColorSwatch({ color }: { color: number }) {
  return (
    <svg className={styles.swatch} width={10} height={10} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <rect width={10} height={10} rx={2} className={styles.fill[(color % 3) as 0 | 1 | 2]} />
    </svg>
  );
}
