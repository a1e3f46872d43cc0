// The page rules of URLs. Three paging dialects exist because spec §7 and the
// screens have three: a screen's 1-based `?page=N` (as its 'Page N' label
// reads), the 0-based `?page&limit` of a pool's server-paged calls, and the
// JSON API's `?limit&offset`.

import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from "../domain";
import { pageOffset } from "../pages/paging";
import { INT4_MAX, integer } from "./integers";
import { ParamError, parsedOr } from "./param-error";

/** `?limit=&offset=` of the JSON API: limit 1–100 (default `defaultLimit`), offset 0 to the int4 maximum. */
export function parseLimitOffset(
  params: URLSearchParams,
  defaultLimit = DEFAULT_LIST_LIMIT,
): { limit: number; offset: number } {
  const limit = params.has("limit") ? integer(params.get("limit"), "limit", { min: 1, max: MAX_LIST_LIMIT }) : defaultLimit;
  const offset = params.has("offset") ? integer(params.get("offset"), "offset", { min: 0, max: INT4_MAX }) : 0;
  return { limit, offset };
}

/** The highest page a screen's list opens (a larger number is a typo, not a page). */
const MAX_SCREEN_PAGE = 1_000_000;

/**
 * A screen's page, 1-based as its 'Page N' label reads; absent = 1: `?page=N`,
 * or on a screen with several lists each list's own parameter (`?rewardsPage=N`).
 * A ParamError (400) names the parameter.
 */
export function parsePage(params: URLSearchParams, key = "page"): number {
  return params.has(key) ? integer(params.get(key), key, { min: 1, max: MAX_SCREEN_PAGE }) : 1;
}

/** A page size from its allowed list (`?rewardsSize=50`), absent = `fallback`; anything else is a 400. */
export function parsePageSize(params: URLSearchParams, key: string, allowed: readonly number[], fallback: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const size = allowed.find((value) => String(value) === raw);
  if (size === undefined) throw new ParamError(`${key} must be one of ${allowed.join(", ")}`, 400, key);
  return size;
}

/**
 * `?page&limit` of a pool's server-paged lists (spec §7 delegations, blocks):
 * page 0-based (spec §4 'Pages start at 0'), limit 1–100 (default
 * `defaultLimit`); page × limit stays within an int4 offset.
 */
export function parsePoolPage(params: URLSearchParams, defaultLimit = DEFAULT_LIST_LIMIT): { page: number; limit: number } {
  const limit = params.has("limit") ? integer(params.get("limit"), "limit", { min: 1, max: MAX_LIST_LIMIT }) : defaultLimit;
  const page = params.has("page") ? integer(params.get("page"), "page", { min: 0, max: Math.floor(INT4_MAX / MAX_LIST_LIMIT) }) : 0;
  return { page, limit };
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
