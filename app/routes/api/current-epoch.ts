import { jsonRoute } from "../../api/json-response.server";
import type { Route } from "./+types/current-epoch";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getCurrentEpoch());
}
