import { jsonRoute } from "../../api/json-response.server";
import { parseAddressParam } from "../../lib/params/address";
import { STAKE_ADDRESS_LIST_PAGE_SIZE } from "../../lib/domain";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/address-payment-addresses";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api, network) => {
    const { address } = parseAddressParam(params.address, network, "stake");
    return api.listPaymentAddresses(address, parseLimitOffset(new URL(request.url).searchParams, STAKE_ADDRESS_LIST_PAGE_SIZE));
  });
}
