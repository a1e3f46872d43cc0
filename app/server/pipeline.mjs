// @ts-check
// The request path, written once and in order (docs/decisions/008-request-path.md).
// What every request passes before and after React Router:
//
//   1. liveness         /healthz answered first, and every request target made origin-form
//   2. live streams     /api/networks/{network}/events: step 4, then the stream (its own cap,
//                       MAX_EVENT_STREAMS, never compressed, never counted by step 8)
//   3. JSON fast path   the API's GET calls, by the resource table: steps 4, 8 and 6, then the answer
//   4. baseline headers added to every response just before its headers go out
//   5. /readyz stopping a 503 while shutting down, without asking the databases
//   6. compression      what the app has not already compressed whole
//   7. static files     fingerprinted assets, then public files (only paths that look like a file)
//   8. overload guard   past MAX_INFLIGHT_REQUESTS, an immediate 503; after the files, never shed
//   9. page cache       a 304, or the kept rendering of a page asked again before the next block
//  10. React Router     everything else
//
// Steps 1 to 3 sit in front of Express (a plain node:http listener), 4 to 10 are
// Express middleware. Why each sits where it does: docs/decisions/008-request-path.md.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createOverloadGuard } from "./overload-guard.mjs";

/**
 * @typedef {{ stopping: boolean, whenStopping?: Array<() => void> }} Lifecycle
 */

/**
 * @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} Step
 */

/**
 * The whole request path of one server process.
 * @param {any} build the React Router server build; its entry (app/entry.server.tsx) hands over the app's pieces
 * @param {{ maxInflightRequests: number }} settings
 * @param {Lifecycle} lifecycle `stopping` turns true once the process is shutting down (./listen.mjs), which then calls `whenStopping`'s hooks
 * @returns {import("node:http").RequestListener}
 */
export function createPipeline(build, settings, lifecycle) {
  const wiring = build.entry.module;
  const baseline = {
    ...wiring.BASELINE_HEADERS,
    // HTML documents replace this with their nonce policy (app/entry.server.tsx).
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  };
  const baselineHeaders = withBaselineHeaders(baseline, lifecycle);
  // The page is rendered once, here, with the root route's stylesheets.
  const overloadGuard = createOverloadGuard({
    limit: settings.maxInflightRequests,
    htmlPage: wiring.renderOverloadPage(build.assets.routes.root?.css ?? []),
    htmlCsp: wiring.OVERLOAD_PAGE_CSP,
    retryAfterSeconds: wiring.RETRY_AFTER_SECONDS,
  });
  // The same options a page rendered whole is compressed with (./html-stream.server.ts):
  // an answer already encoded passes through untouched.
  const compress = compression(wiring.COMPRESSION_OPTIONS);
  // compression() is typed for Express; it reads nothing of Express's request (headers, method).
  const compressAnyRequest = /** @type {Step} */ (/** @type {unknown} */ (compress));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(baselineHeaders);
  // While stopping, readiness is known without asking the databases: tell the load balancer to send no more.
  app.get("/readyz", (_req, res, next) => {
    if (!lifecycle.stopping) return next();
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
  app.use(wiring.pageCache);
  // Mounted without a path pattern: a pattern makes Express decode the path, and a
  // malformed escape (`/stakepools/%`) was its bare "Bad Request" with a stack in the
  // log; React Router answers it with the app's own 400 page (app/entry.server.tsx).
  app.use(createRequestHandler({ build, mode: "production", getLoadContext: (req) => /** @type {any} */ (req).pageContext ?? {} }));

  const api = { callOf: wiring.apiCallOf, steps: [baselineHeaders, overloadGuard, compressAnyRequest], answer: wiring.answerApiCall };
  const streams = wiring.eventStreams;
  // SIGTERM ends the streams at once, with a short retry hint: their clients resume on a node that stays.
  (lifecycle.whenStopping ??= []).push(() => streams.endAll());
  // The live streams pass the same kind of stage as the JSON calls, with the baseline headers only: no
  // compression (it would hold events back and keep a compressor per stream), no overload guard (a stream
  // is not a request in flight: it has its own cap).
  const live = {
    callOf: wiring.eventStreamOf,
    steps: [baselineHeaders],
    answer: (/** @type {any} */ req, /** @type {any} */ res, /** @type {any} */ network) => streams.answer(req, res, network, lifecycle.stopping),
  };
  return withLiveness(baseline, withApiCalls(live, withApiCalls(api, app)));
}

/**
 * Just before a response's headers go out: adds the baseline headers it does
 * not already carry (a 304 gets no policy: the kept body keeps its own) and, while
 * shutting down, closes the connection after it (a kept-alive socket would hold
 * the shutdown until its idle timeout).
 * @param {Readonly<Record<string, string>>} baseline
 * @param {{ stopping: boolean }} lifecycle
 * @returns {Step}
 */
function withBaselineHeaders(baseline, lifecycle) {
  return (_req, res, next) => {
    /** @type {any} */
    const writeHead = res.writeHead;
    /** @type {any} */ (res).writeHead = function writeHeadWithBaseline(/** @type {any[]} */ ...args) {
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      for (const [name, value] of Object.entries(baseline)) {
        if (status === 304 && name === "Content-Security-Policy") continue;
        if (!res.hasHeader(name)) res.setHeader(name, value);
      }
      if (lifecycle.stopping) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    };
    next();
  };
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
 * The JSON API's GET calls (and, in front of them, the live streams) answered
 * before Express: what `callOf` recognises
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

