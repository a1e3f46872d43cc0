import { jsonRoute } from "../../api/json-response.server";
import { parseHash32 } from "../../lib/params/hash";
import type { Route } from "./+types/transaction";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getTransaction(parseHash32(params.hash)));
}
