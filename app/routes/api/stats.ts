import { jsonRoute } from "../../api/json-response.server";
import type { Route } from "./+types/stats";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getNetworkStats());
}
