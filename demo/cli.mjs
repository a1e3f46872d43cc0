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
//   node demo/cli.mjs live --network mainnet|testnet --database-url URL --now ISO [--seed S] [--scale full|test] [--speed N]
//       plays db-sync on a seeded PostgreSQL database: appends each block when it comes
//       due, until stopped (Ctrl-C). --now is the 'now' the chain was seeded for; the
//       chain's clock starts there and runs --speed times as fast as the wall clock
//       (default 1), so a test can see blocks arrive every second or two.
import { parseArgs } from "node:util";
import { ensureDemoChains } from "./ensure-demo-chains.mjs";
import { DEFAULT_SEED, loadChain } from "./load.mjs";
import { createProgressBar } from "./progress-bar.mjs";
import { DBSYNC_SCHEMAS, parseDbSyncSchema } from "../schema/dbsync-shape.mjs";

const USAGE = `Usage:
  node demo/cli.mjs reset [--data-root .data] [--seed S] [--now ISO] [--scale full|test]
  node demo/cli.mjs seed [--network mainnet|testnet] --database-url URL [--seed S] [--now ISO] [--scale full|test|mainnet] [--dbsync-schema 13.6|13.7]
      --network is required except with --scale mainnet (the benchmark chain), where it defaults to mainnet
  node demo/cli.mjs live --network mainnet|testnet --database-url URL --now ISO [--seed S] [--scale full|test] [--speed N]`;

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

/**
 * Appends the chain's blocks to a PostgreSQL database as they come due, until SIGINT/SIGTERM.
 * @param {{ network: "mainnet" | "testnet", url: string, seed: string, scale: import("./generator/profiles.mjs").Scale, generatedAt: number, speed: number }} options
 */
async function playDbSync({ network, url, seed, scale, generatedAt, speed }) {
  const { default: postgres } = await import("postgres");
  const { startLiveProducer } = await import("./live-producer.mjs");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  /** @type {import("./live-producer.mjs").LiveDb} */
  const db = {
    query: async (text) => /** @type {any} */ (Array.from(await sql.unsafe(text))),
    exec: (script) => sql.unsafe(script),
  };
  const startedAt = Date.now();
  const producer = startLiveProducer([{ network, seed, scale, generatedAt }], () => db, {
    clock: () => generatedAt + (Date.now() - startedAt) * speed,
    speed,
    log: (message) => console.log(message),
  });
  console.log(`${network}: appending blocks as they come due (${speed}× the wall clock); Ctrl-C stops`);
  const keepAlive = setInterval(() => {}, 60_000);
  await new Promise((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  clearInterval(keepAlive);
  await producer.stop();
  await sql.end({ timeout: 2 });
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
      speed: { type: "string" },
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
  } else if (command === "live") {
    const network = values.network;
    if (network !== "mainnet" && network !== "testnet") return fail("--network must be mainnet or testnet");
    const url = values["database-url"];
    if (!url) return fail("--database-url is required");
    if (values.now === undefined) return fail("--now is required: the 'now' the chain was seeded for");
    if (scale === "mainnet") return fail("--scale mainnet is not a live chain");
    const speed = Number(values.speed ?? "1");
    if (!(speed > 0)) return fail(`--speed must be a positive number, not ${values.speed}`);
    await playDbSync({ network, url, seed, scale, generatedAt: now, speed });
  } else {
    fail(`unknown command: ${command}`);
  }
}

main().catch((error) => {
  process.stderr.write(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
