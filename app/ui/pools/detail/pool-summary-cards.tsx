import type { StakePool } from "../../../lib/domain";
import { formatMarginPercent, formatPercent } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { saturationBarValue } from "../../../lib/pools/pool-detail";
import { stakeSnapshotText } from "../../../lib/pools/stake-pool-list";
import { Amount } from "../../values/amount";
import { StatCard } from "../../page/stat-card";
import { SaturationThreshold } from "../saturation-threshold";
import * as layout from "../../layout.css";
import * as styles from "./stakepool.css";

/**
 * spec §2 cards: Total Stake, Saturation (percent, limit, bar capped at 100), Margin,
 * Fixed Cost. The limit is the network's saturation threshold, the same for every
 * pool and the one Protocol Parameters shows (not back-computed from the percent).
 */
export function PoolSummaryCards({ pool, network }: { pool: StakePool; network: Network }) {
  return (
    <div className={layout.statGrid}>
      <StatCard
        title="Total Stake"
        value={<Amount dfm={pool.totalStake} network={network} format="compact" testId="pool-total-stake" />}
        hint={
          <>
            <Amount dfm={pool.totalStake} network={network} />
            {pool.stakeEpoch == null ? null : <span data-testid="pool-stake-epoch">{` · ${stakeSnapshotText(pool.stakeEpoch)}`}</span>}
          </>
        }
      />
      <StatCard
        title="Saturation"
        value={<span data-testid="pool-saturation">{formatPercent(pool.saturation)}</span>}
        hint={
          pool.saturationThreshold == null ? null : (
            <>
              Limit: <SaturationThreshold dfm={pool.saturationThreshold} network={network} testId="pool-saturation-limit" />
            </>
          )
        }
      >
        <progress className={styles.bar} max={100} value={saturationBarValue(pool.saturation)} aria-label="Saturation" data-testid="pool-saturation-bar" />
      </StatCard>
      <StatCard title="Margin" value={<span data-testid="pool-margin">{formatMarginPercent(pool.margin)}</span>} />
      <StatCard title="Fixed Cost" value={<Amount dfm={pool.fixedCost} network={network} testId="pool-fixed-cost" className={styles.statAmount} />} />
    </div>
  );
}
