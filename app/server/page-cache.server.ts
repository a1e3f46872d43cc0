import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tipDigest } from "./validators.server";
import { serverNow } from "../clock.server";
import { targetUrl } from "./request-target.server";
import { contentSecurityPolicy } from "../lib/http/csp";
import { ifNoneMatchHits, PAGE_CACHE_CONTROL, PREFERENCES_VARY, weakTag } from "../lib/http/http-cache";
import { CACHE_BOUNDS } from "../lib/runtime/memory-budget.mjs";
import { createProcessCache } from "../lib/runtime/process-cache";
import { readThemeCookie, resolveNetwork, type RequestHead } from "../session.server";

// A page follows from its URL, the network and theme it is shown in, the chain's
// tip and the build: known before anything is read or rendered. So the server
// answers a browser that still holds this page with a 304 (no render, and no CSP:
// the kept page keeps the policy of its own nonce), and a page asked again before
// the next block with the rendering kept from the first time, under a new nonce.

/** How a rendered page reaches the cache: handed to React Router as the load context. */
export type PageContext = {
  page?: {
    etag: string;
    /** Called once the whole page is written, with the nonce it was written with. */
    keep(html: Buffer, nonce: string, headers: Headers): void;
    /** This path's page differs on every visit (PER_VISIT): never kept, never validated. */
    decline(): void;
  };
};


// Kept as the bytes written, and sent again as bytes with the nonce replaced: a page
// kept as a string as well weighed its size again (twice, where not Latin-1).
type KeptPage = { bytes: Buffer; nonce: string; headers: ReadonlyArray<readonly [string, string]> };

// 'Data as of … ago' and other ages are written in the page: a kept page is
// rendered again at least this often, tip or not.
const AGE_STEP_MS = 60_000;
const NOT_KEPT = new Error("this render was not kept");
// A page's headers and bookkeeping beside its bytes: a generous allowance.
const PAGE_OVERHEAD_BYTES = 2048;

const pages = createProcessCache<KeptPage>({
  ttlMs: AGE_STEP_MS,
  maxEntries: CACHE_BOUNDS.keptPages.entries,
  maxBytes: () => CACHE_BOUNDS.keptPages.bytes,
  sizeOf: (page) => page.bytes.length + PAGE_OVERHEAD_BYTES,
});
// The paths whose page a render declined (PER_VISIT): as many as such routes have paths.
const perVisitPaths = new Set<string>();

/** A page's weak validator (its bytes differ in the nonce); null when the tip cannot be read. */
async function pageValidator(request: RequestHead): Promise<string | null> {
  const url = new URL(request.url);
  const { network } = resolveNetwork(request);
  const age = String(Math.floor(serverNow() / AGE_STEP_MS));
  const pageDigest = await tipDigest(network, "page", url.pathname + url.search, readThemeCookie(request) ?? "", age);
  return pageDigest && weakTag(pageDigest);
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? "/").split("?", 1)[0] ?? "/";
}

// Files, downloads and the JSON API have their own validators; probes and
// preference forms are never pages.
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = pathOf(req);
  return !/\.[A-Za-z0-9]+$/.test(path) && !/^\/(api|readyz|healthz|preferences)(\/|$)/.test(path) && !perVisitPaths.has(path);
}

type Next = (error?: unknown) => void;

/** The page's request as the validator reads it; null for a target no page has (React Router answers it). */
function requestOf(req: IncomingMessage): RequestHead | null {
  const url = targetUrl(req);
  return url && { url: url.href, headers: new Headers(req.headers.cookie ? { Cookie: req.headers.cookie } : {}) };
}

/**
 * The production server's middleware in front of React Router: a 304 for a
 * page the browser holds, the kept rendering of a page asked again before the
 * next block, or else on to React Router with `req.pageContext` for its render to
 * be kept. Requests for the same page while it renders wait for that one render.
 */
export function pageCache(req: IncomingMessage & { pageContext?: PageContext }, res: ServerResponse, next: Next): void {
  if (!isPageRequest(req)) return next();
  // Only the path, the query and the cookies name a page.
  const request = requestOf(req);
  if (!request) return next();
  pageValidator(request).then((etag) => {
    if (!etag) return next();
    if (ifNoneMatchHits(req.headers["if-none-match"], etag)) {
      res.writeHead(304, { ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL, Vary: PREFERENCES_VARY }).end();
      return;
    }
    let renderer: { keep: (page: KeptPage) => void; skip: () => void } | undefined;
    const kept = pages.get(
      etag,
      () =>
        new Promise<KeptPage>((keep, reject) => {
          renderer = { keep, skip: () => reject(NOT_KEPT) };
        }),
    );
    kept.catch(() => {});
    if (renderer) {
      const { keep, skip } = renderer;
      // A render that ends without a page to keep (an error, a redirect, a 404) lets the waiting requests render their own.
      res.once("close", skip);
      req.pageContext = {
        page: {
          etag,
          keep: (bytes, nonce, headers) => keep({ bytes, nonce, headers: keptHeaders(headers) }),
          decline: () => perVisitPaths.add(pathOf(req)),
        },
      };
      return next();
    }
    kept.then((page) => sendKept(req, res, page, etag), () => next());
  }, next);
}

// Everything but the policy, which names the nonce of each response.
function keptHeaders(headers: Headers): Array<[string, string]> {
  return [...headers].filter(([name]) => name.toLowerCase() !== "content-security-policy");
}

function sendKept(req: IncomingMessage, res: ServerResponse, page: KeptPage, etag: string): void {
  const nonce = newNonce();
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  res.setHeader("ETag", etag);
  res.statusCode = 200;
  if (req.method === "HEAD") return void res.end();
  res.end(withNonce(page.bytes, page.nonce, nonce));
}

/** A copy of `bytes` with every `from` replaced by `to`, both ASCII of the same length (newNonce's). */
export function withNonce(bytes: Buffer, from: string, to: string): Buffer {
  if (Buffer.byteLength(from) !== Buffer.byteLength(to)) throw new Error("a nonce is replaced by one of its length");
  const copy = Buffer.from(bytes);
  for (let at = copy.indexOf(from); at >= 0; at = copy.indexOf(from, at + from.length)) copy.write(to, at, "latin1");
  return copy;
}
