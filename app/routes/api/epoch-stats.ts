import { jsonRoute } from "../../api/json-response.server";
import { parseEpochNumber } from "../../lib/params/epoch";
import type { Route } from "./+types/epoch-stats";

// Volume, fees, the largest and the most expensive transaction of an epoch.
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getEpochStats(parseEpochNumber(params.epochNumber)));
}
