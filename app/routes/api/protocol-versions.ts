import { jsonRoute } from "../../api/json-response.server";
import type { Route } from "./+types/protocol-versions";

// spec §7: block production by protocol version over the recent epochs (version, percentage).
export function loader({ params }: Route.LoaderArgs) {
  return jsonRoute(params, (api) => api.listProtocolVersions());
}
