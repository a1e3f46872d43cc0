import { csvNotFound, csvRoute } from "../../server/csv-response.server";
import { HOLDERS_CSV_COLUMNS, holderCsvRow, holdersCsvFileName } from "../../lib/csv/token-csv";
import type { TokenHolder } from "../../lib/domain";
import { NotFoundError } from "../../lib/errors/not-found";
import { parseAssetId } from "../../lib/params/asset-id";
import { parsedOr } from "../../lib/params/param-error";
import { resolveNetwork } from "../../session.server";
import type { Route } from "./+types/token-holders";

// Holders are read in pages of this many: the file holds every one, largest first.
const BATCH = 500;

// Every holder of a token, largest first, with its share (the token page's
// Holders card, whole). A malformed id is a 404 before any query; a
// well-formed id of no token is the first batch's 404.
export function loader({ params, request }: Route.LoaderArgs) {
  return csvRoute(request, resolveNetwork(request).network, (api, network) => {
    const id = parsedOr(() => parseAssetId(params.id), () => csvNotFound("token", params.id, network));
    return {
      missing: csvNotFound("token", params.id, network).message,
      fileName: holdersCsvFileName(params.id, network),
      columns: HOLDERS_CSV_COLUMNS,
      batches: (async function* () {
        for (let offset = 0; ; offset += BATCH) {
          const page = await api.listTokenHolders(id, { limit: BATCH, offset });
          if (page === null) throw new NotFoundError(`no token ${params.id}`);
          yield page.holders.map((holder, index): TokenHolder & { rank: number } => ({ ...holder, rank: offset + index + 1 }));
          if (page.holders.length < BATCH || offset + BATCH >= page.total) return;
        }
      })(),
      row: holderCsvRow,
    };
  });
}
