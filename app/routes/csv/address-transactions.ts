import { csvNotFound, csvRoute } from "../../server/csv-response.server";
import { transactionCsvRow, transactionsCsvColumns, transactionsCsvFileName } from "../../lib/csv/address-csv";
import { parseAddressParam } from "../../lib/params/address";
import { parsedOr } from "../../lib/params/param-error";
import { resolveNetwork } from "../../session.server";
import type { Route } from "./+types/address-transactions";

// Every transaction of a payment or stake address, oldest first, no cap:
// batches read by keyset as the client downloads (issue 13, beyond spec §9).
export function loader({ params, request }: Route.LoaderArgs) {
  return csvRoute(request, resolveNetwork(request).network, (api, network) => {
    const { address } = parsedOr(() => parseAddressParam(params.address, network), () => csvNotFound("address", params.address, network));
    return {
      fileName: transactionsCsvFileName(address, network),
      columns: transactionsCsvColumns(network),
      batches: api.exportAddressTransactions(address),
      row: transactionCsvRow,
    };
  });
}
