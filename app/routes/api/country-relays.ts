import { jsonRoute } from "../../api/json-response.server";
import { RELAY_STATS_CACHE_SECONDS } from "../../lib/analytics";
import { relayBucketParam } from "../../lib/params/relay-bucket";
import type { Route } from "./+types/country-relays";

// spec §7: the relay nodes of one country, named (URL-encoded; the router decodes
// it) by its name, its ISO code or 'Unknown'; any other name: an empty list.
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(
    params,
    async (api) => {
      const country = relayBucketParam(params.country);
      return country === null ? [] : api.listRelaysByCountry(country);
    },
    { cacheSeconds: RELAY_STATS_CACHE_SECONDS },
  );
}
