import type { AddressTokenSort, SortDirection, TokenListOrder } from "../domain";
import { parsePage } from "./paging";
import { parseAddressTokenSort, parseTokenListFilter } from "./token-list";

// The URL state of the token screens and of the address page's Tokens card:
// every list's page, order and sort is in the URL, so they work without
// JavaScript and a link shows the same list. A bad value is a 400 naming it.
// The order, filter and sort are the JSON API's own parameters (token-list.ts).

/** /tokens: `?order=holders|recent&q=…&page=N`; an empty q is no filter. */
export function parseTokenListPageQuery(params: URLSearchParams): { page: number; order: TokenListOrder; q: string | null } {
  return { page: parsePage(params), ...parseTokenListFilter(params) };
}

export const TOKEN_PAGE_PARAMS = { holders: "holdersPage", history: "historyPage" } as const;

/** /tokens/{id}: its two lists page on their own parameters. */
export function parseTokenPageQuery(params: URLSearchParams): { holders: number; history: number } {
  return { holders: parsePage(params, TOKEN_PAGE_PARAMS.holders), history: parsePage(params, TOKEN_PAGE_PARAMS.history) };
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
