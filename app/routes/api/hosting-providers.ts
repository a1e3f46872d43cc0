import { jsonRoute } from "../../api/json-response.server";
import { RELAY_STATS_CACHE_SECONDS } from "../../lib/analytics";
import type { Route } from "./+types/hosting-providers";

// spec §7: the active pools' relays by hosting provider (id, provider, relayCount, percentage).
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listHostingProviders(), { cacheSeconds: RELAY_STATS_CACHE_SECONDS });
}
