// URL input of pages and JSON routes, validated before anything touches the
// database. Each parser returns a value or a ParamError; routes turn the error
// into 400 (bad query parameter) or 404 (an id that cannot exist).

import { POOL_SORT_KEYS, type PoolSortKey, type SortDirection } from "./domain";

export class ParamError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
    this.name = "ParamError";
  }
}

const DIGITS = /^\d+$/;
const HEX = /^[0-9a-f]+$/i;
const MAX_INT = 2_147_483_647;

function integer(raw: string | null, name: string, { min, max }: { min: number; max: number }): number {
  if (raw === null || !DIGITS.test(raw)) throw new ParamError(`${name} must be a whole number`, 400);
  const value = Number(raw);
  if (value < min || value > max) throw new ParamError(`${name} must be between ${min} and ${max}`, 400);
  return value;
}

/** `?limit=&offset=` of the JSON API: limit 1–100 (default `defaultLimit`), offset ≥ 0. */
export function parseLimitOffset(params: URLSearchParams, defaultLimit = 20): { limit: number; offset: number } {
  const limit = params.has("limit") ? integer(params.get("limit"), "limit", { min: 1, max: 100 }) : defaultLimit;
  const offset = params.has("offset") ? integer(params.get("offset"), "offset", { min: 0, max: MAX_INT }) : 0;
  return { limit, offset };
}

/** `?page=N` of a screen, 1-based as its 'Page N' label reads; absent = 1. */
export function parsePage(params: URLSearchParams, maxPage = 1_000_000): number {
  return params.has("page") ? integer(params.get("page"), "page", { min: 1, max: maxPage }) : 1;
}

/** A 32-byte hash (block or transaction) as 64 hex characters, lower-cased. */
export function parseHash32(raw: string): string {
  const value = raw.trim().toLowerCase();
  if (value.length !== 64 || !HEX.test(value)) throw new ParamError("not a 64-character hex hash", 404);
  return value;
}

/** A block id: a 32-byte hash, or a height (digits). 64 characters are always a hash, even all digits. */
export function parseBlockId(raw: string): { height: number } | { hash: string } {
  const value = raw.trim();
  // A hash may be all decimal digits: 64 characters always mean a hash.
  if (DIGITS.test(value) && value.length !== 64) {
    const height = Number(value);
    if (height > MAX_INT) throw new ParamError("block height out of range", 404);
    return { height };
  }
  return { hash: parseHash32(value) };
}

/** An epoch number. */
export function parseEpochNumber(raw: string): number {
  const value = raw.trim();
  if (!DIGITS.test(value) || Number(value) > MAX_INT) throw new ParamError("not an epoch number", 404);
  return Number(value);
}

/** A hex prefix usable for search: at least 8 hex characters, at most 64. */
export function isHexPrefix(raw: string): boolean {
  return raw.length >= 8 && raw.length <= 64 && HEX.test(raw);
}

/** Spec §5: a search runs only for more than 2 characters (trimmed); at most 200. */
export const SEARCH_MIN_LENGTH = 3;

export function parseSearchQuery(params: URLSearchParams): string {
  const query = (params.get("q") ?? "").trim();
  if (query.length < SEARCH_MIN_LENGTH) throw new ParamError("q must have at least 3 characters", 400);
  if (query.length > 200) throw new ParamError("q must have at most 200 characters", 400);
  return query;
}

/**
 * `?limit&offset&sortBy&sortDirection` of the stake pool list (spec §7): sortBy
 * one of the spec's keys (default totalStake), direction asc or desc (default desc).
 */
export function parseStakePoolQuery(
  params: URLSearchParams,
  defaultLimit = 100,
): { limit: number; offset: number; sortBy: PoolSortKey; sortDirection: SortDirection } {
  const { limit, offset } = parseLimitOffset(params, defaultLimit);
  const sortBy = params.get("sortBy") ?? "totalStake";
  if (!(POOL_SORT_KEYS as readonly string[]).includes(sortBy)) {
    throw new ParamError(`sortBy must be one of ${POOL_SORT_KEYS.join(", ")}`, 400);
  }
  const sortDirection = params.get("sortDirection") ?? "desc";
  if (sortDirection !== "asc" && sortDirection !== "desc") throw new ParamError("sortDirection must be asc or desc", 400);
  return { limit, offset, sortBy: sortBy as PoolSortKey, sortDirection };
}
