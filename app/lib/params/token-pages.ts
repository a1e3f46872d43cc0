import { SEARCH_MAX_LENGTH } from "../domain";
import { parsePage } from "./paging";
import { ParamError } from "./param-error";

// The URL state of the token screens and of the address page's Tokens card:
// every list's page, order and sort is in the URL, so they work without
// JavaScript and a link shows the same list. A bad value is a 400 naming it.

export const TOKENS_PAGE_SIZE = 25;
export const TOKEN_HOLDERS_PAGE_SIZE = 20;
export const TOKEN_HISTORY_PAGE_SIZE = 20;
export const POLICY_TOKENS_PAGE_SIZE = 25;
export const ADDRESS_TOKENS_PAGE_SIZE = 20;

export const TOKEN_ORDERS = ["holders", "recent"] as const;
export type TokenOrder = (typeof TOKEN_ORDERS)[number];

function oneOf<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const value = allowed.find((candidate) => candidate === raw);
  if (value === undefined) throw new ParamError(`${key} must be one of ${allowed.join(", ")}`, 400, key);
  return value;
}

/** /tokens: `?order=holders|recent&q=…&page=N`; an empty q is no filter. */
export function parseTokenListQuery(params: URLSearchParams): { page: number; order: TokenOrder; q: string | null } {
  const q = (params.get("q") ?? "").trim();
  if (q.length > SEARCH_MAX_LENGTH) throw new ParamError(`q must have at most ${SEARCH_MAX_LENGTH} characters`, 400, "q");
  return { page: parsePage(params), order: oneOf(params, "order", TOKEN_ORDERS, "holders"), q: q === "" ? null : q };
}

export const TOKEN_PAGE_PARAMS = { holders: "holdersPage", history: "historyPage" } as const;

/** /tokens/{id}: its two lists page on their own parameters. */
export function parseTokenPageQuery(params: URLSearchParams): { holders: number; history: number } {
  return { holders: parsePage(params, TOKEN_PAGE_PARAMS.holders), history: parsePage(params, TOKEN_PAGE_PARAMS.history) };
}

export const ADDRESS_TOKEN_PARAMS = { page: "tokensPage", sort: "tokensSort", direction: "tokensDirection" } as const;
export const ADDRESS_TOKEN_SORTS = ["quantity", "name"] as const;
export type AddressTokenSort = { sort: (typeof ADDRESS_TOKEN_SORTS)[number]; direction: "asc" | "desc" };

/** The address page's Tokens card: largest holding first by default; names A to Z when sorted by name. */
export function parseAddressTokensQuery(params: URLSearchParams): AddressTokenSort & { page: number } {
  const sort = oneOf(params, ADDRESS_TOKEN_PARAMS.sort, ADDRESS_TOKEN_SORTS, "quantity");
  const direction = oneOf(params, ADDRESS_TOKEN_PARAMS.direction, ["asc", "desc"] as const, sort === "name" ? "asc" : "desc");
  return { page: parsePage(params, ADDRESS_TOKEN_PARAMS.page), sort, direction };
}

/** The sort a column's header link asks for: the active column flips, another starts at its default. */
export function nextAddressTokenSort(current: AddressTokenSort, column: AddressTokenSort["sort"]): AddressTokenSort {
  if (current.sort !== column) return { sort: column, direction: column === "name" ? "asc" : "desc" };
  return { sort: column, direction: current.direction === "asc" ? "desc" : "asc" };
}
