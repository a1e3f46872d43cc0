// @ts-check
// The overload guard of the request path (./pipeline.mjs): sheds load at the door.

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
 * reads: the JSON of ./json-response.server.ts under /api/, plain text
 * for a CSV download, else the unavailable page. Bodies and headers are made
 * once here; a shed request costs a lookup, a few headers and a write. /healthz
 * and /readyz pass uncounted. Mounted after the static files (not counted).
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
