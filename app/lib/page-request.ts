import { parsedOr, parsePage } from "./params";

/** The first item of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The ?page=N of a list page (1-based, spec §4 paging) and the offset it asks
 * for. Anything else is the visitor's typo: a ParamError (400) the route
 * answers before any query.
 */
export function parsePageRequest(params: URLSearchParams, pageSize: number): { page: number; offset: number } {
  const page = parsePage(params);
  return { page, offset: pageOffset(page, pageSize) };
}

/** A list screen's page from its request, or its 400 (thrown by parsedOr) before any query. */
export function requestedPage(request: Request, pageSize: number): { page: number; offset: number } {
  return parsedOr(() => parsePageRequest(new URL(request.url).searchParams, pageSize));
}
