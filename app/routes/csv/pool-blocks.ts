import { csvNotFound, csvRoute } from "../../server/csv-response.server";
import { poolBlockCsvRow, poolBlocksCsvColumns, poolBlocksCsvFileName } from "../../lib/csv/pool-blocks-csv";
import { parsedOr } from "../../lib/params/param-error";
import { parsePoolParam } from "../../lib/params/pool-id";
import { resolveNetwork } from "../../session.server";
import type { Route } from "./+types/pool-blocks";

// Every block a pool made, newest first, no cap (spec §9 pool blocks CSV):
// batches of whole epochs read as the client downloads. A malformed id is a 404
// before any query; a well-formed id of no pool is the first batch's 404.
export function loader({ params, request }: Route.LoaderArgs) {
  return csvRoute(request, resolveNetwork(request).network, (api, network) => {
    const poolId = parsedOr(() => parsePoolParam(params.poolId), () => csvNotFound("stake pool", params.poolId, network));
    return {
      missing: csvNotFound("stake pool", poolId, network).message,
      fileName: poolBlocksCsvFileName(poolId),
      columns: poolBlocksCsvColumns(network),
      batches: api.exportStakePoolBlocks(poolId),
      row: poolBlockCsvRow,
    };
  });
}
