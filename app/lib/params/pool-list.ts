import { POOL_SORT_KEYS, STAKE_POOLS_PAGE_SIZE, type PoolSortKey, type SortDirection } from "../domain";
import { parseLimitOffset } from "./paging";
import { ParamError } from "./param-error";

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
