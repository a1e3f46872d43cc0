// URL input of pages and JSON routes is parsed once at the route edge, before
// anything touches the database. Each parser of app/lib/params returns a value
// or throws a ParamError; `parsedOr` turns that into the route's own answer (a
// screen's not-found, or a 400), and JSON routes answer its status as JSON.

export class ParamError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
    /** The query parameter at fault, when one is: a 400 page offers the URL without it. */
    readonly param?: string,
  ) {
    super(message);
    this.name = "ParamError";
  }
}

/**
 * The route edge (in the spirit of Epic Stack's `invariantResponse`): the
 * parsed value, or — when the input cannot name anything — the route's own
 * answer is thrown: `failure` builds it (a screen's 404 with its details), by
 * default a plain response with the parser's status and reason.
 */
export function parsedOr<T>(parse: () => T, failure: (error: ParamError) => unknown = paramResponse): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ParamError) throw failure(error);
    throw error;
  }
}

/** JSON, so the error page reads the parameter at fault beside the reason (`data.param`). */
function paramResponse(error: ParamError): Response {
  return Response.json({ error: error.message, param: error.param ?? null }, { status: error.status });
}
