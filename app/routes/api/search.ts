import { jsonRoute } from "../../api/json-response.server";
import { parseSearchQuery } from "../../lib/params/search";
import type { Route } from "./+types/search";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.search(parseSearchQuery(new URL(request.url).searchParams)));
}
