import { jsonRoute } from "../../api/json-response.server";
import { BLOCK_TRANSACTIONS_PAGE_SIZE } from "../../lib/domain";
import { parseBlockId } from "../../lib/params/block-id";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/block";

// ?limit&offset page the block's transactions (a genesis block holds thousands).
export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => {
    const id = parseBlockId(params.id);
    const transactions = parseLimitOffset(new URL(request.url).searchParams, BLOCK_TRANSACTIONS_PAGE_SIZE);
    return api.getBlock(id, transactions);
  });
}
