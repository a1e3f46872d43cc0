import { jsonRoute } from "../../api/json-response.server";
import { parsePoolParam } from "../../lib/params/pool-id";
import type { Route } from "./+types/stakepool-history";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getStakePoolHistory(parsePoolParam(params.poolId)));
}
