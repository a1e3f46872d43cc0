import { jsonRoute } from "../../api/json-response.server";
import { RELAY_STATS_CACHE_SECONDS } from "../../lib/analytics";
import type { Route } from "./+types/geographic-distribution";

// spec §7: the active pools' relays by country (country, countryCode, relayCount, percentage).
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listGeographicDistribution(), { cacheSeconds: RELAY_STATS_CACHE_SECONDS });
}
