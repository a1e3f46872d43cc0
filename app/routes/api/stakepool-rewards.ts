import { jsonRoute } from "../../api/json-response.server";
import { parsePoolParam } from "../../lib/params/pool-id";
import type { Route } from "./+types/stakepool-rewards";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getStakePoolRewards(parsePoolParam(params.poolId)));
}
