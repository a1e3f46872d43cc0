import type { ConfirmationStatus } from "../../lib/chain/status";
import { Badge, type BadgeVariant } from "./badge";
import * as styles from "./confirmation-status.css";

const VARIANT: Record<ConfirmationStatus["status"], BadgeVariant> = {
  Confirmed: "success",
  Confirming: "warning",
  Pending: "default",
};

/**
 * The spec §4 confirmation state of a transaction (or a block's transactions): a badge (Confirmed, Confirming, Pending)
 * and the count as '{n} confirmations' (or 'No confirmations').
 */
export function ConfirmationStatusBadge({ status, layout = "inline" }: { status: ConfirmationStatus; layout?: "inline" | "stacked" }) {
  return (
    <span className={styles.status[layout]} data-testid="confirmation-status" data-status={status.status}>
      <Badge variant={VARIANT[status.status]}>{status.status}</Badge>
      <span className={styles.count}>{status.label}</span>
    </span>
  );
}
