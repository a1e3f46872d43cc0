// @ts-check
// The soak (issue 40): a JSON call and a page, each request new, under a closed
// loop for many minutes, so that a server that slows down the longer it serves
// shows it. Requests per second and latency per window for each route, and the
// server's resident set size at the end of each window.
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
