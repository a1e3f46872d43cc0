#!/usr/bin/env node
// @ts-check
// The demo chain from the command line.
//   node demo/cli.mjs reset [--data-root .data] [--seed S] [--now ISO] [--scale full|test]
//       regenerates both chains into <data-root>/{mainnet,testnet}/ (stop the server first:
//       one process per embedded database)
//   node demo/cli.mjs seed --network mainnet|testnet --database-url URL [--seed S] [--now ISO] [--scale full|test]
//       writes one chain into a PostgreSQL database: an empty one (our db-sync subset is
//       created first) or one made by db-sync's own migrations (only our schema and
//       indexes are added)
import { parseArgs } from "node:util";
import { ensureDemoChains } from "./ensure-demo-chains.mjs";
import { DEFAULT_SEED, loadChain } from "./load.mjs";
import { createProgressBar } from "./progress-bar.mjs";

const USAGE = `Usage:
  node demo/cli.mjs reset [--data-root .data] [--seed S] [--now ISO] [--scale full|test]
  node demo/cli.mjs seed --network mainnet|testnet --database-url URL [--seed S] [--now ISO] [--scale full|test]`;

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

/** @param {string | undefined} text @returns {"full" | "test"} */
function parseScale(text) {
  if (text === undefined || text === "full" || text === "test") return text ?? "full";
  return fail(`--scale must be full or test, not ${text}`);
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
    const chains = await ensureDemoChains({ dataRoot: values["data-root"] ?? ".data", seed, now, scale, force: true, onProgress: bar.update });
    const tips = Object.entries(chains).map(([network, chain]) => `${network} block ${chain.marker.tipBlockNo} (${chain.dataDir})`);
    bar.finish(`Demo chains ready: ${tips.join(", ")}`);
  } else if (command === "seed") {
    const network = values.network;
    if (network !== "mainnet" && network !== "testnet") return fail("--network must be mainnet or testnet");
    const url = values["database-url"];
    if (!url) return fail("--database-url is required");
    const summary = await loadChain({ kind: "postgres", url }, { network, seed, now, scale, onProgress: bar.update });
    bar.finish(`Seeded ${network} up to block ${summary.tipBlockNo}`);
  } else {
    fail(`unknown command: ${command}`);
  }
}

main().catch((error) => {
  process.stderr.write(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
