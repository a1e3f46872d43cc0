import { jsonRoute } from "../../api/json-response.server";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/transactions";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listTransactions(parseLimitOffset(new URL(request.url).searchParams)));
}
