import type { ConfirmationStatus } from "../../lib/status";
import { Badge, type BadgeVariant } from "../badge";
import * as styles from "./confirmations.css";

const VARIANT: Record<ConfirmationStatus["status"], BadgeVariant> = {
  Confirmed: "success",
  Confirming: "warning",
  Pending: "default",
};

/** spec §4: the state as a badge (Confirmed, Confirming, Pending) and '{n} confirmations'. */
export function Confirmations({ status }: { status: ConfirmationStatus }) {
  return (
    <span className={styles.confirmations} data-testid="confirmations" data-status={status.status}>
      <Badge variant={VARIANT[status.status]}>{status.status}</Badge>
      <span className={styles.count}>{status.label}</span>
    </span>
  );
}
