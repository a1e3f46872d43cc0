import { ADDRESS_TOKEN_SORTS, SEARCH_MAX_LENGTH, TOKEN_LIST_ORDERS, type AddressTokenSort, type Page, type SortDirection, type TokenListOrder } from "../domain";
import { parseLimitOffset, parsePage } from "./paging";
import { ParamError } from "./param-error";

// The query rules of the token lists: the list's order and filter, an address's
// tokens' sort. A bad value is a 400 naming the parameter.

function oneOf<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[], fallback: T): T {
  const raw = params.get(key);
  if (raw === null) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ParamError(`${key} must be one of ${allowed.join(", ")}`, 400, key);
  return raw as T;
}

/** `?order=holders|recent&q=…`: the token list's order (default holders) and its name or ticker filter (trimmed; empty: none). */
export function parseTokenListFilter(params: URLSearchParams): { order: TokenListOrder; q: string | null } {
  const order = oneOf(params, "order", TOKEN_LIST_ORDERS, "holders");
  const q = (params.get("q") ?? "").trim();
  if (q.length > SEARCH_MAX_LENGTH) throw new ParamError(`q must be at most ${SEARCH_MAX_LENGTH} characters`, 400, "q");
  return { order, q: q === "" ? null : q };
}

/** `?sort=quantity|name&direction=asc|desc`: an address's tokens (default: the largest quantity first). */
export function parseAddressTokenSort(params: URLSearchParams): { sort: AddressTokenSort; direction: SortDirection } {
  const sort = oneOf(params, "sort", ADDRESS_TOKEN_SORTS, "quantity");
  const direction = oneOf<SortDirection>(params, "direction", ["asc", "desc"], sort === "name" ? "asc" : "desc");
  return { sort, direction };
}

/** The JSON API's token list query: limit/offset, order and q. */
export function parseTokenListQuery(params: URLSearchParams, defaultLimit: number): { page: Page; order: TokenListOrder; q: string | null } {
  return { page: parseLimitOffset(params, defaultLimit), ...parseTokenListFilter(params) };
}

/** The JSON API's address tokens query: limit/offset, sort and direction. */
export function parseAddressTokensQuery(params: URLSearchParams, defaultLimit: number): { page: Page; sort: AddressTokenSort; direction: SortDirection } {
  return { page: parseLimitOffset(params, defaultLimit), ...parseAddressTokenSort(params) };
}

// The URL state of the token screens and of the address page's Tokens card:
// every list's page, order and sort is in the URL, so they work without
// JavaScript and a link shows the same list. A bad value is a 400 naming it.
// The order, filter and sort are the JSON API's own parameters.

/** /tokens: `?order=holders|recent&q=…&page=N`; an empty q is no filter. */
export function parseTokenListPageQuery(params: URLSearchParams): { page: number; order: TokenListOrder; q: string | null } {
  return { page: parsePage(params), ...parseTokenListFilter(params) };
}

export const TOKEN_PAGE_PARAMS = { holders: "holdersPage", history: "historyPage", transactions: "transactionsPage" } as const;

/** /tokens/{id}: its three lists page on their own parameters. */
export function parseTokenPageQuery(params: URLSearchParams): { holders: number; history: number; transactions: number } {
  return {
    holders: parsePage(params, TOKEN_PAGE_PARAMS.holders),
    history: parsePage(params, TOKEN_PAGE_PARAMS.history),
    transactions: parsePage(params, TOKEN_PAGE_PARAMS.transactions),
  };
}

/** The address page's Tokens card pages on its own parameter; its sort is the JSON API's `sort` and `direction`. */
export const ADDRESS_TOKENS_PAGE_PARAM = "tokensPage";
export type AddressTokensOrder = { sort: AddressTokenSort; direction: SortDirection };

export function parseAddressTokensPageQuery(params: URLSearchParams): AddressTokensOrder & { page: number } {
  return { page: parsePage(params, ADDRESS_TOKENS_PAGE_PARAM), ...parseAddressTokenSort(params) };
}

/** The sort a column's header link asks for: the active column flips, another starts at its default. */
export function nextAddressTokenSort(current: AddressTokensOrder, column: AddressTokenSort): AddressTokensOrder {
  if (current.sort !== column) return { sort: column, direction: column === "name" ? "asc" : "desc" };
  return { sort: column, direction: current.direction === "asc" ? "desc" : "asc" };
}
