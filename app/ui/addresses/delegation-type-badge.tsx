import { delegationLabel, delegationTone, type DelegationTone } from "../../lib/pools/delegation-types";
import type { StakeDelegation } from "../../lib/domain";
import { Badge, type BadgeVariant } from "../values/badge";
import { ArrowDownLeftIcon, MinusCircleIcon, SwapIcon } from "../icons";
import * as styles from "./addresses.css";

const VARIANT: Record<DelegationTone, BadgeVariant> = { joined: "success", left: "destructive", moved: "info" };
const ICON_TONE: Record<DelegationTone, string> = { joined: styles.toneJoined, left: styles.toneLeft, moved: styles.toneMoved };

/** spec §4: each delegation type with its own icon, colour and label. */
export function DelegationTypeBadge({ entry }: { entry: StakeDelegation }) {
  const tone = delegationTone(entry.delegationType);
  const iconClass = `${styles.typeIcon} ${ICON_TONE[tone]}`;
  return (
    <span className={styles.typeCell} data-delegation-type={entry.delegationType}>
      {tone === "joined" ? (
        <ArrowDownLeftIcon className={iconClass} />
      ) : tone === "left" ? (
        <MinusCircleIcon className={iconClass} />
      ) : (
        <SwapIcon className={iconClass} />
      )}
      <Badge variant={VARIANT[tone]}>
        <bdi>{delegationLabel(entry)}</bdi>
      </Badge>
    </span>
  );
}
