import { jsonRoute } from "../../api/json-response.server";
import type { Route } from "./+types/protocol-parameters";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getProtocolParameters());
}
