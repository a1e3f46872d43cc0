import { jsonRoute } from "../../api/json-response.server";
import { RECENT_ADDRESS_ACTIVITY_LIMIT } from "../../lib/domain";
import { parseLimitOffset } from "../../lib/params/paging";
import type { Route } from "./+types/address-activity";

export function loader({ params, request }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => {
    const { limit } = parseLimitOffset(new URL(request.url).searchParams, RECENT_ADDRESS_ACTIVITY_LIMIT);
    return api.listRecentAddressActivity(limit);
  });
}
