import { jsonRoute } from "../../api/json-response.server";
import { parseAddressParam } from "../../lib/params/address";
import { ADDRESS_UTXOS_PAGE_SIZE } from "../../lib/domain";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/address-utxos";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api, network) => {
    const { address } = parseAddressParam(params.address, network, "payment");
    return api.listAddressUtxos(address, parseLimitOffset(new URL(request.url).searchParams, ADDRESS_UTXOS_PAGE_SIZE));
  });
}
