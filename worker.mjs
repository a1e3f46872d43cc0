// @ts-check
// `npm run worker` (ADR 005; docs/reliability.md, "Who writes"): only the summary
// maintenance, for the networks read from PostgreSQL (DATABASE_URL_MAINNET /
// DATABASE_URL_TESTNET), so the summaries can be written next to the db-sync
// primary while SSR nodes read replicas. Any number may run: the advisory lock
// keeps one writer per database.
// Every server also runs the same maintenance in-process. `--once` catches up
// every missing summary and exits (after a seed, before a benchmark).
process.env.NODE_ENV ??= "production";

// Built by `react-router build` (scripts/ensure-build.mjs runs it when missing).
const BUILD_PATH = "./build/server/index.js";
const build = await import(BUILD_PATH);
build.entry.module.surviveUnhandledRejections();
const { applyExplorerMigrations } = await import("./schema/migrate.mjs");

if (process.argv.includes("--once")) {
  // Catch up and exit: every missing summary, however long it takes.
  const started = Date.now();
  const networks = await build.entry.module.catchUpSummaries({ migrate: applyExplorerMigrations });
  await build.entry.module.closeDatabases?.();
  console.log(
    networks.length > 0
      ? `Summaries caught up for ${networks.join(", ")} in ${((Date.now() - started) / 1000).toFixed(1)}s`
      : "No DATABASE_URL_MAINNET or DATABASE_URL_TESTNET: no summaries to catch up.",
  );
  process.exit(0);
}

const worker = await build.entry.module.startSummaryWorker({ migrate: applyExplorerMigrations });
if (!worker) {
  console.log("No DATABASE_URL_MAINNET or DATABASE_URL_TESTNET: nothing for the summary worker (the server maintains an embedded demo chain itself).");
  process.exit(0);
}
console.log("Summary worker running");
// The maintenance's timer does not hold the process open (in the server the HTTP
// listener does); here this one does.
const keepAlive = setInterval(() => {}, 60_000);

/** @param {string} signal */
async function shutdown(signal) {
  console.log(`${signal} received: finishing the pass under way`);
  clearInterval(keepAlive);
  await worker?.stop();
  await build.entry.module.closeDatabases?.();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
