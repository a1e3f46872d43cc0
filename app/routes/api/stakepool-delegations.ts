import { jsonRoute } from "../../api/json-response.server";
import { POOL_DELEGATIONS_PAGE_SIZE } from "../../lib/domain";
import { parsePoolPage } from "../../lib/params/paging";
import { parsePoolParam } from "../../lib/params/pool-id";
import type { Route } from "./+types/stakepool-delegations";

// ?page (0-based) & limit: the pool's delegation certificates, newest first.
export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => {
    const poolId = parsePoolParam(params.poolId);
    return api.listStakePoolDelegations(poolId, parsePoolPage(new URL(request.url).searchParams, POOL_DELEGATIONS_PAGE_SIZE));
  });
}
