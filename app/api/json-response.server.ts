import { DataSourceUnavailableError, RETRY_AFTER_SECONDS, rethrowUnavailable } from "../lib/data-source-unavailable";
import { parseNetwork, type Network } from "../lib/network";
import { NotFoundError } from "../lib/not-found";
import { ParamError } from "../lib/params";
import { explorerApi } from "./explorer-api.server";
import type { ExplorerApi } from "./contract";

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/**
 * One JSON route of spec §7: the network is checked (unknown → 404), input is
 * validated by `handle` before any query (ParamError → 400/404), a missing
 * entity (null) is 404, an unavailable database 503 with Retry-After, and
 * anything else a 500 that names no internals.
 */
export async function jsonRoute(
  params: { network?: string },
  handle: (api: ExplorerApi, network: Network) => Promise<unknown>,
  { cacheSeconds = 5 }: { cacheSeconds?: number } = {},
): Promise<Response> {
  const network = parseNetwork(params.network);
  if (!network) return json({ error: "Unknown network: use mainnet or testnet" }, 404);
  try {
    const body = await handle(explorerApi(network, rethrowUnavailable), network);
    if (body === null || body === undefined) return json({ error: "Not found" }, 404);
    return json(body, 200, { "Cache-Control": `public, max-age=${cacheSeconds}` });
  } catch (error) {
    return errorResponse(error);
  }
}

function errorResponse(error: unknown): Response {
  if (error instanceof ParamError) return json({ error: error.message }, error.status);
  // The one place the JSON 503 is decided.
  if (error instanceof DataSourceUnavailableError) {
    console.error(`data source unavailable: ${error.message}`);
    return json({ error: "Database Service Unavailable" }, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  if (error instanceof NotFoundError) return json({ error: error.message }, 404);
  // The contract's own status answers (a 404 Response, for one) pass through as they are.
  if (error instanceof Response) return error;
  console.error(error);
  return json({ error: "Internal server error" }, 500);
}
