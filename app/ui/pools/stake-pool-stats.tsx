import type { NetworkStats, StakePool } from "../../lib/domain";
import { formatInteger } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { stakeSnapshotText } from "../../lib/pools/stake-pool-list";
import { shownPoolStatus } from "../../lib/chain/status";
import { Amount } from "../values/amount";
import { StatCard } from "../page/stat-card";
import * as styles from "./stakepools.css";

export type StakePoolTotals = {
  totalStake: string;
  totalDelegators: number;
  /** The snapshot both are of (the list's Stake and Delegators columns); null: unknown. */
  stakeEpoch: number | null;
  /** Summed over every pool (the statistics), or only over the pools loaded (their fallback). */
  allPools: boolean;
  activePools: number;
  /** The epoch the pools are Active in; null: unknown. */
  activeEpoch: number | null;
};

/**
 * The three cards' figures (spec §2): the list's Stake and Delegators columns
 * summed over every pool (the statistics' poolStake, the list's own snapshot,
 * not the current epoch's totalActiveStake), or, when the statistics failed or
 * lack them, summed over the pools loaded.
 */
export function stakePoolTotals(stats: NetworkStats | null, pools: StakePool[]): StakePoolTotals {
  const summed = stats?.poolStake;
  return {
    totalStake: summed?.stake ?? pools.reduce((sum, pool) => sum + BigInt(pool.totalStake), 0n).toString(),
    totalDelegators: summed?.delegators ?? pools.reduce((sum, pool) => sum + pool.delegatorCount, 0),
    stakeEpoch: summed?.epoch ?? pools[0]?.stakeEpoch ?? null,
    allPools: summed !== undefined,
    activePools: stats?.activePools ?? pools.filter((pool) => shownPoolStatus(pool).status === "Active").length,
    activeEpoch: stats?.epochNumber ?? null,
  };
}

export function StakePoolStats({ totals, network }: { totals: StakePoolTotals; network: Network }) {
  const snapshot = stakeSnapshotText(totals.stakeEpoch);
  const scope = totals.allPools ? "all pools" : "pools shown";
  const hint = snapshot ? `${snapshot}, ${scope}` : scope;
  return (
    <section className={styles.statGrid} aria-label="Stake pool statistics">
      <StatCard
        title="Total Stake"
        value={<Amount dfm={totals.totalStake} network={network} format="compact" testId="total-stake" />}
        hint={<span data-testid="total-stake-epoch">{hint}</span>}
      />
      <StatCard
        title="Total Delegators"
        value={<span data-testid="total-delegators">{formatInteger(totals.totalDelegators)}</span>}
        hint={<span data-testid="total-delegators-epoch">{hint}</span>}
      />
      <StatCard
        title="Active Pools"
        value={<span data-testid="active-pools">{formatInteger(totals.activePools)}</span>}
        hint={totals.activeEpoch === null ? null : `In epoch ${formatInteger(totals.activeEpoch)}`}
      />
    </section>
  );
}
