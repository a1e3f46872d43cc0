import { chainDb } from "../data/chain-db.server";
import type { Queryable } from "../data/queryable.server";
import { env } from "../env.server";
import { classifyErrorMessage, errorMessage } from "../lib/error-kind";
import type { Network } from "../lib/network";
import type { ExplorerApi } from "./contract";
import { httpTransport } from "./http-transport.server";
import { inProcessTransport } from "./in-process.server";
import { withTipCache } from "./tip-cache.server";

/**
 * The contract for one network, over the transport the environment chose
 * (DESIGN.md §1). A data source that cannot be reached becomes a 503 status
 * response here, once, so every page and JSON route answers 'Database Service
 * Unavailable' with the right status even where React Router hides messages.
 */
export function explorerApi(network: Network): ExplorerApi {
  const transport = env.upstreamApiUrl
    ? httpTransport(env.upstreamApiUrl, network, env.queryTimeoutMs)
    : inProcessTransport(network, chainDatabase(network));
  return withUnavailableAsStatus(withTipCache(transport));
}

// Opened on the first query, so input rejected before any query opens nothing.
function chainDatabase(network: Network): Queryable {
  return { query: (text, params) => chainDb(network).query(text, params) };
}

export function withUnavailableAsStatus(api: ExplorerApi): ExplorerApi {
  const wrapped = { network: api.network } as ExplorerApi;
  for (const key of Object.keys(api) as Array<keyof ExplorerApi>) {
    const member = api[key];
    if (typeof member !== "function") continue;
    Object.assign(wrapped, {
      [key]: async (...args: unknown[]) => {
        try {
          return await (member as (...a: unknown[]) => Promise<unknown>).apply(api, args);
        } catch (error) {
          throw asStatusError(error);
        }
      },
    });
  }
  return wrapped;
}

function asStatusError(error: unknown): unknown {
  const message = errorMessage(error);
  const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
  if (timedOut || classifyErrorMessage(message) === "database-unavailable") {
    console.error(`data source unavailable: ${message}`);
    return Response.json({ error: "Database Service Unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
  }
  return error;
}
