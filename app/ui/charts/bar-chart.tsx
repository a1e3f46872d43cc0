import { type To } from "react-router";
import { Link } from "../links/page-network";
import type { Bar, BarGeometry } from "../../lib/charts/chart-geometry";
import { formatInteger } from "../../lib/formats/format";
import { classNames } from "../class-names";
import { ChartSvg } from "./chart-svg";
import * as styles from "./charts.css";

export type BarChartProps = {
  /** The chart's accessible name. */
  title: string;
  description: string;
  /** Computed on the server (app/lib/charts/chart-geometry.ts). */
  geometry: BarGeometry;
  /** Each bar is a link (opening a dialog in the URL, say) with this name. */
  link?: (bar: Bar) => { to: To; label: string; state?: unknown; preventScrollReset?: boolean; dataKey?: string };
  testId?: string;
};

/**
 * Horizontal bars as plain SVG: label, bar and value per row. With `link`, each
 * row is a real link, so it works without JavaScript.
 */
export function BarChart({ title, description, geometry, link, testId }: BarChartProps) {
  const { width, height, barX, valueX } = geometry;
  return (
    <ChartSvg title={title} description={description} className={styles.bars} viewBox={`0 0 ${width} ${height}`} width={width} height={height} testId={testId}>
      <line className={styles.axis} x1={barX} x2={barX} y1={0} y2={height} />
      {geometry.bars.map((bar) => {
        const row = (
          <>
            <rect className={styles.barHit} x={0} y={bar.y - 2} width={width} height={bar.height + 4} rx={4} />
            <text className={styles.barLabel} x={barX - 8} y={bar.textY} dominantBaseline="central" textAnchor="end">
              {bar.shortLabel}
            </text>
            <rect className={classNames(styles.bar, styles.fill[bar.color as 0 | 1 | 2])} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} />
            <text className={styles.barValue} x={valueX} y={bar.textY} dominantBaseline="central">
              {formatInteger(bar.value)}
            </text>
          </>
        );
        if (!link) return <g key={bar.key}>{row}</g>;
        const target = link(bar);
        return (
          <Link
            key={bar.key}
            to={target.to}
            state={target.state}
            preventScrollReset={target.preventScrollReset}
            aria-label={target.label}
            className={styles.barLink}
            data-dialog-link={target.dataKey}
          >
            <title>{target.label}</title>
            {row}
          </Link>
        );
      })}
    </ChartSvg>
  );
}
