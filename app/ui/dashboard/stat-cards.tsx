import type { NetworkStats } from "../../lib/domain";
import {
  circulatingSupply,
  FALLBACK_STAKE_EPOCH,
  nextEpochStake,
  stakedPercent,
  type Figure,
} from "../../lib/dashboard";
import { formatCompactAp3x, formatInteger, formatPercent } from "../../lib/format";
import { unitsFor, type Network } from "../../lib/network";
import { EPOCH_IN_PROGRESS } from "../../lib/status";
import { StatCard } from "../stat-card";
import * as styles from "./dashboard.css";
import { EpochProgressCard } from "./epoch-progress-card";

export const STATS_FAILED = "Failed to load network statistics";

export type DashboardStatsProps = {
  network: Network;
  stats: NetworkStats | null;
  epochNumber: number;
  epochStartTime: string | null;
  serverNow: number;
};

/** The four stat cards of spec §2; the stats-based two give way to the §8 message when stats are missing. */
export function DashboardStats({ network, stats, epochNumber, epochStartTime, serverNow }: DashboardStatsProps) {
  return (
    <section className={styles.statGrid} aria-label="Network statistics">
      <StatCard title="Current Epoch" value={<span data-testid="current-epoch">{formatInteger(epochNumber)}</span>} hint={EPOCH_IN_PROGRESS} />
      {stats ? (
        <>
          <StakingCard network={network} stats={stats} />
          <StatCard
            title="Active Pools"
            value={<span data-testid="active-pools">{formatInteger(stats.activePools)}</span>}
            hint={
              stats.poolsRegisteredThisEpoch != null ? (
                <span className={styles.growth} data-testid="pools-this-epoch">{`+${formatInteger(stats.poolsRegisteredThisEpoch)} this epoch`}</span>
              ) : null
            }
          />
        </>
      ) : (
        <p className={styles.statFailure} data-testid="stats-failed">
          {STATS_FAILED}
        </p>
      )}
      <EpochProgressCard startTime={epochStartTime} serverNow={serverNow} />
    </section>
  );
}

function StakingCard({ network, stats }: { network: Network; stats: NetworkStats }) {
  const { coin } = unitsFor(network);
  const amount = (figure: Figure | null) =>
    figure ? `${formatCompactAp3x(figure.dfm)} ${coin}${figure.estimated ? " (est.)" : ""}` : "N/A";
  const staked = stats.totalActiveStake;
  const supply = circulatingSupply(stats.circulatingSupply, network);
  const percent = stakedPercent(staked, supply.dfm);
  return (
    <StatCard
      title="Staking & Supply"
      value={<span data-testid="staked-amount">{amount({ dfm: staked, estimated: false })}</span>}
      hint={`Epoch ${stats.epochNumber ?? FALLBACK_STAKE_EPOCH} Staked`}
    >
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Next Epoch Stake</dt>
          <dd className={styles.figureValue} data-testid="next-epoch-stake">
            {amount(nextEpochStake(stats.nextEpochStake, staked))}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Circulating Supply</dt>
          <dd className={styles.figureValue} data-testid="circulating-supply">
            {amount(supply)}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Staked Percentage</dt>
          <dd className={styles.figureValue} data-testid="staked-percentage">
            {percent === null ? "N/A" : `${formatPercent(percent)} of supply`}
          </dd>
        </div>
      </dl>
    </StatCard>
  );
}
