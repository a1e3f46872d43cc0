import { jsonRoute } from "../../api/json-response.server";
import { parseRewardsValueRequest } from "../../lib/rewards-value-request";
import type { Route } from "./+types/calculate-rewards-value";

// A body larger than this is no rewards request; it is refused before it is parsed.
const MAX_BODY_BYTES = 4096;

const jsonError = (error: string, status: number, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** POST only (spec §7); mainnet only: testnet coins have no price. */
export function action({ params, request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("Use POST", 405, { Allow: "POST" });
  return jsonRoute(params, async (api, network) => {
    if (network !== "mainnet") throw jsonError("USD values exist for mainnet only", 404);
    const text = await request.text();
    if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw jsonError("The body is too large", 413);
    const result = await api.calculateRewardsValue(parseRewardsValueRequest(text));
    if (result === null) throw jsonError("Price data not available", 404);
    return result;
  });
}

export function loader() {
  return jsonError("Use POST", 405, { Allow: "POST" });
}
