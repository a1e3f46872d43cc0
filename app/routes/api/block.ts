import { jsonRoute } from "../../api/json-response.server";
import { parseBlockId } from "../../lib/params";
import type { Route } from "./+types/block";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => {
    parseBlockId(params.id);
    return api.getBlock(params.id);
  });
}
