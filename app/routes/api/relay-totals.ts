import { jsonRoute } from "../../api/json-response.server";
import { RELAY_STATS_CACHE_SECONDS } from "../../lib/analytics";
import type { Route } from "./+types/relay-totals";

// Beyond spec §7: the analytics page's relay cards (relays, relayNodes).
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.getRelayTotals(), { cacheSeconds: RELAY_STATS_CACHE_SECONDS });
}
