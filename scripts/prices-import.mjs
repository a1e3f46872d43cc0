#!/usr/bin/env node
// @ts-check
// npm run prices:import -- --network mainnet --database-url postgres://… [--csv FILE] [--url URL]
// Loads per-epoch USD prices into explorer.epoch_price (README, db-sync section).
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { PriceInputError, epochRanges, parseArguments, parseMarketChart, parsePriceCsv } from "./prices/core.mjs";
import { importPrices } from "./prices/database.mjs";

async function main() {
  const args = parseArguments(process.argv.slice(2));
  // Every input is read and checked before the database is touched.
  const points = { epochPoints: /** @type {import("./prices/core.mjs").EpochPoint[]} */ ([]), datedPoints: /** @type {import("./prices/core.mjs").DatedPoint[]} */ ([]) };
  if (args.url) {
    const response = await fetch(args.url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new PriceInputError(`${args.url}: HTTP ${response.status}`);
    points.datedPoints.push(...parseMarketChart(await response.json(), args.url));
  }
  if (args.csv) {
    const file = parsePriceCsv(await readFile(args.csv, "utf8"), args.csv);
    points.epochPoints.push(...file.epochPoints);
    points.datedPoints.push(...file.datedPoints);
  }
  const sql = postgres(args.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const report = await importPrices((text, params = []) => sql.unsafe(text, /** @type {any[]} */ (params)), points);
    console.log(`${args.network}: ${report.priced} epochs priced from the input, ${report.written.length} written${report.written.length ? ` (${epochRanges(report.written)})` : ""}`);
    if (report.unplaced > 0) console.log(`${report.unplaced} dated prices fall outside every epoch with blocks (ignored)`);
    console.log(report.missing.length ? `epochs with blocks still without a price: ${epochRanges(report.missing)}` : "every epoch with blocks has a price");
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().catch((error) => {
  console.error(error instanceof PriceInputError ? `prices:import: ${error.message}` : error);
  process.exit(error instanceof PriceInputError ? 2 : 1);
});
