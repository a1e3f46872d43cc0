// "The data source cannot answer": the database or the upstream API is
// unreachable, refuses, or did not answer within the time limit. Every layer
// that talks to a data source throws this one class, so deciding on a 503 is an
// `instanceof`, never a reading of message text.

type UnavailableOptions = {
  cause?: unknown;
  /**
   * The source itself is gone (connection refused, reset, closed, silent), as
   * opposed to one statement overrunning its limit on a source that works: a
   * circuit breaker opens on the first, not on the second.
   */
  sourceDown?: boolean;
};

export class DataSourceUnavailableError extends Error {
  override readonly name = "DataSourceUnavailableError";
  readonly sourceDown: boolean;

  constructor(reason: string, options: UnavailableOptions = {}) {
    super(reason, options.cause === undefined ? undefined : { cause: options.cause });
    this.sourceDown = options.sourceDown ?? false;
  }
}

/**
 * What a caller does with an unavailable source: screens turn it into their 503
 * page (app/api/explorer-api.server.ts), JSON routes let it reach jsonRoute.
 */
export type OnUnavailable = (error: DataSourceUnavailableError) => never;

export const rethrowUnavailable: OnUnavailable = (error) => {
  throw error;
};

/** The seconds a client is asked to wait before retrying a 503 (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
