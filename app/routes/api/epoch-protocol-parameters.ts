import { jsonRoute } from "../../api/json-response.server";
import { parseEpochNumber } from "../../lib/params/epoch";
import type { Route } from "./+types/epoch-protocol-parameters";

// The parameters in force in one epoch; a malformed, unknown or future epoch is 404.
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getEpochProtocolParameters(parseEpochNumber(params.epochNumber)));
}
