// @ts-check
// What one server process runs beside its listener: the embedded demo chains,
// the databases and the summary maintenance, started before the first request
// and stopped after the last.

/**
 * The embedded demo chain (ADR 004): built on the first start, with a progress
 * bar, for each network that has no DATABASE_URL_* (none with an upstream API);
 * reused after. Then the databases are opened, our migrations applied and the
 * summaries brought up to the tip (ADR 005) before the first request, with a
 * pass every few seconds; the demo chains live on (a new block whenever one
 * comes due; DEMO_LIVE=0 or a fixed DEMO_NOW keeps them still).
 * @param {any} build the React Router server build (its entry hands over the wiring)
 * @param {any} settings app/env.server.ts's `env`
 * @returns {Promise<() => Promise<void>>} stops them all (on shutdown)
 */
export async function startServices(build, settings) {
  const wiring = build.entry.module;
  const demoChains = startDemoChains(settings);
  const { applyExplorerMigrations } = await import("../../schema/migrate.mjs");
  const databases = await wiring.warmUpChainDatabases({
    migrate: applyExplorerMigrations,
    chainReady: (/** @type {string} */ network) => demoChains.get(network) ?? Promise.resolve(),
  });
  if (databases) console.log(`Databases: ${Object.entries(databases).map(([n, state]) => `${n} ${state}`).join(", ")}`);
  // Null with SUMMARY_WORKER=off on PostgreSQL: `npm run worker` keeps them.
  const summaries = wiring.startChainSummaryMaintenance();

  const markers = await Promise.all(demoChains.values());
  const live =
    settings.demo.live && markers.length > 0
      ? (await import("../../demo/live-producer.mjs")).startLiveProducer(
          markers.map((marker) => ({ network: marker.network, seed: marker.seed, scale: marker.scale, generatedAt: Date.parse(marker.now) })),
          wiring.chainDb,
        )
      : null;

  return async () => {
    // The live streams' tip watches first: they would read the databases closed below.
    wiring.eventStreams.close();
    await live?.stop();
    await summaries?.stop();
    await wiring.closeDatabases?.();
  };
}

/**
 * The demo chains, one network after the other in NETWORKS order (mainnet, the longer
 * chain, first): a chain's warm-up (its summaries and address and token indexes, one
 * thread of its own embedded database) begins as soon as it is generated, so testnet is
 * generated beside mainnet's warm-up instead of slowing mainnet's generation down.
 * @param {any} settings
 * @returns {Map<string, Promise<import("../../demo/ensure-demo-chains.mjs").ChainMarker>>} each network's chain, once ready
 */
function startDemoChains(settings) {
  /** @type {Map<string, Promise<import("../../demo/ensure-demo-chains.mjs").ChainMarker>>} */
  const chains = new Map();
  /** @type {Promise<unknown>} */
  let previous = Promise.resolve();
  for (const network of settings.demo.networks) {
    const chain = previous.then(async () => {
      const { ensureDemoChains } = await import("../../demo/ensure-demo-chains.mjs");
      const { createProgressBar } = await import("../../demo/progress-bar.mjs");
      const bar = createProgressBar();
      const chains = await ensureDemoChains({
        dataRoot: settings.dataRoot,
        networks: [network],
        scale: settings.demo.scale,
        now: settings.demo.now,
        onProgress: bar.update,
      });
      const built = /** @type {{ marker: import("../../demo/ensure-demo-chains.mjs").ChainMarker, generated: boolean }} */ (chains[network]);
      bar.finish(
        built.generated
          ? `${network}: demo chain generated; its summaries and address and token indexes are written next, before the first request`
          : `${network}: demo chain ready`,
      );
      return built.marker;
    });
    chains.set(network, chain);
    // A failed generation fails the start through its own promise; the next network still waits its turn.
    previous = chain.catch(() => {});
  }
  return chains;
}
