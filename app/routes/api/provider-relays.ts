import { jsonRoute } from "../../api/json-response.server";
import { RELAY_STATS_CACHE_SECONDS } from "../../lib/analytics";
import { relayBucketParam } from "../../lib/params/relay-bucket";
import type { Route } from "./+types/provider-relays";

// spec §7: the relay nodes of one hosting provider, named (URL-encoded; the router
// decodes it) by its id (its name) or 'Unknown'; any other name: an empty list.
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(
    params,
    async (api) => {
      const provider = relayBucketParam(params.provider);
      return provider === null ? [] : api.listRelaysByProvider(provider);
    },
    { cacheSeconds: RELAY_STATS_CACHE_SECONDS },
  );
}
