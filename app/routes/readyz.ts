// Readiness: every network's data source answers (its database's ping within
// the query time limit, or the upstream API). Load balancers and the e2e web
// server wait on this; /healthz only says the process is up. A database known
// to be down answers at once (its circuit breaker, app/data/db-breaker.server.ts),
// so this never waits on an outage.
import { dataSourceAnswers } from "../api/explorer-api.server";
import { RETRY_AFTER_SECONDS } from "../lib/data-source-unavailable";
import { NETWORKS, type Network } from "../lib/network";

type DatabaseState = "ok" | "unavailable";

export async function loader() {
  const states = await Promise.all(
    NETWORKS.map(async (network): Promise<[Network, DatabaseState]> => [network, (await dataSourceAnswers(network)) ? "ok" : "unavailable"]),
  );
  const databases = Object.fromEntries(states) as Record<Network, DatabaseState>;
  const ready = states.every(([, state]) => state === "ok");
  return Response.json(
    { status: ready ? "ready" : "unavailable", databases },
    {
      status: ready ? 200 : 503,
      headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }) },
    },
  );
}
