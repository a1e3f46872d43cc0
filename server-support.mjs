// @ts-check
// Pieces of the production server (server.mjs) kept out of it so they can be
// tested alone: the overload guard and the line that says where it listens.

/** Paths a load balancer polls: never shed, never counted. */
const PROBES = new Set(["/healthz", "/readyz"]);

/**
 * @typedef {object} OverloadGuardOptions
 * @property {number} limit requests handled at once (MAX_INFLIGHT_REQUESTS)
 * @property {string} htmlPage the whole unavailable page, rendered once at start
 * @property {string} htmlCsp its Content-Security-Policy (it carries no script, so no nonce)
 * @property {number} retryAfterSeconds
 * @property {(line: string) => void} [log] at most one line per `logEveryMs` (default console.warn)
 * @property {number} [logEveryMs] default 1000
 */

/**
 * Sheds load at the door: while `limit` requests are in the app, the next one
 * gets an immediate 503 with Retry-After (no queue), in the form its client
 * reads: the JSON of app/api/json-response.server.ts under /api/, plain text
 * for a CSV download, else the unavailable page. Bodies and headers are made
 * once here; a shed request costs a lookup, a few headers and a write. /healthz
 * and /readyz pass uncounted. Mount it after the static files (not counted).
 * @param {OverloadGuardOptions} options
 */
export function createOverloadGuard(options) {
  const { limit, retryAfterSeconds } = options;
  const log = options.log ?? ((line) => console.warn(line));
  const logEveryMs = options.logEveryMs ?? 1_000;
  // no-transform: compression() leaves these few bytes as they are (no gzip per shed request).
  const common = { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store, no-transform" };
  /** @type {Record<"html" | "json" | "csv", { headers: [string, string][], body: Buffer }>} */
  const answers = {
    html: answer(options.htmlPage, { ...common, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": options.htmlCsp }),
    json: answer(JSON.stringify({ error: "Service Temporarily Unavailable" }), { ...common, "Content-Type": "application/json; charset=utf-8" }),
    csv: answer("Service Temporarily Unavailable\n", { ...common, "Content-Type": "text/plain; charset=utf-8" }),
  };

  let inFlight = 0;
  let shed = 0;
  /** @type {NodeJS.Timeout | null} */
  let reportTimer = null;

  function report() {
    reportTimer = null;
    log(`Overloaded: ${shed} request(s) answered 503 in the last ${logEveryMs / 1000} s (MAX_INFLIGHT_REQUESTS=${limit})`);
    shed = 0;
  }

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {() => void} next
   */
  function overloadGuard(req, res, next) {
    const path = pathOf(req.url ?? "/");
    if (PROBES.has(path)) return next();
    if (inFlight >= limit) {
      shed += 1;
      if (!reportTimer) {
        reportTimer = setTimeout(report, logEveryMs);
        reportTimer.unref();
      }
      const { headers, body } = answers[kindOf(path)];
      for (const [name, value] of headers) res.setHeader(name, value);
      res.statusCode = 503;
      res.end(body);
      return;
    }
    inFlight += 1;
    // 'close' comes once, whether the response was sent or the client went away.
    res.once("close", () => {
      inFlight -= 1;
    });
    next();
  }

  return Object.assign(overloadGuard, {
    /** Requests in the app now (for tests). */
    inFlight: () => inFlight,
  });
}

/**
 * @param {string} body
 * @param {Record<string, string>} headers
 */
function answer(body, headers) {
  const bytes = Buffer.from(body);
  /** @type {[string, string][]} */
  const entries = Object.entries({ ...headers, "Content-Length": String(bytes.length) });
  return { headers: entries, body: bytes };
}

/** @param {string} target a request target in origin form (`/path?query`) */
function pathOf(target) {
  const query = target.indexOf("?");
  return query < 0 ? target : target.slice(0, query);
}

/** @param {string} path */
function kindOf(path) {
  if (path.startsWith("/api/")) return "json";
  if (path.endsWith(".csv")) return "csv";
  return "html";
}

/**
 * Liveness (/healthz): the process is up and answering. (And every request
 * target in origin form, `/path?query`, before anything reads it.) `listener` (the app)
 * behind a probe answered first, before Express, compression and React Router,
 * so a probe costs what a bare Node server's answer costs and still answers
 * when the app is busy; database readiness is /readyz, the app's.
 * @param {Readonly<Record<string, string>>} headers what every response carries
 * @param {import("node:http").RequestListener} listener
 * @returns {import("node:http").RequestListener}
 */
export function withLiveness(headers, listener) {
  const probeHeaders = { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Content-Length": "3" };
  return (req, res) => {
    // An absolute-form target (`GET http://host/path`, as sent to a proxy) names
    // its resource by its path like any other; what names none is a 400.
    if (req.url && !req.url.startsWith("/")) {
      const target = URL.parse(req.url);
      if (!target || !/^https?:$/.test(target.protocol)) {
        res.writeHead(400, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Bad Request\n");
        return;
      }
      req.url = target.pathname + target.search;
    }
    const url = req.url ?? "";
    const isProbe = (url === "/healthz" || url.startsWith("/healthz?")) && (req.method === "GET" || req.method === "HEAD");
    if (!isProbe) return listener(req, res);
    res.writeHead(200, probeHeaders);
    res.end(req.method === "HEAD" ? undefined : "ok\n");
  };
}

/**
 * @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} Step
 */

/**
 * The JSON API's GET calls answered before Express: what `callOf` recognises
 * passes `steps` (the baseline headers, the overload guard, compression: what
 * every request of the app passes) and is answered by `answer`, without
 * Express's router and its per-request work; anything else goes on to
 * `listener` (the app).
 * @template Call
 * @param {{
 *   callOf: (req: import("node:http").IncomingMessage) => Call | null,
 *   steps: Step[],
 *   answer: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, call: Call) => void,
 * }} api
 * @param {import("node:http").RequestListener} listener
 * @returns {import("node:http").RequestListener}
 */
export function withApiCalls({ callOf, steps, answer }, listener) {
  return (req, res) => {
    const call = callOf(req);
    if (call === null) return listener(req, res);
    let step = 0;
    const next = () => {
      const current = steps[step++];
      if (current) current(req, res, next);
      else answer(req, res, call);
    };
    next();
  };
}

/**
 * The start-up line's address, from server.address(): what it is bound to, and
 * for a wildcard a hint that it means every interface.
 * @param {string | import("node:net").AddressInfo | null} address
 */
export function describeListenAddress(address) {
  if (address === null) return "nowhere (not listening)";
  if (typeof address === "string") return address; // a Unix socket or pipe
  const host = address.family === "IPv6" || address.address.includes(":") ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  if (address.address === "0.0.0.0") return `${url} (all IPv4 interfaces; this machine: http://localhost:${address.port})`;
  if (address.address === "::") return `${url} (all interfaces; this machine: http://localhost:${address.port})`;
  return url;
}

// A server process that ends this soon after it started is failing at start
// (a database it cannot reach, a port in use): the next one waits, longer each time.
const STARTUP_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of SERVER_PROCESSES > 1 (node:cluster): it serves nothing itself,
 * keeps `count` server processes on the shared port, starts another when one
 * dies, and on SIGTERM or SIGINT passes the signal on (each drains and finishes
 * its requests, as one server does) and exits once all have, or at `graceMs`.
 * @param {{
 *   count: number,
 *   graceMs: number,
 *   cluster: Pick<import("node:cluster").Cluster, "fork" | "on">,
 *   exit?: (code: number) => void,
 *   onSignal?: (signal: "SIGTERM" | "SIGINT", handler: () => void) => void,
 *   log?: (line: string) => void,
 * }} options
 */
export function superviseServerProcesses({
  count,
  graceMs,
  cluster,
  exit = (code) => process.exit(code),
  onSignal = (signal, handler) => process.on(signal, handler),
  log = (line) => console.error(line),
}) {
  let stopping = false;
  let failed = false;
  let restartDelayMs = 1_000;
  // The processes alive, by worker id, with when each started. Kept here: the
  // cluster's own list may still hold a process after its 'exit' (until its
  // channel's 'disconnect'), and signalling an ended process is an error event.
  /** @type {Map<number, { worker: import("node:cluster").Worker, startedAt: number }>} */
  const alive = new Map();
  const start = () => {
    const worker = cluster.fork();
    alive.set(worker.id, { worker, startedAt: Date.now() });
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (alive.get(worker.id)?.startedAt ?? 0);
    alive.delete(worker.id);
    if (stopping) {
      // Ended by the signal passed on (one still starting has no handler for it yet) is stopped, not failed.
      if (code !== 0 && signal === null) failed = true;
      if (alive.size === 0) exit(failed ? 1 : 0);
      return;
    }
    const quick = lived < STARTUP_MS;
    const delay = quick ? restartDelayMs : 0;
    restartDelayMs = quick ? Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS) : 1_000;
    log(`Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}): starting another${delay ? ` in ${delay} ms` : ""}`);
    setTimeout(() => stopping || start(), delay);
  });

  /** @param {"SIGTERM" | "SIGINT"} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const { worker } of alive.values()) worker.process.kill(signal);
    if (alive.size === 0) exit(0);
    setTimeout(() => {
      log("Shutdown grace period over: ending the server processes left");
      for (const { worker } of alive.values()) worker.process.kill("SIGKILL");
      exit(1);
    }, graceMs).unref();
  };
  onSignal("SIGTERM", () => stop("SIGTERM"));
  onSignal("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) start();
}
