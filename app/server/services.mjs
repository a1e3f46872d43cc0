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
  /** @type {import("../../demo/ensure-demo-chains.mjs").ChainMarker[]} */
  let demoChains = [];
  if (settings.demo.networks.length > 0) {
    const { ensureDemoChains } = await import("../../demo/ensure-demo-chains.mjs");
    const { createProgressBar } = await import("../../demo/progress-bar.mjs");
    const bar = createProgressBar();
    const chains = await ensureDemoChains({
      dataRoot: settings.dataRoot,
      networks: settings.demo.networks,
      scale: settings.demo.scale,
      now: settings.demo.now,
      onProgress: bar.update,
    });
    const generated = Object.values(chains).some((chain) => chain.generated);
    bar.finish(generated ? "Demo chains generated" : "Demo chains ready");
    demoChains = Object.values(chains).map((chain) => chain.marker);
  }

  const { applyExplorerMigrations } = await import("../../schema/migrate.mjs");
  const databases = await wiring.warmUpChainDatabases({ migrate: applyExplorerMigrations });
  if (databases) console.log(`Databases: ${Object.entries(databases).map(([n, state]) => `${n} ${state}`).join(", ")}`);
  // Null with SUMMARY_WORKER=off on PostgreSQL: `npm run worker` keeps them.
  const summaries = wiring.startChainSummaryMaintenance();

  const live =
    settings.demo.live && demoChains.length > 0
      ? (await import("../../demo/live-producer.mjs")).startLiveProducer(
          demoChains.map((marker) => ({ network: marker.network, seed: marker.seed, scale: marker.scale, generatedAt: Date.parse(marker.now) })),
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
