import { jsonRoute } from "../../api/json-response.server";
import { parseEpochNumber } from "../../lib/params/epoch";
import type { Route } from "./+types/epoch";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getEpoch(parseEpochNumber(params.epochNumber)));
}
