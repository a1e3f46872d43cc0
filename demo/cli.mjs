#!/usr/bin/env node
// @ts-check
// The demo chain from the command line.
//   node demo/cli.mjs reset [--data-root .data] [--seed S] [--now ISO] [--scale full|test]
//       regenerates both chains into <data-root>/{mainnet,testnet}/ (stop the server first:
//       one process per embedded database)
//   node demo/cli.mjs seed --network mainnet|testnet --database-url URL [--seed S] [--now ISO] [--scale full|test|mainnet]
//       writes one chain into a PostgreSQL database: an empty one (our db-sync subset is
//       created first) or one made by db-sync's own migrations (only our schema and
//       indexes are added). --scale mainnet is the benchmark chain of mainnet's size
//       (3 million blocks, 5 million transactions; --network defaults to mainnet), for
//       PostgreSQL only. --dbsync-schema 13.7 creates db-sync 13.7.2's shape in an empty
//       database (`epoch` a view over epoch_finalized + epoch_current, schema/dbsync-13.7.sql);
//       the default is 13.6. A database made by db-sync keeps its own shape.
import { parseArgs } from "node:util";
import { ensureDemoChains } from "./ensure-demo-chains.mjs";
import { DEFAULT_SEED, loadChain } from "./load.mjs";
import { createProgressBar } from "./progress-bar.mjs";
import { DBSYNC_SCHEMAS, parseDbSyncSchema } from "../schema/dbsync-shape.mjs";

const USAGE = `Usage:
  node demo/cli.mjs reset [--data-root .data] [--seed S] [--now ISO] [--scale full|test]
  node demo/cli.mjs seed [--network mainnet|testnet] --database-url URL [--seed S] [--now ISO] [--scale full|test|mainnet] [--dbsync-schema 13.6|13.7]
      --network is required except with --scale mainnet (the benchmark chain), where it defaults to mainnet`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** @param {string | undefined} text */
function parseNow(text) {
  if (text === undefined) return Date.now();
  const now = Date.parse(text);
  if (Number.isNaN(now)) fail(`--now is not a date: ${text}`);
  return now;
}

/** @param {string | undefined} text @returns {import("./generator/profiles.mjs").Scale} */
function parseScale(text) {
  if (text === undefined || text === "full" || text === "test" || text === "mainnet") return text ?? "full";
  return fail(`--scale must be full, test or mainnet, not ${text}`);
}

/** @param {string | undefined} text */
function parseSchema(text) {
  try {
    return parseDbSyncSchema(text);
  } catch {
    return fail(`--dbsync-schema must be ${DBSYNC_SCHEMAS.join(" or ")}, not ${text}`);
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      network: { type: "string" },
      "database-url": { type: "string" },
      "data-root": { type: "string" },
      seed: { type: "string" },
      now: { type: "string" },
      scale: { type: "string" },
      "dbsync-schema": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const seed = values.seed ?? DEFAULT_SEED;
  const now = parseNow(values.now);
  const scale = parseScale(values.scale);
  const bar = createProgressBar();

  if (command === "reset") {
    if (scale === "mainnet") return fail("--scale mainnet is for seed (PostgreSQL) only: the embedded database is not made for a chain that size");
    const chains = await ensureDemoChains({ dataRoot: values["data-root"] ?? ".data", seed, now, scale, force: true, onProgress: bar.update });
    const tips = Object.entries(chains).map(([network, chain]) => `${network} block ${chain.marker.tipBlockNo} (${chain.dataDir})`);
    bar.finish(`Demo chains ready: ${tips.join(", ")}`);
  } else if (command === "seed") {
    const network = values.network ?? (scale === "mainnet" ? "mainnet" : undefined);
    if (network !== "mainnet" && network !== "testnet") return fail("--network must be mainnet or testnet");
    const url = values["database-url"];
    if (!url) return fail("--database-url is required");
    const dbsyncSchema = parseSchema(values["dbsync-schema"]);
    const summary = await loadChain({ kind: "postgres", url }, { network, seed, now, scale, dbsyncSchema, onProgress: bar.update });
    const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const count = (/** @type {number} */ n) => n.toLocaleString("en-US");
    bar.finish(`Seeded ${network} (${scale}) up to block ${count(summary.tipBlockNo)}: ${count(summary.rows.tx ?? 0)} transactions, ${count(rows)} rows`);
  } else {
    fail(`unknown command: ${command}`);
  }
}

main().catch((error) => {
  process.stderr.write(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
