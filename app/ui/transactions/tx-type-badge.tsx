import { txTypeLabel } from "../../lib/transactions/tx-types";
import { Badge, type BadgeVariant } from "../values/badge";

// Certificates that move stake or pools stand out from plain value transfers.
const VARIANT: Record<string, BadgeVariant> = {
  payment: "info",
  metadata: "info",
  withdrawal: "success",
  reward_withdrawal: "success",
  rewards_withdrawal: "success",
  delegation: "warning",
  stake_registration: "warning",
  stake_deregistration: "warning",
  pool_registration: "warning",
  pool_retirement: "warning",
  // Only its collateral moved: never drawn like a payment.
  failed_script: "destructive",
};

/** A transaction's type with the spec §3 label. */
export function TxTypeBadge({ type }: { type: string }) {
  return <Badge variant={VARIANT[type] ?? "default"}>{txTypeLabel(type)}</Badge>;
}
