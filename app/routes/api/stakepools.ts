import { jsonRoute } from "../../api/json-response.server";
import { parseStakePoolQuery } from "../../lib/params/pool-list";
import type { Route } from "./+types/stakepools";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listStakePools(parseStakePoolQuery(new URL(request.url).searchParams)));
}
