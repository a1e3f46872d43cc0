import { renderToStaticMarkup } from "react-dom/server";
import { defaultView, ERROR_TEXT } from "../lib/errors/error-kind";
import { retryButtonClass, RetryPanel } from "../ui/shell/error-page";

// The page a server too busy to render answers with (./overload-guard.mjs sheds a request
// past MAX_INFLIGHT_REQUESTS): spec §8's default error page, 'Service Temporarily
// Unavailable' (the server is overloaded; the database is not at fault). Rendered
// once at start and sent as the same bytes every time, so it carries no script and
// needs no nonce: its own CSP allows our stylesheets and nothing to run.

/** The CSP of the overload page: our stylesheets, no script at all, never framed. */
export const OVERLOAD_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** @param stylesheets the root route's CSS files (the build's manifest), so it looks like the app's own 503 page */
export function renderOverloadPage(stylesheets: readonly string[]): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="robots" content="noindex" />
        <title>{`${ERROR_TEXT.defaultTitle} · Prime Explorer`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="main">
          <RetryPanel view={defaultView(503)}>
            {/* An empty href is this same address: a plain reload, no script needed. */}
            <a href="" className={retryButtonClass}>
              {ERROR_TEXT.tryAgain}
            </a>
          </RetryPanel>
        </main>
      </body>
    </html>,
  )}`;
}
