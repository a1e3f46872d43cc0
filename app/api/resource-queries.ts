import { z } from "zod";
import { ADDRESS_TOKEN_SORTS, type AddressTokenSort, TOKEN_LIST_ORDERS, TOKENS_PAGE_SIZE, type TokenListOrder } from "../lib/domain";
import { parseAddressTokensQuery, parseTokenListQuery } from "../lib/params/token-pages";
import { MAX_LIST_LIMIT, POOL_SORT_KEYS, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, STAKE_POOLS_PAGE_SIZE, type Page, type PoolSortKey, type SortDirection } from "../lib/domain";
import { INT4_MAX } from "../lib/params/integers";
import { parseLimitOffset, parsePoolPage } from "../lib/params/paging";
import { parseStakePoolQuery } from "../lib/params/pool-list";
import { parseSearchQuery } from "../lib/params/search";

// The query dialects of the JSON API (resources.ts): each parses with the one
// parser of app/lib (a bad value: 400 naming the parameter), writes its values
// back into a query string (the HTTP transport), and describes its parameters
// (the OpenAPI document). Three paging dialects exist because spec §7 has three:
// `limit`+`offset` on most lists, a 0-based `page`+`limit` on a pool's lists,
// and `limit` alone on the recent address activity.

export type QueryParameter = { readonly name: string; readonly description: string; readonly schema: z.ZodType; readonly required?: boolean };

export type QueryRule<Q> = {
  /** Which paging dialect, for the reader of the /api page. */
  readonly paging: "limit-offset" | "page-limit" | "limit" | null;
  readonly parameters: readonly QueryParameter[];
  parse(params: URLSearchParams): Q;
  format(query: Q): Record<string, string | number>;
};

const limitParameter = (defaultLimit: number): QueryParameter => ({
  name: "limit",
  description: `How many (1 to ${MAX_LIST_LIMIT}; default ${defaultLimit}).`,
  schema: z.int().min(1).max(MAX_LIST_LIMIT).default(defaultLimit),
});
const offsetParameter: QueryParameter = {
  name: "offset",
  description: "How many to skip (default 0).",
  schema: z.int().min(0).max(INT4_MAX).default(0),
};
const asQuery = (query: object) => query as Record<string, string | number>;

export const NO_QUERY: QueryRule<Record<string, never>> = { paging: null, parameters: [], parse: () => ({}), format: () => ({}) };

export function limitOffset(defaultLimit: number): QueryRule<Page> {
  return {
    paging: "limit-offset",
    parameters: [limitParameter(defaultLimit), offsetParameter],
    parse: (params) => parseLimitOffset(params, defaultLimit),
    format: asQuery,
  };
}

export function poolPage(defaultLimit: number): QueryRule<{ page: number; limit: number }> {
  return {
    paging: "page-limit",
    parameters: [
      { name: "page", description: "The page, counted from 0 (default 0).", schema: z.int().min(0).default(0) },
      limitParameter(defaultLimit),
    ],
    parse: (params) => parsePoolPage(params, defaultLimit),
    format: asQuery,
  };
}

export const LIMIT_ONLY = (defaultLimit: number): QueryRule<{ limit: number }> => ({
  paging: "limit",
  parameters: [limitParameter(defaultLimit)],
  parse: (params) => ({ limit: parseLimitOffset(params, defaultLimit).limit }),
  format: asQuery,
});

export const SEARCH: QueryRule<{ q: string }> = {
  paging: null,
  parameters: [
    {
      name: "q",
      description: `What to look for: ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters (trimmed).`,
      schema: z.string().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
      required: true,
    },
  ],
  parse: (params) => ({ q: parseSearchQuery(params) }),
  format: asQuery,
};

export const STAKE_POOL_QUERY: QueryRule<Page & { sortBy: PoolSortKey; sortDirection: SortDirection }> = {
  paging: "limit-offset",
  parameters: [
    limitParameter(STAKE_POOLS_PAGE_SIZE),
    offsetParameter,
    { name: "sortBy", description: "The column to sort by (default totalStake).", schema: z.enum(POOL_SORT_KEYS).default("totalStake") },
    { name: "sortDirection", description: "asc or desc (default desc).", schema: z.enum(["asc", "desc"]).default("desc") },
  ],
  parse: (params) => parseStakePoolQuery(params),
  format: asQuery,
};

export const TOKEN_LIST_QUERY: QueryRule<{ page: Page; order: TokenListOrder; q: string | null }> = {
  paging: "limit-offset",
  parameters: [
    limitParameter(TOKENS_PAGE_SIZE),
    offsetParameter,
    { name: "order", description: "holders (the most held first, the default) or recent (the most recently minted first).", schema: z.enum(TOKEN_LIST_ORDERS).default("holders") },
    { name: "q", description: `Only tokens whose name or ticker begins with this (any case; at most ${SEARCH_MAX_LENGTH} characters).`, schema: z.string().max(SEARCH_MAX_LENGTH) },
  ],
  parse: (params) => parseTokenListQuery(params, TOKENS_PAGE_SIZE),
  format: ({ page, order, q }) => ({ ...page, order, ...(q === null ? {} : { q }) }),
};

export const ADDRESS_TOKENS_QUERY: QueryRule<{ page: Page; sort: AddressTokenSort; direction: SortDirection }> = {
  paging: "limit-offset",
  parameters: [
    limitParameter(TOKENS_PAGE_SIZE),
    offsetParameter,
    { name: "sort", description: "quantity (the default) or name.", schema: z.enum(ADDRESS_TOKEN_SORTS).default("quantity") },
    { name: "direction", description: "asc or desc (default: desc by quantity, asc by name).", schema: z.enum(["asc", "desc"]) },
  ],
  parse: (params) => parseAddressTokensQuery(params, TOKENS_PAGE_SIZE),
  format: ({ page, sort, direction }) => ({ ...page, sort, direction }),
};
