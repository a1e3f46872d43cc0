import { EPOCH_SLOTS, epochProgress, timeRemainingText } from "../../lib/chain/epoch-clock";
import { formatInteger } from "../../lib/formats/format";
import { StatCard } from "../page/stat-card";
import * as styles from "./dashboard.css";
import { useNow } from "./use-now";

/**
 * Card 4: slots completed of the epoch's 432,000, a bar, and the time left
 * (spec §9), ticking every second with JavaScript.
 */
export function EpochProgressCard({ startTime, serverNow }: { startTime: string | null; serverNow: number }) {
  const now = useNow(serverNow);
  const { percent, slotsCompleted } = epochProgress(startTime, now);
  return (
    <StatCard
      title="Epoch Progress"
      value={<span data-testid="epoch-slots">{`${formatInteger(slotsCompleted)} / ${formatInteger(EPOCH_SLOTS)}`}</span>}
      hint="slots completed"
    >
      <progress className={styles.progress} max={100} value={percent} aria-label="Epoch progress">
        {`${Math.floor(percent)}%`}
      </progress>
      <p className={styles.muted} data-testid="epoch-remaining">
        {timeRemainingText(startTime, now)}
      </p>
    </StatCard>
  );
}
