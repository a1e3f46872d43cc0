import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "../links/page-network";
import { badRequestExit, describeError, ERROR_TEXT, type ErrorView } from "../../lib/errors/error-kind";
import * as css from "./error-page.css";

// The one error component (spec §8): every route's boundary renders this.
export function ErrorPage({ error }: { error: unknown }) {
  const view = describeError(error);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (view.kind === "not-found") {
    return (
      <section className={css.panel} data-testid="error-page" data-kind={view.kind}>
        <p className={css.code}>404</p>
        <h1 className={css.title}>{view.title}</h1>
        <p className={css.message}>{view.message}</p>
        <p className={css.hint}>
          <code>GET {location.pathname}</code> did not match any route. Check the address for a typo, or start again
          from the dashboard.
        </p>
        <Link to="/" className={css.button}>
          Back to Dashboard
        </Link>
      </section>
    );
  }

  if (view.kind === "bad-request") {
    // Reloading the same URL would fail the same way: offer it without the parameter at fault.
    const exit = badRequestExit(view.param, location.pathname, location.search);
    return (
      <section className={css.panel} data-testid="error-page" data-kind={view.kind}>
        <p className={css.code}>400</p>
        <h1 className={css.title}>{view.title}</h1>
        <p className={css.message}>{view.message}</p>
        <Link to={exit.href} className={css.button} data-testid="error-exit">
          {exit.label}
        </Link>
      </section>
    );
  }

  return (
    <RetryPanel view={view}>
      {/* A full document load: it resets the page state and works without JavaScript. */}
      <Link to={here} reloadDocument className={css.button}>
        {ERROR_TEXT.tryAgain}
      </Link>
    </RetryPanel>
  );
}

/**
 * A failure worth trying again (5xx): status, title, message, the retry (a router
 * link in the app, a plain link on the overload page, which has no router), support.
 */
export function RetryPanel({ view, children }: { view: ErrorView; children: ReactNode }) {
  return (
    <section className={css.panel} data-testid="error-page" data-kind={view.kind}>
      <p className={css.code}>{view.status}</p>
      <h1 className={css.title}>{view.title}</h1>
      <p className={css.message}>{view.message}</p>
      {children}
      <p className={css.hint}>{ERROR_TEXT.support}</p>
    </section>
  );
}

/** The retry link's look, for a page outside the router (the overload page). */
export const retryButtonClass = css.button;
