// Spec §8: which error page an error gets, decided from its message alone so
// the server (HTTP status) and the error component (text) always agree.
export type ErrorKind = "database-unavailable" | "other";

const DATABASE_UNAVAILABLE = [/ECONNREFUSED/i, /connection refused/i, /database connection failed/i, /503:/];

export function classifyErrorMessage(message: string | null | undefined): ErrorKind {
  if (!message) return "other";
  return DATABASE_UNAVAILABLE.some((pattern) => pattern.test(message)) ? "database-unavailable" : "other";
}

/** The message of anything thrown, following `cause` (fetch and drivers wrap the socket error). */
export function errorMessage(error: unknown): string | null {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(typeof code === "string" && !current.message.includes(code) ? `${current.message} (${code})` : current.message);
      current = current.cause;
    } else if (typeof current === "string") {
      parts.push(current);
      break;
    } else {
      break;
    }
  }
  return parts.length > 0 ? parts.join(": ") : null;
}

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
  kind: "not-found" | "database-unavailable" | "other" | "default";
  status: number;
  title: string;
  message: string;
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
    const detail = responseMessage(error.data);
    if (error.status === 503 || classifyErrorMessage(detail) === "database-unavailable") {
      return databaseUnavailable();
    }
    if (error.status < 500) {
      return { kind: "other", status: error.status, title: ERROR_TEXT.otherTitle, message: detail ?? ERROR_TEXT.otherFallback };
    }
    return defaultView(error.status);
  }
  const message = errorMessage(error);
  if (message === null) return defaultView(500);
  if (classifyErrorMessage(message) === "database-unavailable") return databaseUnavailable();
  return {
    kind: "other",
    status: 500,
    title: ERROR_TEXT.otherTitle,
    message: message && message !== SANITIZED_MESSAGE ? message : ERROR_TEXT.otherFallback,
  };
}

function databaseUnavailable(): ErrorView {
  return { kind: "database-unavailable", status: 503, title: ERROR_TEXT.databaseTitle, message: ERROR_TEXT.databaseMessage };
}

function defaultView(status: number): ErrorView {
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

function responseMessage(data: unknown): string | null {
  if (typeof data === "string") return data || null;
  if (typeof data === "object" && data !== null) {
    const { error, message } = data as { error?: unknown; message?: unknown };
    if (typeof error === "string") return error;
    if (typeof message === "string") return message;
  }
  return null;
}
