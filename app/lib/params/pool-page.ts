import { POOL_BLOCKS_DEFAULT_PAGE_SIZE, POOL_BLOCKS_PAGE_SIZES, REWARDS_DEFAULT_PAGE_SIZE, REWARDS_PAGE_SIZES } from "../domain";
import { parsePage, parsePageSize } from "./paging";

// The stake pool page's URL state (spec §2, §9): every list pages on its own
// parameter, so paging one keeps the others.

export const POOL_PAGE_PARAMS = {
  rewardsPage: "rewardsPage",
  rewardsSize: "rewardsSize",
  blocksPage: "blocksPage",
  blocksSize: "blocksSize",
  delegationsPage: "delegationsPage",
} as const;

export type PoolPageQuery = {
  rewardsPage: number;
  rewardsSize: number;
  blocksPage: number;
  blocksSize: number;
  delegationsPage: number;
};

/** The pages and page sizes of a pool URL; a ParamError (400) names the bad parameter. */
export function parsePoolPageQuery(params: URLSearchParams): PoolPageQuery {
  return {
    rewardsPage: parsePage(params, POOL_PAGE_PARAMS.rewardsPage),
    rewardsSize: parsePageSize(params, POOL_PAGE_PARAMS.rewardsSize, REWARDS_PAGE_SIZES, REWARDS_DEFAULT_PAGE_SIZE),
    blocksPage: parsePage(params, POOL_PAGE_PARAMS.blocksPage),
    blocksSize: parsePageSize(params, POOL_PAGE_PARAMS.blocksSize, POOL_BLOCKS_PAGE_SIZES, POOL_BLOCKS_DEFAULT_PAGE_SIZE),
    delegationsPage: parsePage(params, POOL_PAGE_PARAMS.delegationsPage),
  };
}
