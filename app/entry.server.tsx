import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { htmlBody, pageResponse } from "./server/html-stream.server";
import { BASELINE_HEADERS, contentSecurityPolicy } from "./lib/http/csp";
import { RETRY_AFTER_SECONDS } from "./lib/errors/data-source-unavailable";
import { isPerVisit, PAGE_CACHE_CONTROL, PREFERENCES_VARY } from "./lib/http/http-cache";
import { newNonce, type PageContext } from "./server/page-cache.server";
import { NonceProvider } from "./ui/nonce";

export const streamTimeout = 5_000;

// What the production server (server.mjs) takes from the app: its settings,
// the headers every response carries, and the databases to open at start and
// close on SIGTERM, the summary maintenance (ADR 005) of those databases, and
// the page an overloaded server answers with.
export { catchUpSummaries, chainDb, startChainSummaryMaintenance, startSummaryWorker, warmUpChainDatabases } from "./chain-db.server";
export { closeDatabases } from "./db/db.server";
export { env as serverEnv } from "./env.server";
export { BASELINE_HEADERS } from "./lib/http/csp";
export { OVERLOAD_PAGE_CSP, renderOverloadPage } from "./server/overload-page.server";
export { RETRY_AFTER_SECONDS } from "./lib/errors/data-source-unavailable";
export { surviveUnhandledRejections } from "./server/process-errors.server";
export { pageCache } from "./server/page-cache.server";
export { answerApiCall, apiCallOf } from "./server/api-calls.server";
export { eventStreamOf } from "./server/event-streams.server";
export { eventStreams } from "./server/process-event-streams.server";
export { COMPRESSION_OPTIONS } from "./server/html-stream.server";


export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: PageContext,
) {
  const nonce = newNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, { dev: import.meta.env.DEV }),
  );
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) responseHeaders.set(name, value);
  // HTML carries a per-response nonce: never shared by caches, but kept by the
  // reader's browser (its back/forward cache too) and revalidated (app/server/page-cache.server.ts).
  responseHeaders.set("Cache-Control", PAGE_CACHE_CONTROL);
  responseHeaders.set("Vary", PREFERENCES_VARY);
  const page = loadContext?.page;
  const handles = routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  if (page && isPerVisit(handles)) page.decline();
  const kept = page && !isPerVisit(handles) && responseStatusCode === 200 ? page : undefined;
  if (kept) responseHeaders.set("ETag", kept.etag);
  // A page that sets a cookie is someone's own answer, not one to repeat.
  const keep = kept && !responseHeaders.has("Set-Cookie") ? kept.keep : undefined;
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const { destination, whole, body } = htmlBody(
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            // Only a page written whole, without an error after its shell, is kept.
            keep && ((html) => responseStatusCode === 200 && keep(html, nonce, responseHeaders)),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // React uses only what PipeDestination names of the Node stream it is typed for.
          pipe(destination as unknown as NodeJS.WritableStream);
          whole
            .then((page) =>
              page
                ? pageResponse(page, request.headers.get("accept-encoding"), responseHeaders, responseStatusCode)
                : new Response(body, { headers: responseHeaders, status: responseStatusCode }),
            )
            .then(resolve, reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
