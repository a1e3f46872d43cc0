import { rethrowUnavailable } from "../lib/data-source-unavailable";
import { parseNetwork, type Network } from "../lib/network";
import { explorerApi } from "./explorer-api.server";
import type { ExplorerApi } from "./contract";
import { errorAnswer, INTERNAL_ERROR } from "./error-answer.server";

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
  // The contract's own status answers (a 404 Response, for one) pass through as they are.
  if (error instanceof Response) return error;
  const answer = errorAnswer(error);
  if (answer) return json({ error: answer.message }, answer.status, answer.headers);
  console.error(error);
  return json({ error: INTERNAL_ERROR }, 500);
}
