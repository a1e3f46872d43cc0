import { Link } from "../links/page-network";
import type { CurrentEpoch, Epoch } from "../../lib/domain";
import { EXPECTED_BLOCKS_PER_EPOCH, epochProgress, epochsPageRemainingText } from "../../lib/chain/epoch-clock";
import { formatInteger, formatPercent } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { Amount } from "../values/amount";
import { inlineLink } from "../blocks/blocks-table.css";
import { Card } from "../page/card";
import * as dashboard from "../dashboard/dashboard.css";
import { useNow } from "../dashboard/use-now";
import { StatCard } from "../page/stat-card";
import { Timestamp } from "../values/timestamp";
import * as layout from "../layout.css";
import * as styles from "./epochs.css";

export type CurrentEpochCardProps = {
  current: CurrentEpoch;
  /** The current epoch's row (counts, stake); null when it could not be read. */
  epoch: Epoch | null;
  network: Network;
  /** The current epoch's page. */
  href: string;
  /** The loader's 'now', so the server HTML and the hydrating browser agree. */
  serverNow: number;
};

/**
 * spec §2 Current Epoch: progress, blocks of ~21,600, transactions, active
 * stake with its pools, and the timeline whose time left ticks every second
 * with JavaScript (spec §4 epoch clock); the server writes it for a first paint.
 */
export function CurrentEpochCard({ current, epoch, network, href, serverNow }: CurrentEpochCardProps) {
  const now = useNow(serverNow);
  const startTime = epoch?.startTime ?? current.startTime;
  const { percent } = epochProgress(startTime, now);
  return (
    <Card
      title={
        <>
          {"Current Epoch "}
          <Link to={href} className={inlineLink} data-testid="current-epoch-number">
            {current.epochNumber}
          </Link>
        </>
      }
    >
      <div className={layout.statGrid} data-testid="current-epoch">
        <StatCard title="Progress" value={<span data-testid="current-epoch-progress">{formatPercent(percent, 1)}</span>}>
          <progress className={dashboard.progress} max={100} value={percent} aria-label="Epoch progress">
            {formatPercent(percent, 1)}
          </progress>
        </StatCard>
        <StatCard
          title="Blocks Produced"
          value={<span data-testid="current-epoch-blocks">{epoch ? formatInteger(epoch.blockCount) : "N/A"}</span>}
          hint={`of ~${formatInteger(EXPECTED_BLOCKS_PER_EPOCH)} expected`}
        />
        <StatCard
          title="Transactions"
          value={<span data-testid="current-epoch-transactions">{epoch ? formatInteger(epoch.txCount) : "N/A"}</span>}
          hint="total in epoch"
        />
        <StatCard
          title="Active Stake"
          value={epoch?.activeStake ? <Amount dfm={epoch.activeStake} network={network} format="compact" testId="current-epoch-stake" /> : "N/A"}
          hint={<span data-testid="current-epoch-pools">{`${epoch?.activePools == null ? "N/A" : formatInteger(epoch.activePools)} active pools`}</span>}
        />
      </div>
      <h3 className={styles.subtitle}>Epoch Timeline</h3>
      <div className={styles.timeline}>
        <p className={styles.timelineItem}>
          <span className={styles.muted}>Started</span>
          <Timestamp value={startTime} />
        </p>
        <p className={styles.timelineItem}>
          <span className={styles.muted}>Time remaining</span>
          <span className={styles.strong} data-testid="current-epoch-remaining">
            {epochsPageRemainingText(startTime, now)}
          </span>
        </p>
      </div>
    </Card>
  );
}
