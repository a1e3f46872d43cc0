import type { NetworkStats, StakePool } from "../../lib/domain";
import { formatInteger } from "../../lib/format";
import type { Network } from "../../lib/network";
import { shownPoolStatus } from "../../lib/status";
import { Amount } from "../amount";
import { StatCard } from "../stat-card";
import * as styles from "./stakepools.css";

export type StakePoolTotals = { totalStake: string; totalDelegators: number; activePools: number };

/**
 * The three cards' figures (spec §2): the network statistics, or, when they
 * failed or lack a figure, the sum over the pools loaded.
 */
export function stakePoolTotals(stats: NetworkStats | null, pools: StakePool[]): StakePoolTotals {
  return {
    totalStake: stats?.totalActiveStake ?? pools.reduce((sum, pool) => sum + BigInt(pool.totalStake), 0n).toString(),
    totalDelegators: stats?.totalDelegators ?? pools.reduce((sum, pool) => sum + pool.delegatorCount, 0),
    activePools: stats?.activePools ?? pools.filter((pool) => shownPoolStatus(pool).status === "Active").length,
  };
}

export function StakePoolStats({ totals, network }: { totals: StakePoolTotals; network: Network }) {
  return (
    <section className={styles.statGrid} aria-label="Stake pool statistics">
      <StatCard title="Total Stake" value={<Amount dfm={totals.totalStake} network={network} format="compact" testId="total-stake" />} />
      <StatCard title="Total Delegators" value={<span data-testid="total-delegators">{formatInteger(totals.totalDelegators)}</span>} />
      <StatCard title="Active Pools" value={<span data-testid="active-pools">{formatInteger(totals.activePools)}</span>} />
    </section>
  );
}
