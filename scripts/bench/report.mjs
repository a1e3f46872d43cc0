// @ts-check
// The benchmark's results as a fixed-width table (also pasted into docs/performance.md).

/** @type {[string, number][]} */
const COLUMNS = [
  ["route", 24],
  ["req/s", 9],
  ["p50 ms", 8],
  ["p99 ms", 8],
  ["max ms", 8],
  ["errors", 7],
  ["bytes", 8],
];

/**
 * @param {[string, import("../bench.mjs").Measurement][]} rows
 * @param {{ header?: boolean }} [options]
 */
export function formatTable(rows, { header = true } = {}) {
  const line = (/** @type {(string | number)[]} */ cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(COLUMNS[i]?.[1] ?? 0) : String(cell).padStart(COLUMNS[i]?.[1] ?? 0))).join(" ");
  const body = rows.map(([name, m]) =>
    line([name, m.requestsPerSecond.toFixed(0), m.p50.toFixed(1), m.p99.toFixed(1), m.max.toFixed(1), m.errors, m.bytesPerResponse]),
  );
  return [...(header ? [line(COLUMNS.map(([title]) => title))] : []), ...body].join("\n");
}
