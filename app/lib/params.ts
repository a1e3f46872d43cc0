// URL input of pages and JSON routes, parsed once at the route edge before
// anything touches the database. Each parser returns a value or throws a
// ParamError; `parsedOr` turns that into the route's own answer (a screen's
// not-found, or a 400), and JSON routes answer its status as JSON.

import {
  DEFAULT_LIST_LIMIT,
  MAX_LIST_LIMIT,
  POOL_SORT_KEYS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  STAKE_POOLS_PAGE_SIZE,
  type BlockId,
  type Hash32,
  type PoolSortKey,
  type SortDirection,
} from "./domain";
import { parsePoolId } from "./pool-id";

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

const DIGITS = /^\d+$/;
const HEX = /^[0-9a-f]+$/i;

/**
 * The largest value of the integer columns URL numbers are compared with:
 * db-sync's word31type (block_no, epoch_no, block_index), int8 ids
 * (word63type) and word64type (slot_no, amounts). A larger number names
 * nothing; sent to PostgreSQL it would be an out-of-range error (a 500).
 */
const COLUMN_MAX = {
  int4: 2_147_483_647n,
  int8: 9_223_372_036_854_775_807n,
  word64: 18_446_744_073_709_551_615n,
} as const;
export type IntegerColumn = keyof typeof COLUMN_MAX;

/** Whether a string of decimal digits is a value the column can hold (all are ≥ 0 here). */
export function fitsColumn(digits: string, column: IntegerColumn): boolean {
  return DIGITS.test(digits) && BigInt(digits) <= COLUMN_MAX[column];
}

/** The largest int4 (block_no, epoch_no, block_index), as a number. */
export const INT4_MAX = Number(COLUMN_MAX.int4);

// A minus sign before digits is a whole number below every range here (all start at 0 or 1).
const NEGATIVE = /^-\d+$/;

function integer(raw: string | null, name: string, { min, max }: { min: number; max: number }): number {
  if (raw !== null && NEGATIVE.test(raw)) throw new ParamError(`${name} must be ${min} or more`, 400, name);
  if (raw === null || !DIGITS.test(raw)) throw new ParamError(`${name} must be a whole number`, 400, name);
  const value = Number(raw);
  if (value < min) throw new ParamError(`${name} must be ${min} or more`, 400, name);
  if (value > max) throw new ParamError(`${name} must be at most ${max}`, 400, name);
  return value;
}

/** `?limit=&offset=` of the JSON API: limit 1–100 (default `defaultLimit`), offset 0 to the int4 maximum. */
export function parseLimitOffset(
  params: URLSearchParams,
  defaultLimit = DEFAULT_LIST_LIMIT,
): { limit: number; offset: number } {
  const limit = params.has("limit") ? integer(params.get("limit"), "limit", { min: 1, max: MAX_LIST_LIMIT }) : defaultLimit;
  const offset = params.has("offset") ? integer(params.get("offset"), "offset", { min: 0, max: INT4_MAX }) : 0;
  return { limit, offset };
}

/** `?page=N` of a screen, 1-based as its 'Page N' label reads; absent = 1. */
export function parsePage(params: URLSearchParams, maxPage = 1_000_000): number {
  return params.has("page") ? integer(params.get("page"), "page", { min: 1, max: maxPage }) : 1;
}

/**
 * One list's page on a screen with several lists (`?rewardsPage=N`), 1-based,
 * absent = 1; a ParamError (400) names the parameter.
 */
export function parseNamedPage(params: URLSearchParams, key: string): number {
  return params.has(key) ? integer(params.get(key), key, { min: 1, max: 1_000_000 }) : 1;
}

/** A page size from its allowed list (`?rewardsSize=50`), absent = `fallback`; anything else is a 400. */
export function parseNamedPageSize(params: URLSearchParams, key: string, allowed: readonly number[], fallback: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const size = allowed.find((value) => String(value) === raw);
  if (size === undefined) throw new ParamError(`${key} must be one of ${allowed.join(", ")}`, 400, key);
  return size;
}

/**
 * A request path that decodes: a stray `%` or escaped bytes that are not UTF-8
 * (`/stakepools/%`, `/blocks/%E0%A4%A`) name nothing and are the link's fault (400).
 */
export function assertDecodablePath(pathname: string): void {
  // The decoded value is tested, not dropped: the bundler takes an unused
  // decodeURIComponent call for pure and removed it, and the check with it.
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = null;
  }
  if (decoded === null) throw new ParamError("The link has a malformed percent-encoding: a % must be followed by two hex digits that spell UTF-8", 400);
}

/** A 32-byte hash (block or transaction) as 64 hex characters, lower-cased. */
export function parseHash32(raw: string): Hash32 {
  const value = raw.trim().toLowerCase();
  if (value.length !== 64 || !HEX.test(value)) throw new ParamError("not a 64-character hex hash", 404);
  return value as Hash32;
}

/** A block id: a 32-byte hash, or a height (digits). 64 characters are always a hash, even all digits. */
export function parseBlockId(raw: string): BlockId {
  const value = raw.trim();
  if (DIGITS.test(value) && value.length !== 64) {
    // block_no is an int4: a taller height is no block.
    if (!fitsColumn(value, "int4")) throw new ParamError("no block has that height", 404);
    return { kind: "height", height: Number(value) };
  }
  return { kind: "hash", hash: parseHash32(value) };
}

/** An epoch number (epoch_no, an int4). */
export function parseEpochNumber(raw: string): number {
  const value = raw.trim();
  if (!fitsColumn(value, "int4")) throw new ParamError("not an epoch number", 404);
  return Number(value);
}

/** A hex prefix usable for search: at least 8 hex characters, at most 64. */
export function isHexPrefix(raw: string): boolean {
  return raw.length >= 8 && raw.length <= 64 && HEX.test(raw);
}

/** `?q=` of the search: trimmed, SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH characters. */
export function parseSearchQuery(params: URLSearchParams): string {
  const query = (params.get("q") ?? "").trim();
  if (query.length < SEARCH_MIN_LENGTH) throw new ParamError(`q must have at least ${SEARCH_MIN_LENGTH} characters`, 400);
  if (query.length > SEARCH_MAX_LENGTH) throw new ParamError(`q must have at most ${SEARCH_MAX_LENGTH} characters`, 400);
  return query;
}

/**
 * `?limit&offset&sortBy&sortDirection` of the stake pool list (spec §7): sortBy
 * one of the spec's keys (default totalStake), direction asc or desc (default desc).
 */
export function parseStakePoolQuery(
  params: URLSearchParams,
  defaultLimit = STAKE_POOLS_PAGE_SIZE,
): { limit: number; offset: number; sortBy: PoolSortKey; sortDirection: SortDirection } {
  const { limit, offset } = parseLimitOffset(params, defaultLimit);
  const sortBy = params.get("sortBy") ?? "totalStake";
  if (!(POOL_SORT_KEYS as readonly string[]).includes(sortBy)) {
    throw new ParamError(`sortBy must be one of ${POOL_SORT_KEYS.join(", ")}`, 400, "sortBy");
  }
  const sortDirection = params.get("sortDirection") ?? "desc";
  if (sortDirection !== "asc" && sortDirection !== "desc") throw new ParamError("sortDirection must be asc or desc", 400, "sortDirection");
  return { limit, offset, sortBy: sortBy as PoolSortKey, sortDirection };
}

/** A pool id of a URL (bech32 or 56 hex) as its bech32 id; anything else names no pool (404). */
export function parsePoolParam(raw: string | undefined): string {
  const poolId = parsePoolId(raw ?? "");
  if (poolId === null) throw new ParamError("not a pool id", 404);
  return poolId;
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
