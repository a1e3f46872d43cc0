import { jsonRoute } from "../../api/json-response.server";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/blocks";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listBlocks(parseLimitOffset(new URL(request.url).searchParams)));
}
