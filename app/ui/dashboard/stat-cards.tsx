import type { NetworkStats } from "../../lib/domain";
import { FALLBACK_STAKE_EPOCH, nextEpochStake, stakedPercent } from "../../lib/chain/dashboard";
import { formatInteger, formatPercent, NOT_AVAILABLE } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { EPOCH_IN_PROGRESS } from "../../lib/chain/status";
import { supplyAsOfText, supplyFigures, type Figure } from "../../lib/chain/supply";
import { Amount } from "../values/amount";
import { StatCard } from "../page/stat-card";
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
              stats.poolsActivatedThisEpoch != null ? (
                <span className={styles.growth} data-testid="pools-this-epoch">{`+${formatInteger(stats.poolsActivatedThisEpoch)} this epoch`}</span>
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
  const figure = (value: Figure | null, testId: string) =>
    value ? (
      <Amount dfm={value.dfm} network={network} format="compact" estimated={value.estimated} testId={testId} />
    ) : (
      <span data-testid={testId}>{NOT_AVAILABLE}</span>
    );
  const staked = stats.totalActiveStake;
  const supply = supplyFigures(stats, network);
  const asOf = supplyAsOfText(supply.asOfEpoch);
  const percent = stakedPercent(staked, supply.circulating.dfm);
  return (
    <StatCard
      title="Staking & Supply"
      value={figure({ dfm: staked, estimated: false }, "staked-amount")}
      hint={`Epoch ${stats.epochNumber ?? FALLBACK_STAKE_EPOCH} Staked`}
    >
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Next Epoch Stake</dt>
          <dd className={styles.figureValue}>{figure(nextEpochStake(stats.nextEpochStake, staked), "next-epoch-stake")}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Circulating Supply</dt>
          <dd className={styles.figureValue}>{figure(supply.circulating, "circulating-supply")}</dd>
          {asOf ? (
            <dd className={styles.figureNote} data-testid="supply-as-of">
              {asOf}
            </dd>
          ) : null}
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Staked Percentage</dt>
          <dd className={styles.figureValue} data-testid="staked-percentage">
            {percent === null ? NOT_AVAILABLE : `${formatPercent(percent)} of supply`}
          </dd>
        </div>
      </dl>
    </StatCard>
  );
}
