// Spec §8: which error page an error gets. The status decides: a 503 (what
// an unavailable data source becomes, app/api/explorer-api.server.ts) is
// 'Database Service Unavailable', whatever its text says.

export const ERROR_TEXT = {
  notFoundTitle: "Page Not Found",
  notFoundHeading: "404 Page Not Found",
  databaseTitle: "Database Service Unavailable",
  databaseMessage:
    "The blockchain database is temporarily unavailable. We're working to restore the connection.",
  otherTitle: "Something went wrong",
  otherFallback: "An unexpected error occurred. We're working to fix this issue.",
  defaultTitle: "Service Temporarily Unavailable",
  defaultMessage:
    "We're experiencing technical difficulties and are working to resolve the issue. Please try again later.",
  tryAgain: "Try Again",
  support: "If the problem persists, please contact support.",
} as const;

export type ErrorView = {
  kind: "not-found" | "bad-request" | "database-unavailable" | "other" | "default";
  status: number;
  title: string;
  message: string;
  /** A 400's query parameter at fault, when the response names it. */
  param?: string | null;
};

// What React Router puts in place of a server error's message in production.
const SANITIZED_MESSAGE = "Unexpected Server Error";

/**
 * The spec §8 page for anything an error boundary catches: a thrown status
 * response ({ status, data }), an Error, or something else.
 */
export function describeError(error: unknown): ErrorView {
  if (isStatusResponse(error)) {
    if (error.status === 404) {
      return { kind: "not-found", status: 404, title: ERROR_TEXT.notFoundTitle, message: ERROR_TEXT.notFoundHeading };
    }
    if (error.status === 503) return databaseUnavailable();
    const detail = responseMessage(error.data);
    if (error.status === 400) return badRequest(detail, responseParam(error.data));
    if (error.status < 500) {
      return { kind: "other", status: error.status, title: ERROR_TEXT.otherTitle, message: detail ?? ERROR_TEXT.otherFallback };
    }
    return defaultView(error.status);
  }
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : null;
  if (message === null) return defaultView(500);
  return {
    kind: "other",
    status: 500,
    title: ERROR_TEXT.otherTitle,
    message: message && message !== SANITIZED_MESSAGE ? message : ERROR_TEXT.otherFallback,
  };
}

/**
 * A 400 says what is wrong in its heading (and so in the page title): which
 * kind of parameter, then the parser's reason as the message.
 */
function badRequest(detail: string | null, param: string | null): ErrorView {
  const title = param === null ? "Invalid Request" : /page$/i.test(param) ? "Invalid Page Number" : /size$|^limit$/i.test(param) ? "Invalid Page Size" : `Invalid ${param}`;
  return { kind: "bad-request", status: 400, title, message: sentence(detail ?? "The address has a query parameter this page cannot read"), param };
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The way out of a 400 that does not reload the same bad URL: the same path
 * without the parameter at fault (other parameters kept), or without its query.
 */
export function badRequestExit(param: string | null | undefined, pathname: string, search: string): { href: string; label: string } {
  const params = new URLSearchParams(search);
  if (param && params.has(param)) {
    params.delete(param);
    const rest = params.toString();
    const label = /page$/i.test(param) ? "Go to the first page" : /size$|^limit$/i.test(param) ? "Use the default page size" : `Open without ${param}`;
    return { href: rest ? `${pathname}?${rest}` : pathname, label };
  }
  // No parameter at fault (the path itself, or a combination): start again from the dashboard.
  return { href: "/", label: "Back to Dashboard" };
}

/** A route's `<title>` while its boundary shows: a 400 names what is wrong, a 404 keeps the route's own ("Block Not Found"), any other error page is titled as it is headed. */
export function errorPageTitle(error: unknown, fallback: string): string {
  const view = describeError(error);
  if (view.kind === "bad-request") return `${view.title}: ${view.message.replace(/\.$/, "")} · Prime Explorer`;
  return view.kind === "not-found" || view.status === 404 ? fallback : `${view.title} · Prime Explorer`;
}

function databaseUnavailable(): ErrorView {
  return { kind: "database-unavailable", status: 503, title: ERROR_TEXT.databaseTitle, message: ERROR_TEXT.databaseMessage };
}

/** spec §8's default error page (Service Temporarily Unavailable) for this status. */
export function defaultView(status: number): ErrorView {
  return { kind: "default", status, title: ERROR_TEXT.defaultTitle, message: ERROR_TEXT.defaultMessage };
}

function isStatusResponse(value: unknown): value is { status: number; data: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    typeof (value as { status: unknown }).status === "number" &&
    "data" in value &&
    !(value instanceof Error)
  );
}

function responseParam(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const { param } = data as { param?: unknown };
  return typeof param === "string" ? param : null;
}

function responseMessage(data: unknown): string | null {
  if (typeof data === "string") return data || null;
  if (typeof data === "object" && data !== null) {
    const { error, message } = data as { error?: unknown; message?: unknown };
    if (typeof error === "string") return error;
    if (typeof message === "string") return message;
  }
  return null;
}
