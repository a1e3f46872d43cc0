// @ts-check
// The production server: Express serving the React Router build with
// compression, security headers on every response, request timeouts and a
// graceful shutdown that lets in-flight requests finish.

// This is the production entry: production unless told otherwise. It must be
// set before React loads (it picks its build from NODE_ENV at import time, and
// a development React beside a production react-dom fails every render), so
// everything else is imported after this line.
process.env.NODE_ENV ??= "production";

const { createRequestHandler } = await import("@react-router/express");
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { default: net } = await import("node:net");
const { default: http } = await import("node:http");
const { createOverloadGuard, describeListenAddress, superviseServerProcesses, withApiCalls, withLiveness } = await import("./server-support.mjs");

// Built by `react-router build` (scripts/ensure-build.mjs runs it when missing).
// Its entry also hands over the app's settings (app/env.server.ts reads the
// environment, once) and the headers every response carries.
const BUILD_PATH = "./build/server/index.js";
const build = await import(BUILD_PATH);
const { serverEnv: settings, BASELINE_HEADERS, RETRY_AFTER_SECONDS } = build.entry.module;

// A stray rejection is logged, never fatal (issue 12: the embedded worker's restart).
build.entry.module.surviveUnhandledRejections();

const SHUTDOWN_GRACE_MS = 10_000;

const BASELINE = {
  ...BASELINE_HEADERS,
  // HTML documents replace this with their nonce policy (app/entry.server.tsx).
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
};

let stopping = false;

/**
 * Just before a response's headers go out: adds the baseline headers it does
 * not already carry (a 304 gets no policy: the kept body keeps its own) and, while shutting down, closes the connection after it
 * (a kept-alive socket would hold the shutdown until its idle timeout).
 * @param {import("node:http").IncomingMessage} _req
 * @param {import("node:http").ServerResponse} res
 * @param {() => void} next
 */
function beforeHeaders(_req, res, next) {
  /** @type {any} */
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function patchedWriteHead(/** @type {any[]} */ ...args) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    for (const [name, value] of Object.entries(BASELINE)) {
      if (status === 304 && name === "Content-Security-Policy") continue;
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    if (stopping) res.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
  next();
}

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
  await serve();
}

async function serve() {
  // The embedded demo chain (ADR 004): built on the first start, with a
  // progress bar, for each network that has no DATABASE_URL_* (none with an
  // upstream API); reused after.
  /** @type {import("./demo/ensure-demo-chains.mjs").ChainMarker[]} */
  let demoChains = [];
  if (settings.demo.networks.length > 0) {
    const { ensureDemoChains } = await import("./demo/ensure-demo-chains.mjs");
    const { createProgressBar } = await import("./demo/progress-bar.mjs");
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

  // Opens the databases, applies our migrations and brings the summaries up to the
  // tip (ADR 005) before the first request; then a pass every few seconds.
  const { applyExplorerMigrations } = await import("./schema/migrate.mjs");
  const databases = await build.entry.module.warmUpChainDatabases({ migrate: applyExplorerMigrations });
  if (databases) console.log(`Databases: ${Object.entries(databases).map(([n, state]) => `${n} ${state}`).join(", ")}`);
  // Null with SUMMARY_WORKER=off on PostgreSQL: `npm run worker` keeps them.
  const summaries = build.entry.module.startChainSummaryMaintenance();

  // The demo chains live on: a new block whenever one comes due, after catching up
  // to now (DEMO_LIVE=0 or a fixed DEMO_NOW keeps them still).
  const live =
    settings.demo.live && demoChains.length > 0
      ? (await import("./demo/live-producer.mjs")).startLiveProducer(
          demoChains.map((marker) => ({ network: marker.network, seed: marker.seed, scale: marker.scale, generatedAt: Date.parse(marker.now) })),
          build.entry.module.chainDb,
        )
      : null;

  // The same options a page rendered whole is compressed with (app/html-stream.server.ts).
  const compress = compression(build.entry.module.COMPRESSION_OPTIONS);
  // compression() is typed for Express; it reads nothing of Express's request (headers, method).
  const compressAnyRequest = /** @type {import("./server-support.mjs").Step} */ (/** @type {unknown} */ (compress));
  // Past MAX_INFLIGHT_REQUESTS requests in the app, an immediate 503 (docs/reliability.md);
  // the page is rendered once, here, with the root route's stylesheets.
  const overloadGuard = createOverloadGuard({
    limit: settings.maxInflightRequests,
    htmlPage: build.entry.module.renderOverloadPage(build.assets.routes.root?.css ?? []),
    htmlCsp: build.entry.module.OVERLOAD_PAGE_CSP,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(beforeHeaders);
  // While stopping, readiness is known without asking the databases: tell the load
  // balancer to send no more.
  app.get("/readyz", (_req, res, next) => {
    if (!stopping) return next();
    res.status(503).set("Cache-Control", "no-store").json({ status: "stopping" });
  });
  app.use(compress);
  // Fingerprinted assets never change; everything else in public/ may.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // Pages have no file extension: only paths that look like a file are looked up on
  // disk (a failed stat and its 404 error on every page request took a tenth of the
  // CPU of rendering a page).
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(overloadGuard);
  // A page the browser holds is a 304; one asked again before the next block is the
  // kept rendering (app/page-cache.server.ts); anything else is rendered and may be kept.
  app.use(build.entry.module.pageCache);
  // Mounted without a path pattern: a pattern makes Express decode the path, and a
  // malformed escape (`/stakepools/%`) was its bare "Bad Request" with a stack in the
  // log; React Router answers it with the app's own 400 page (app/entry.server.tsx).
  app.use(createRequestHandler({ build, mode: "production", getLoadContext: (req) => /** @type {any} */ (req).pageContext ?? {} }));

  // The JSON API's GET calls are answered by its resource table before Express,
  // through the same headers, guard and compression (app/api/api-middleware.server.ts).
  const api = { callOf: build.entry.module.apiCallOf, steps: [beforeHeaders, overloadGuard, compressAnyRequest], answer: build.entry.module.answerApiCall };

  const server = http.createServer(withLiveness(BASELINE, withApiCalls(api, app))).listen(settings.port, settings.host, () => {
    console.log(`Prime Explorer listening on ${describeListenAddress(server.address())}`);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;

  // Shutdown, the way a load balancer expects (issue 12). On SIGTERM /readyz turns
  // 503 at once, but the listener stays open for a drain window: a client that sent
  // its request just before the signal may still be in the kernel's accept queue or
  // have its request unread, and closing then resets it. Every response from then on
  // carries `Connection: close`. After the window the listener closes; a connection
  // is destroyed only once it is idle after answering a request (or has sent nothing
  // since it opened), then the process exits, within the grace period.

  // A connection that has sent no request this long after opening is someone's
  // preconnect, not a request on its way.
  const SILENT_CONNECTION_MS = 2_000;
  const SHUTDOWN_DRAIN_MS = settings.shutdownDrainMs;
  const SWEEP_EVERY_MS = 50;

  /**
   * What the shutdown needs to know of each connection. Node's own
   * closeIdleConnections() (which http.Server#close() also calls) counts a
   * connection whose request has not been read yet as idle and destroys it.
   * @typedef {{ openedAt: number, served: boolean, active: number }} ConnectionState
   * @type {Map<import("node:net").Socket, ConnectionState>}
   */
  const connections = new Map();
  server.on("connection", (/** @type {import("node:net").Socket} */ socket) => {
    connections.set(socket, { openedAt: Date.now(), served: false, active: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (/** @type {import("node:http").IncomingMessage} */ req, /** @type {import("node:http").ServerResponse} */ res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.served = true;
    state.active += 1;
    res.once("close", () => {
      state.active -= 1;
    });
  });

  /** Destroys the connections that are done: idle after a response, or silent since they opened. */
  function sweepConnections() {
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active === 0 && (state.served || now - state.openedAt >= SILENT_CONNECTION_MS)) socket.destroy();
    }
  }

  /** @param {string} signal */
  function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: /readyz answers 503; draining for ${SHUTDOWN_DRAIN_MS} ms, then finishing in-flight requests`);
    setTimeout(() => {
      console.error("Shutdown grace period over: closing remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(stopListening, SHUTDOWN_DRAIN_MS);
  }

  function stopListening() {
    // net.Server's close, not http.Server's: that one first destroys every
    // connection without an active request, including those whose request is
    // still on its way.
    net.Server.prototype.close.call(server, async () => {
      clearInterval(sweeper);
      await live?.stop();
      await summaries?.stop();
      await build.entry.module.closeDatabases?.();
      process.exit(0);
    });
    const sweeper = setInterval(sweepConnections, SWEEP_EVERY_MS);
    sweepConnections();
  }

  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
