import { jsonRoute } from "../../api/json-response.server";
import { parseAddressParam } from "../../lib/params/address";
import { ADDRESS_TRANSACTIONS_PAGE_SIZE, ADDRESS_UTXOS_PAGE_SIZE, type AddressDetail } from "../../lib/domain";
import type { Route } from "./+types/address";

export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, async (api, network): Promise<AddressDetail> => {
    const { kind, address } = parseAddressParam(params.address, network);
    const first = { offset: 0 };
    const [figures, utxos, history] = await Promise.all([
      api.getAddress(address),
      kind === "payment" ? api.listAddressUtxos(address, { ...first, limit: ADDRESS_UTXOS_PAGE_SIZE }) : [],
      api.listAddressTransactions(address, { ...first, limit: ADDRESS_TRANSACTIONS_PAGE_SIZE }),
    ]);
    return { ...figures, utxos, transactions: history.transactions };
  });
}
