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
 * @param {DemoChains} demoChains the demo chains, started before the build was loaded (startDemoChains)
 * @returns {Promise<() => Promise<void>>} stops them all (on shutdown)
 */
export async function startServices(build, settings, demoChains) {
  const wiring = build.entry.module;
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

/** @typedef {Map<string, Promise<import("../../demo/ensure-demo-chains.mjs").ChainMarker>>} DemoChains each network's chain, once ready */

/**
 * The demo chains (generated on the first start, reused after), both networks side by
 * side, each in a process of its own (its memory is the system's again once it is done):
 * a generator thread feeding a loader thread, and neither keeps two cores
 * busy through its index builds alone. Mainnet's loader thread is the longest chain of
 * work, so the other networks' threads run at a lower priority and take the CPU it
 * leaves. One progress bar counts both; a chain's warm-up (its epoch summaries and
 * its tokens' metadata, one thread of its own embedded database; the address and asset
 * indexes come with the chain) begins as soon as that chain is ready. Needs no build: a
 * first start builds the explorer meanwhile.
 * @param {import("./demo-settings.mjs").DemoSettings<import("../../demo/generator/addresses.mjs").Network>} demo
 * @returns {DemoChains}
 */
export function startDemoChains(demo) {
  /** @type {DemoChains} */
  const chains = new Map();
  if (demo.networks.length === 0) return chains;
  const tools = Promise.all([import("../../demo/ensure-demo-chains.mjs"), import("../../demo/progress-bar.mjs")]).then(
    ([{ ensureDemoChainApart }, { createProgressBar }]) => ({ ensureDemoChainApart, bar: createProgressBar() }),
  );
  /** @type {Map<string, { done: number, total: number, label: string }>} in the networks' order, whichever reports first */
  const progress = new Map(demo.networks.map((network) => [network, { done: 0, total: 0, label: "" }]));
  for (const [n, network] of demo.networks.entries()) {
    const chain = tools.then(async ({ ensureDemoChainApart, bar }) => {
      const built = await ensureDemoChainApart({
        dataRoot: demo.dataRoot,
        network,
        background: n > 0,
        scale: demo.scale,
        now: demo.now,
        onProgress: (/** @type {number} */ done, /** @type {number} */ total, /** @type {string} */ label) => {
          progress.set(network, { done, total, label });
          const all = [...progress.values()];
          // Both phases in one label: the bar writes a line per change of label on a pipe.
          const phases = all.filter((each) => each.done < each.total).map((each) => each.label);
          bar.update(all.reduce((sum, each) => sum + each.done, 0), all.reduce((sum, each) => sum + each.total, 0), phases.join(" · ") || label);
        },
      });
      bar.finish(
        built.generated
          ? `${network}: demo chain generated; its epoch summaries are written next, before the first request`
          : `${network}: demo chain ready`,
      );
      return built.marker;
    });
    // Awaited only once the build is loaded: a failure before then is still seen there, not
    // reported as an unhandled rejection.
    chain.catch(() => {});
    chains.set(network, chain);
  }
  return chains;
}
