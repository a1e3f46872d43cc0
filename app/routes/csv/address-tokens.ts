import { csvNotFound, csvRoute } from "../../server/csv-response.server";
import { ADDRESS_TOKENS_CSV_COLUMNS, addressTokenCsvRow, addressTokensCsvFileName } from "../../lib/csv/token-csv";
import { parseAddressParam } from "../../lib/params/address";
import { parsedOr } from "../../lib/params/param-error";
import { resolveNetwork } from "../../session.server";
import type { Route } from "./+types/address-tokens";

// Tokens are read in pages of this many: the file holds every one, largest holding first.
const BATCH = 500;

// Every native token a payment or stake address holds (the address page's
// Tokens card, whole). A malformed address, or one of the other network, is a 404.
export function loader({ params, request }: Route.LoaderArgs) {
  return csvRoute(request, resolveNetwork(request).network, (api, network) => {
    const { address } = parsedOr(() => parseAddressParam(params.address, network), () => csvNotFound("address", params.address, network));
    return {
      fileName: addressTokensCsvFileName(address, network),
      columns: ADDRESS_TOKENS_CSV_COLUMNS,
      batches: (async function* () {
        for (let offset = 0; ; offset += BATCH) {
          const page = await api.listAddressTokens(address, { page: { limit: BATCH, offset }, sort: "quantity", direction: "desc" });
          yield page.tokens;
          if (page.tokens.length < BATCH || offset + BATCH >= page.total) return;
        }
      })(),
      row: addressTokenCsvRow,
    };
  });
}
