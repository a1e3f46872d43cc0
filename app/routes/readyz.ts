// Readiness: every network's data source answers (its database's ping within
// the query time limit, or the upstream API) and no replica replays further
// behind its primary than REPLICA_MAX_LAG_S (app/lib/http/readiness.ts). Load
// balancers and the e2e web server wait on this; /healthz only says the process
// is up. A database known to be down answers at once (its circuit breaker,
// app/db/breaker.server.ts), so this never waits on an outage.
//
// Body: {"status":"ready"|"unavailable"|"lagging","databases":{network:"ok"|"unavailable"},
// "lag":{network:seconds|null}} — lag null where the source is no replica (a
// primary, the embedded database, an upstream API), 0 on a replica that has
// replayed all it received; a lagging answer adds "reason" (docs/reliability.md).
// "streams": {"open":n,"max":n} counts the live event streams this process holds,
// apart from requests (they never count against MAX_INFLIGHT_REQUESTS).
// "memory": {"rssMb","heapUsedMb","heapTotalMb","externalMb","budgetMb"}: this
// process's figures beside the caches' budget (docs/performance.md, "Memory").
import { checkReadiness } from "../api/explorer-api.server";
import { RETRY_AFTER_SECONDS } from "../lib/errors/data-source-unavailable";
import { laggingReason } from "../lib/http/readiness";
import { memoryFigures } from "../server/memory-figures.server";
import { eventStreams } from "../server/process-event-streams.server";

export async function loader() {
  const report = await checkReadiness();
  const ready = report.status === "ready";
  const reason = report.status === "lagging" ? laggingReason(report.lagging, report.lag, report.maxLagS) : null;
  return Response.json(
    {
      status: report.status,
      databases: report.databases,
      lag: report.lag,
      ...(reason ? { reason } : {}),
      streams: { open: eventStreams.open(), max: eventStreams.max },
      memory: memoryFigures(),
    },
    {
      status: ready ? 200 : 503,
      // The reason phrase says which: a lagging replica is up but behind.
      statusText: report.status === "lagging" ? "Replica Lagging" : ready ? "OK" : "Service Unavailable",
      headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }) },
    },
  );
}
