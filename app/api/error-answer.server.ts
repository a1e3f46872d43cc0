import { DataSourceUnavailableError, RETRY_AFTER_SECONDS } from "../lib/errors/data-source-unavailable";
import { NotFoundError } from "../lib/errors/not-found";
import { ParamError } from "../lib/params/param-error";

/** What an error means to a client, whatever the answer's form (page, JSON, CSV). */
export type ErrorAnswer = { status: number; message: string; headers: Record<string, string> };

/**
 * The one error → status policy: a bad parameter is its own 400 or 404, a read that
 * finds nothing a 404, an unavailable data source a 503 with Retry-After (logged in
 * one line). Anything else is a bug: null, and the caller answers a 500 that names
 * no internals.
 */
export function errorAnswer(error: unknown): ErrorAnswer | null {
  if (error instanceof ParamError) return { status: error.status, message: error.message, headers: {} };
  if (error instanceof NotFoundError) return { status: 404, message: error.message, headers: {} };
  if (error instanceof DataSourceUnavailableError) return unavailableAnswer(error);
  return null;
}

/** An unavailable data source: a 503 with Retry-After, logged in one line. */
export function unavailableAnswer(error: DataSourceUnavailableError): ErrorAnswer {
  logUnavailable(error);
  return { status: 503, message: "Database Service Unavailable", headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
}

/** One line per outage, whether it costs a whole answer or one section of a page (app/api/section.server.ts). */
export function logUnavailable(error: DataSourceUnavailableError): void {
  console.error(`data source unavailable: ${error.message}`);
}

/** A bug's answer: logged whole, shown as this sentence only. */
export const INTERNAL_ERROR = "Internal server error";
