// /readyz's rule (app/routes/readyz.ts): ready when every network's data source
// answers and no replica replays further behind its primary than the limit
// (REPLICA_MAX_LAG_S). An unavailable source outweighs a lagging one.
import type { Network } from "../navigation/network";

export type DatabaseState = "ok" | "unavailable";

export type Readiness = {
  status: "ready" | "unavailable" | "lagging";
  /** The networks whose replica lags more than the limit (empty unless "lagging"). */
  lagging: Network[];
};

/**
 * @param lag seconds per network; null where the source is no replica (a primary,
 *   the embedded database, an upstream API) or cannot tell its lag
 * @param maxLagS the most a replica may lag and still be ready (whole seconds ≥ 1)
 */
export function decideReadiness(
  databases: Readonly<Record<Network, DatabaseState>>,
  lag: Readonly<Record<Network, number | null>>,
  maxLagS: number,
): Readiness {
  const networks = Object.keys(databases) as Network[];
  if (networks.some((network) => databases[network] !== "ok")) return { status: "unavailable", lagging: [] };
  const lagging = networks.filter((network) => {
    const seconds = lag[network];
    return seconds !== null && seconds !== undefined && seconds > maxLagS;
  });
  return lagging.length > 0 ? { status: "lagging", lagging } : { status: "ready", lagging: [] };
}

/** The reason phrase of a lagging /readyz: which replica, how far behind, the limit. */
export function laggingReason(lagging: readonly Network[], lag: Readonly<Record<Network, number | null>>, maxLagS: number): string {
  const parts = lagging.map((network) => `${network} ${Math.round(lag[network] ?? 0)} s`);
  return `Replica lags behind its primary (${parts.join(", ")}; REPLICA_MAX_LAG_S=${maxLagS})`;
}
