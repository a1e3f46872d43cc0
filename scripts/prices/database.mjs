// @ts-check
// The database part of `npm run prices:import`, over any `query(text, params)`
// that returns rows: the postgres driver in the command, PGlite in its test.
import { UPSERT_SQL, averageByEpoch, upsertParameter } from "./core.mjs";

/** @typedef {(text: string, params?: unknown[]) => Promise<any[]>} Query */

/**
 * When each epoch with blocks began: its first block's time. One grouped pass
 * over block (a few seconds on mainnet; this is a scheduled job, not a page).
 * @param {Query} query @returns {Promise<import("./core.mjs").EpochStart[]>}
 */
async function epochStarts(query) {
  const rows = await query(
    `SELECT epoch_no::int AS "epoch", (extract(epoch FROM min(time)) * 1000)::float8 AS "start"
     FROM block WHERE epoch_no IS NOT NULL GROUP BY epoch_no ORDER BY epoch_no`,
  );
  return rows.map((row) => ({ epoch: Number(row.epoch), start: Number(row.start) }));
}

/**
 * Writes the averaged prices and reads back what is still missing.
 * @param {Query} query
 * @param {{ epochPoints: import("./core.mjs").EpochPoint[], datedPoints: import("./core.mjs").DatedPoint[] }} points
 */
export async function importPrices(query, points) {
  const starts = await epochStarts(query);
  const { prices, unplaced } = averageByEpoch(points, starts);
  const written = prices.size === 0 ? [] : await query(UPSERT_SQL, [upsertParameter(prices)]);
  const priced = new Set((await query(`SELECT epoch_no::int AS "epoch" FROM explorer.epoch_price`)).map((row) => Number(row.epoch)));
  return {
    priced: prices.size,
    written: written.map((row) => Number(row.epoch)).sort((a, b) => a - b),
    unplaced,
    missing: starts.map((start) => start.epoch).filter((epoch) => !priced.has(epoch)),
  };
}
