import { data } from "react-router";
import { chainDb, chainQueryable } from "../chain-db.server";
import { readReplicaState } from "../data/replica-state.server";
import { env } from "../env.server";
import { type OnUnavailable, rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import { unavailableAnswer } from "./error-answer.server";
import { NETWORKS, type Network } from "../lib/navigation/network";
import { decideReadiness, type DatabaseState, type Readiness } from "../lib/http/readiness";
import type { ExplorerApi } from "./contract";
import { httpTransport } from "./http-transport.server";
import { inProcessTransport } from "./in-process.server";
import { createTipCache, keepTip, withTipCache } from "./tip-cache.server";
import { contractTipSource, type TipSource } from "./tip-watch.server";
import type { ChainTip } from "../lib/domain";
import { withOtherNetworkSearch } from "./search-networks.server";
import { readsOnce } from "../db/reads-once.server";

/**
 * The one place a screen's 503 is decided: an unavailable data source becomes
 * a thrown `data()` with status 503, which React Router keeps as it is in
 * documents and `.data` answers alike (an Error's message it would hide), and
 * the root ErrorBoundary renders 'Database Service Unavailable'. Not a
 * Response: its body would be used up by the first of several loaders the tip
 * cache hands the same failure to. JSON routes use rethrowUnavailable instead.
 */
export const unavailablePage: OnUnavailable = (error) => {
  const answer = unavailableAnswer(error);
  throw data({ error: answer.message }, { status: answer.status, headers: answer.headers });
};

// A failed computation is shared only by the callers of the same kind, so a
// JSON route never receives a screen's 503 response (or the reverse).
const jsonTipCache = createTipCache();

/**
 * The contract for one network, over the transport the environment chose
 * (docs/architecture.md, "One request"). Each call of the transport hands an
 * unavailable source to `onUnavailable` (by default the screens' 503) as it
 * ends, also when the read was another caller's, shared by the process. Made per
 * request: a read its calls repeat is asked once (readsOnce).
 */
export function explorerApi(network: Network, onUnavailable: OnUnavailable = unavailablePage): ExplorerApi {
  // The other network is asked only for an id of its own, and never makes this answer a 503.
  const other = NETWORKS.find((candidate) => candidate !== network) ?? network;
  return withOtherNetworkSearch(networkApi(network, onUnavailable), () => networkApi(other, rethrowUnavailable));
}

function transportOf(network: Network, onUnavailable: OnUnavailable): ExplorerApi {
  return env.upstreamApiUrl
    ? httpTransport(env.upstreamApiUrl, network, env.queryTimeoutMs, onUnavailable)
    : inProcessTransport(network, readsOnce(chainQueryable(network)), onUnavailable);
}

function networkApi(network: Network, onUnavailable: OnUnavailable): ExplorerApi {
  const transport = transportOf(network, onUnavailable);
  return onUnavailable === unavailablePage ? withTipCache(transport) : withTipCache(transport, jsonTipCache);
}

/**
 * What the live streams' tip watch reads (app/api/tip-watch.server.ts): the
 * tip itself, past the tip caches it keeps current, and the newest blocks.
 */
export function liveTipSource(network: Network): TipSource {
  return contractTipSource(() => transportOf(network, rethrowUnavailable));
}

/** The tip the watch read, kept by both tip caches (the pages' and the JSON API's). */
export function keepChainTip(network: Network, tip: ChainTip): void {
  keepTip(network, tip);
  keepTip(network, tip, jsonTipCache);
}

/**
 * Whether the network's data source answers (/readyz): the database's own ping,
 * or with UPSTREAM_API_URL the upstream's current epoch (no local database is
 * opened in that mode). Why it failed is for the server log.
 */
async function dataSourceAnswers(network: Network): Promise<boolean> {
  try {
    if (env.upstreamApiUrl) await explorerApi(network, rethrowUnavailable).getCurrentEpoch();
    else await chainDb(network).ping();
    return true;
  } catch {
    return false;
  }
}

/**
 * How far the network's database replays behind its primary, in seconds: null
 * when it is no replica (a primary, the embedded database, an upstream API) or
 * cannot say (then it does not hold readiness back: the ping decides).
 */
async function replicaLagSeconds(network: Network): Promise<number | null> {
  if (env.upstreamApiUrl) return null;
  try {
    return (await readReplicaState(chainDb(network))).lagSeconds;
  } catch {
    return null;
  }
}

export type ReadinessReport = Readiness & {
  databases: Record<Network, DatabaseState>;
  lag: Record<Network, number | null>;
  maxLagS: number;
};

/** /readyz: every network's ping, then the lag of those that answer, under REPLICA_MAX_LAG_S. */
export async function checkReadiness(): Promise<ReadinessReport> {
  const checks = await Promise.all(
    NETWORKS.map(async (network) => {
      const state: DatabaseState = (await dataSourceAnswers(network)) ? "ok" : "unavailable";
      return { network, state, lag: state === "ok" ? await replicaLagSeconds(network) : null };
    }),
  );
  const databases = Object.fromEntries(checks.map((check) => [check.network, check.state])) as Record<Network, DatabaseState>;
  const lag = Object.fromEntries(checks.map((check) => [check.network, check.lag])) as Record<Network, number | null>;
  return { ...decideReadiness(databases, lag, env.replicaMaxLagS), databases, lag, maxLagS: env.replicaMaxLagS };
}
