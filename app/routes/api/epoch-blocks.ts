import { jsonRoute } from "../../api/json-response.server";
import { EPOCH_BLOCKS_PAGE_SIZE } from "../../lib/domain";
import { parseEpochNumber } from "../../lib/params/epoch";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/epoch-blocks";

// ?limit&offset: the epoch's blocks; an unknown epoch is a 404.
export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => {
    const epochNumber = parseEpochNumber(params.epochNumber);
    return api.listEpochBlocks(epochNumber, parseLimitOffset(new URL(request.url).searchParams, EPOCH_BLOCKS_PAGE_SIZE));
  });
}
