import { jsonRoute } from "../../api/json-response.server";
import { parseAddressParam } from "../../lib/params/address";
import type { Route } from "./+types/address-rewards";

// Every reward at once (a few hundred epochs at most): the rewards table pages on the client (spec §4).
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api, network) => api.listStakeAddressRewards(parseAddressParam(params.address, network, "stake").address));
}
