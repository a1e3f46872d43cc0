import { jsonRoute } from "../../api/json-response.server";
import { parseAddressParam } from "../../lib/params/address";
import { ADDRESS_TRANSACTIONS_PAGE_SIZE } from "../../lib/domain";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/address-transactions";

// Payment and stake addresses alike (spec §7 names it for stake addresses; the payment page pages the same way).
export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api, network) => {
    const { address } = parseAddressParam(params.address, network);
    const page = parseLimitOffset(new URL(request.url).searchParams, ADDRESS_TRANSACTIONS_PAGE_SIZE);
    return api.listAddressTransactions(address, page);
  });
}
