import { jsonRoute } from "../../api/json-response.server";
import { EPOCHS_PAGE_SIZE } from "../../lib/domain";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/epochs";

// ?limit&offset: epochs, newest first.
export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listEpochs(parseLimitOffset(new URL(request.url).searchParams, EPOCHS_PAGE_SIZE)));
}
