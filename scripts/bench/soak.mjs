// @ts-check
// The soak (issue 40): a JSON call and a page, each request new, under a closed
// loop for many minutes, so that a server that slows down the longer it serves
// shows it. Requests per second and latency per window for each route, and the
// server's resident set size at the end of each window. With --mix, the memory
// soak (issue 45): the whole route mix and an overload burst, RSS and heap per
// window, judged against the node's bound (soakMix, memoryVerdicts).
import autocannon from "autocannon";

/**
 * @typedef {{ name: string, path: string }} SoakRoute
 * @typedef {{ requestsPerSecond: number, p50: number, p99: number, errors: number }} WindowFigures
 * @typedef {{ window: number, rssMb: number, routes: Record<string, WindowFigures> }} SoakWindow
 */

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Every route of `routes` loaded by its own `connections` clients at once, for
 * `windows` windows of `windowS` seconds.
 * @param {{ base: string, routes: SoakRoute[], connections: number, windowS: number, windows: number,
 *   unique: (path: string) => string, rssMb: () => number }} options
 * @returns {Promise<SoakWindow[]>}
 */
export async function soak({ base, routes, connections, windowS, windows, unique, rssMb }) {
  const windowMs = windowS * 1000;
  const started = performance.now();
  const windowNow = () => Math.floor((performance.now() - started) / windowMs);
  /** @type {{ latencies: number[][], errors: number[] }[]} */
  const seen = routes.map(() => ({ latencies: Array.from({ length: windows }, () => []), errors: Array(windows).fill(0) }));
  /** @type {number[]} */
  const rss = [];
  const sampler = setInterval(() => rss.length < windows && rss.push(rssMb()), windowMs);
  try {
    await Promise.all(
      routes.map(
        (route, i) =>
          new Promise((resolve, reject) => {
            const mine = /** @type {(typeof seen)[number]} */ (seen[i]);
            /** @param {number} window */
            const countError = (window) => window < windows && (mine.errors[window] = (mine.errors[window] ?? 0) + 1);
            const instance = autocannon(
              {
                url: base,
                connections,
                duration: windowS * windows,
                headers: { "accept-encoding": "gzip" },
                requests: [{ setupRequest: (request) => ({ ...request, path: unique(route.path) }) }],
              },
              (error) => (error ? reject(error) : resolve(undefined)),
            );
            instance.on("response", (_client, status, _bytes, ms) => {
              const window = windowNow();
              if (window >= windows) return;
              mine.latencies[window]?.push(ms);
              if (status < 200 || status > 299) countError(window);
            });
            instance.on("reqError", () => countError(windowNow()));
          }),
      ),
    );
  } finally {
    clearInterval(sampler);
  }
  while (rss.length < windows) rss.push(rssMb());
  return rss.map((rssMb, window) => ({
    window,
    rssMb,
    routes: Object.fromEntries(
      routes.map((route, i) => {
        const latencies = [...(seen[i]?.latencies[window] ?? [])].sort((a, b) => a - b);
        return [
          route.name,
          {
            requestsPerSecond: latencies.length / windowS,
            p50: quantile(latencies, 0.5),
            p99: quantile(latencies, 0.99),
            errors: seen[i]?.errors[window] ?? 0,
          },
        ];
      }),
    ),
  }));
}

/**
 * The soak's goals: each route's last window within 10% of its first (requests per
 * second), and the RSS flat over the last five windows (at most 5% above where it stood).
 * @param {SoakWindow[]} windows
 */
export function soakVerdicts(windows) {
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return [];
  const verdicts = Object.keys(first.routes).map((name) => {
    const value = (last.routes[name]?.requestsPerSecond ?? 0) / (first.routes[name]?.requestsPerSecond || 1);
    return { name: `soak ${name}: last window ÷ first (req/s)`, value, goal: "0.9–1.1", met: value >= 0.9 && value <= 1.1 };
  });
  const tail = windows.slice(-6);
  const from = tail[0]?.rssMb ?? 0;
  const growth = Math.max(...tail.map((window) => window.rssMb)) / (from || 1) - 1;
  verdicts.push({ name: `soak server RSS over the last ${tail.length - 1} windows: most above the first (${from.toFixed(0)} MB)`, value: growth, goal: "≤ 0.05", met: growth <= 0.05 });
  return verdicts;
}

/** @param {SoakWindow[]} windows */
export function formatSoakTable(windows) {
  const names = Object.keys(windows[0]?.routes ?? {});
  const head = ["window", ...names.flatMap((name) => [`${name} req/s`, "p50 ms", "p99 ms", "errors"]), "RSS MB"];
  const rows = windows.map((window) => [
    String(window.window + 1),
    ...names.flatMap((name) => {
      const figures = window.routes[name];
      return [figures?.requestsPerSecond.toFixed(0) ?? "", figures?.p50.toFixed(1) ?? "", figures?.p99.toFixed(1) ?? "", String(figures?.errors ?? "")];
    }),
    window.rssMb.toFixed(0),
  ]);
  return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/**
 * @typedef {{ rssMb: number, heapUsedMb: number | null, heapTotalMb: number | null }} MemorySample
 * @typedef {{ requests: number, requestsPerSecond: number, p50: number, p99: number, errors: number, shed: number, notOk?: Record<string, number> }} LoadFigures
 * @typedef {{ window: number, mix: LoadFigures, burst: LoadFigures } & MemorySample} MixWindow
 */

/**
 * The memory soak (issue 45): each window, the whole route mix in turn under a
 * closed loop of `connections` clients, every request new (a page or answer no
 * cache holds yet: the caches fill to their bounds), then for its last `burstS`
 * seconds an overload burst of `burstConnections` clients on the same mix, past
 * the overload guard's limit; the server's memory is sampled at each window's end.
 * @param {{ base: string, paths: string[], connections: number, burstConnections: number, windowS: number, burstS: number,
 *   windows: number, unique: (path: string) => string, sample: () => Promise<MemorySample>, onWindow?: (window: MixWindow) => void }} options
 * @returns {Promise<MixWindow[]>}
 */
export async function soakMix({ base, paths, connections, burstConnections, windowS, burstS, windows, unique, sample, onWindow }) {
  let turn = 0;
  const next = () => unique(paths[turn++ % paths.length] ?? "/");
  /** @type {MixWindow[]} */
  const soaked = [];
  for (let window = 0; window < windows; window++) {
    const mix = await closedLoop(base, connections, windowS - burstS, next);
    const burst = burstS > 0 ? await closedLoop(base, burstConnections, burstS, next) : NO_LOAD;
    const figures = { window, mix, burst, ...(await sample()) };
    soaked.push(figures);
    onWindow?.(figures);
  }
  return soaked;
}

/** @type {LoadFigures} */
const NO_LOAD = { requests: 0, requestsPerSecond: 0, p50: 0, p99: 0, errors: 0, shed: 0 };

/**
 * @param {string} base @param {number} connections @param {number} seconds @param {() => string} next
 * @returns {Promise<LoadFigures>}
 */
function closedLoop(base, connections, seconds, next) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: { "accept-encoding": "gzip" },
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        // The overload guard's 503 is its designed answer to a burst past its limit: counted apart.
        const shed = result.statusCodeStats?.["503"]?.count ?? 0;
        // What the errors were: each status not 2xx, the timeouts and the failed connections.
        /** @type {Record<string, number>} */
        const notOk = {};
        for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) if (!status.startsWith("2")) notOk[status] = stats?.count ?? 0;
        if (result.timeouts) notOk.timeout = result.timeouts;
        if (result.errors - result.timeouts > 0) notOk.failed = result.errors - result.timeouts;
        resolve({
          requests: result.requests.total,
          requestsPerSecond: result.requests.total / seconds,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx - shed,
          shed,
          notOk,
        });
      },
    );
  });
}

/**
 * The least-squares slope of `values` against their index: growth per window.
 * @param {number[]} values
 */
export function slope(values) {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((value, x) => {
    covariance += (x - meanX) * (value - meanY);
    variance += (x - meanX) ** 2;
  });
  return covariance / variance;
}

/**
 * The memory soak's goals: the server's RSS at the end within `rssBoundMb`, and flat
 * over the last `tail` windows: its least-squares slope at most `maxSlopeMbPerMin`,
 * and the last window not above the highest of the tail's earlier ones by more
 * than `maxRiseRatio` (a step at the very end, which a slope over five points hides).
 * @param {MixWindow[]} windows
 * @param {{ rssBoundMb: number, windowMin: number, tail?: number, maxSlopeMbPerMin?: number, maxRiseRatio?: number }} goals
 */
export function memoryVerdicts(windows, { rssBoundMb, windowMin, tail = 5, maxSlopeMbPerMin = 2, maxRiseRatio = 0.03 }) {
  const last = windows.at(-1);
  if (!last) return [];
  const lastOnes = windows.slice(-tail);
  const growth = slope(lastOnes.map((window) => window.rssMb)) / windowMin;
  const earlierHighest = Math.max(...lastOnes.slice(0, -1).map((window) => window.rssMb));
  const rise = lastOnes.length > 1 ? last.rssMb / earlierHighest - 1 : 0;
  return [
    { name: `memory soak: server RSS at the end (MB)`, value: last.rssMb, goal: `≤ ${rssBoundMb}`, met: last.rssMb <= rssBoundMb },
    { name: `memory soak: RSS slope over the last ${lastOnes.length} windows (MB/min)`, value: growth, goal: `≤ ${maxSlopeMbPerMin}`, met: growth <= maxSlopeMbPerMin },
    {
      name: `memory soak: last window's RSS above the highest of the ${lastOnes.length - 1} before it`,
      value: rise,
      goal: `≤ ${maxRiseRatio}`,
      met: rise <= maxRiseRatio,
    },
  ];
}

/** @param {MixWindow[]} windows */
export function formatMixSoakTable(windows) {
  const head = ["window", "mix req/s", "p50 ms", "p99 ms", "errors", "burst req", "shed 503", "burst errors", "RSS MB", "heap used MB", "heap total MB"];
  const mb = (/** @type {number | null} */ value) => (value === null ? "" : value.toFixed(0));
  const rows = windows.map((window) => [
    String(window.window + 1),
    window.mix.requestsPerSecond.toFixed(0),
    window.mix.p50.toFixed(0),
    window.mix.p99.toFixed(0),
    String(window.mix.errors),
    String(window.burst.requests),
    String(window.burst.shed),
    String(window.burst.errors),
    mb(window.rssMb),
    mb(window.heapUsedMb),
    mb(window.heapTotalMb),
  ]);
  return [head, head.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
