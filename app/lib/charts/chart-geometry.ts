// Chart geometry, computed where the page is rendered (the route loader) with
// visx's d3 factories and scales, so the browser receives plain numbers and path
// strings and never loads chart code (issue 15: first-load JS of /analytics ÷ an
// empty route ≤ 1.3). Import this module from loaders only: React Router then
// leaves it, and visx, out of the client bundle.

import { scaleBand, scaleLinear } from "@visx/scale";
import { arc, area, line, pie } from "@visx/shape";
import { chartColorIndex } from "../chain/analytics";
import { formatInteger } from "../formats/format";

/** spec §9: the donut's inner and outer radius. */
export const DONUT_INNER_RADIUS = 40;
export const DONUT_OUTER_RADIUS = 80;

type DonutSlice = {
  key: string;
  label: string;
  value: number;
  /** The SVG path of the slice, centred on (0, 0). */
  path: string;
  /** 0, 1 or 2: which of the three cycling colours. */
  color: number;
};

export type DonutGeometry = { innerRadius: number; outerRadius: number; slices: DonutSlice[] };

const round = (value: number) => Math.round(value * 100) / 100;

/** Rounds every number in an SVG path to 2 decimals (a smaller loader answer, the same picture). */
function roundPath(path: string | null): string {
  return (path ?? "").replace(/-?\d*\.?\d+(?:e-?\d+)?/g, (number) => String(round(Number(number))));
}

/**
 * A donut of shares in the order given (not sorted), one slice per entry with a
 * positive value; values need not add up to 100.
 */
export function donutGeometry(entries: ReadonlyArray<{ key: string; label: string; value: number }>): DonutGeometry {
  const drawn = entries.filter((entry) => Number.isFinite(entry.value) && entry.value > 0);
  const layout = pie<(typeof drawn)[number]>({ value: (entry) => entry.value, sort: null, sortValues: null })(drawn);
  const path = arc<(typeof layout)[number]>({ innerRadius: DONUT_INNER_RADIUS, outerRadius: DONUT_OUTER_RADIUS });
  return {
    innerRadius: DONUT_INNER_RADIUS,
    outerRadius: DONUT_OUTER_RADIUS,
    slices: layout.map((slice, index) => ({
      key: slice.data.key,
      label: slice.data.label,
      value: slice.data.value,
      path: roundPath(path(slice)),
      color: chartColorIndex(index),
    })),
  };
}

/** The horizontal bar chart's frame, in SVG user units (the viewBox). */
export const BAR_CHART = { width: 360, labelWidth: 128, valueWidth: 48, rowHeight: 28, padding: 0.3 } as const;
/** Longer labels are cut (with '…') in the picture; the link's name and the table give them whole. */
const BAR_LABEL_MAX_CHARS = 16;

export type Bar = {
  key: string;
  label: string;
  /** The label as drawn: cut to BAR_LABEL_MAX_CHARS. */
  shortLabel: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The baseline of the row's texts (label and value). */
  textY: number;
  color: number;
};

export type BarGeometry = { width: number; height: number; barX: number; valueX: number; bars: Bar[] };

export function shortLabel(label: string, max = BAR_LABEL_MAX_CHARS): string {
  const characters = Array.from(label);
  return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : label;
}

/**
 * A linked bar's accessible name: first what the bar shows, in its order (the
 * label as drawn, the value), so that a speech-input user can say what they see
 * (WCAG 2.5.3); then the whole label where the drawn one is cut, and `more`.
 */
export function barLinkName(bar: Pick<Bar, "label" | "shortLabel" | "value">, unit: string, more = ""): string {
  const whole = bar.shortLabel === bar.label ? "" : `, ${bar.label}`;
  return `${bar.shortLabel} ${formatInteger(bar.value)} ${unit}${whole}${more}`;
}

/** Horizontal bars, one row per entry in the order given, lengths proportional to the value. */
export function barGeometry(entries: ReadonlyArray<{ key: string; label: string; value: number }>): BarGeometry {
  const { width, labelWidth, valueWidth, rowHeight, padding } = BAR_CHART;
  const height = Math.max(1, entries.length) * rowHeight;
  const barX = labelWidth;
  const valueX = width - valueWidth;
  // Rows by position: two entries with the same key still get a row each.
  const y = scaleBand<number>({ domain: entries.map((_, index) => index), range: [0, height], padding });
  const max = Math.max(0, ...entries.map((entry) => (Number.isFinite(entry.value) ? entry.value : 0)));
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, valueX - barX - 6] });
  return {
    width,
    height,
    barX,
    valueX,
    bars: entries.map((entry, index) => {
      const top = y(index) ?? index * rowHeight;
      const value = Number.isFinite(entry.value) && entry.value > 0 ? entry.value : 0;
      return {
        key: entry.key,
        label: entry.label,
        shortLabel: shortLabel(entry.label),
        value: entry.value,
        x: barX,
        y: round(top),
        width: round(Math.max(value > 0 ? 1 : 0, x(value))),
        height: round(y.bandwidth()),
        textY: round(top + y.bandwidth() / 2),
        color: chartColorIndex(index),
      };
    }),
  };
}

/** The per-epoch line chart's frame, in SVG user units (the viewBox): small enough that a phone draws it near 1:1. */
export const EPOCH_CHART = { width: 360, height: 180, left: 62, right: 10, top: 12, bottom: 24, inset: 8 } as const;
/** Beyond this many points the dots shrink, so a long history stays a line rather than a row of beads. */
const EPOCH_CHART_BIG_DOTS = 24;
const EPOCH_CHART_Y_TICKS = 4;

/** A tick of an axis: its value, its text and where it sits (x for the epoch axis, y for the value axis). */
type AxisTick = { value: number; label: string; at: number };

export type EpochLineGeometry = {
  width: number;
  height: number;
  /** The plot area's edges (the axes run along left and bottom). */
  plot: { left: number; right: number; top: number; bottom: number };
  /** The line through the points; it breaks where an epoch is missing. */
  line: string;
  /** The area under the line, down to zero. */
  area: string;
  dotRadius: number;
  /** One per entry, in the order given. */
  points: Array<{ epoch: number; x: number; y: number }>;
  xTicks: AxisTick[];
  yTicks: AxisTick[];
};

/**
 * One value per epoch over the epochs first…last (a shared range, so charts
 * stacked under each other line up by epoch); the value axis starts at zero.
 * `integers`: counts, whose ticks are whole numbers; `label`: a value tick's text.
 */
export function epochLineGeometry(
  entries: ReadonlyArray<{ epoch: number; value: number }>,
  range: { first: number; last: number },
  { integers = false, label = String }: { integers?: boolean; label?: (value: number) => string } = {},
): EpochLineGeometry {
  const { width, height, left, right, top, bottom, inset } = EPOCH_CHART;
  const plot = { left, right: width - right, top, bottom: height - bottom };
  const single = range.first >= range.last;
  const x = scaleLinear<number>({
    domain: single ? [range.first - 1, range.first + 1] : [range.first, range.last],
    range: [plot.left + inset, plot.right - inset],
  });
  const values = entries.map((entry) => (Number.isFinite(entry.value) && entry.value > 0 ? entry.value : 0));
  // Rounded out to the ticks' own step, so the highest point lies under the top gridline.
  const y = scaleLinear<number>({ domain: [0, Math.max(0, ...values) || 1], range: [plot.bottom, plot.top], nice: EPOCH_CHART_Y_TICKS });

  const points = entries.map((entry, index) => ({ epoch: entry.epoch, x: round(x(entry.epoch)), y: round(y(values[index]!)) }));
  // Every epoch of the points' span, null where it has no point: the line breaks there.
  const byEpoch = new Map(points.map((point) => [point.epoch, point]));
  const epochs = points.map((point) => point.epoch);
  const sequence: Array<{ x: number; y: number } | null> = [];
  if (epochs.length > 0) for (let epoch = Math.min(...epochs); epoch <= Math.max(...epochs); epoch += 1) sequence.push(byEpoch.get(epoch) ?? null);
  const defined = (point: { x: number; y: number } | null) => point !== null;
  const linePath = line<{ x: number; y: number } | null>({ x: (point) => point!.x, y: (point) => point!.y, defined })(sequence);
  const areaPath = area<{ x: number; y: number } | null>({ x: (point) => point!.x, y0: plot.bottom, y1: (point) => point!.y, defined })(sequence);

  const xTicks = single
    ? [range.first]
    : x.ticks(Math.min(5, range.last - range.first + 1)).filter((tick) => Number.isInteger(tick) && tick >= range.first && tick <= range.last);
  const yTicks = y.ticks(EPOCH_CHART_Y_TICKS).filter((tick) => !integers || Number.isInteger(tick));
  return {
    width,
    height,
    plot,
    line: roundPath(linePath),
    area: roundPath(areaPath),
    // A lone point has no line to show it: a bigger dot.
    dotRadius: points.length === 1 ? 5 : points.length > EPOCH_CHART_BIG_DOTS ? 1.5 : 3,
    points,
    xTicks: xTicks.map((tick) => ({ value: tick, label: String(tick), at: round(x(tick)) })),
    yTicks: yTicks.map((tick) => ({ value: tick, label: label(tick), at: round(y(tick)) })),
  };
}
