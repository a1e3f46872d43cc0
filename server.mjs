// @ts-check
// The production entry: the settings and the build, the request path of
// app/server (docs/decisions/008-request-path.md) and the listener.

// Production unless told otherwise. It must be set before React loads (it picks
// its build from NODE_ENV at import time, and a development React beside a
// production react-dom fails every render), so everything else is imported after.
process.env.NODE_ENV ??= "production";

const { existsSync } = await import("node:fs");
const { createPipeline } = await import("./app/server/pipeline.mjs");
const { listenUntilStopped, SHUTDOWN_GRACE_MS } = await import("./app/server/listen.mjs");
const { superviseServerProcesses } = await import("./app/server/processes.mjs");
const { startDemoChains, startServices } = await import("./app/server/services.mjs");
const { readDemoSettings } = await import("./app/server/demo-settings.mjs");
const { DEMO_NETWORKS } = await import("./demo/ensure-demo-chains.mjs");

// The demo chains need no build: a fresh clone's first start generates them while
// it builds the explorer (the two take both cores, not one after the other).
const demoChains = startDemoChains(readDemoSettings(process.env, DEMO_NETWORKS));

// Built by `react-router build` (scripts/ensure-build.mjs, when missing). Its entry
// (app/entry.server.tsx) also hands over the app's settings (app/env.server.ts
// reads the environment, once) and the pieces of the request path.
const BUILD_PATH = "./build/server/index.js";
if (!existsSync(new URL(BUILD_PATH, import.meta.url))) await (await import("./scripts/ensure-build.mjs")).ensureBuild();
const build = await import(BUILD_PATH);
const settings = build.entry.module.serverEnv;

// A stray rejection is logged, never fatal (issue 12: the embedded worker's restart).
build.entry.module.surviveUnhandledRejections();

// SERVER_PROCESSES > 1 (PostgreSQL or an upstream API only; app/env.server.ts):
// this process forks that many servers on the shared port and watches them; each
// is the whole server below, with its own pools, caches and shutdown.
const { default: cluster } = await import("node:cluster");
if (settings.serverProcesses > 1 && cluster.isPrimary) {
  // Every process accepts from the shared socket itself: with the primary handing
  // connections out (round robin), one handed to a process that just died is lost.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  console.log(`Prime Explorer: starting ${settings.serverProcesses} server processes on port ${settings.port}`);
  superviseServerProcesses({ count: settings.serverProcesses, graceMs: SHUTDOWN_GRACE_MS + 1_000, cluster });
} else {
  const stopServices = await startServices(build, settings, demoChains);
  const lifecycle = { stopping: false };
  listenUntilStopped(createPipeline(build, settings, lifecycle), settings, lifecycle, stopServices);
}
