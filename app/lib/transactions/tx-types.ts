/** Transaction type labels of the product spec §3. */

const TX_TYPE_LABELS: ReadonlyMap<string, string> = new Map(Object.entries({
  payment: "Payment",
  delegation: "Delegation",
  withdrawal: "Withdrawal",
  reward_withdrawal: "Reward Withdrawal",
  rewards_withdrawal: "Reward Withdrawal",
  stake_registration: "Stake Registration",
  stake_deregistration: "Stake Deregistration",
  pool_registration: "Pool Registration",
  pool_retirement: "Pool Retirement",
  certificate: "Certificate",
  metadata: "Metadata",
  failed_script: "Failed Script",
  sent: "Sent",
  received: "Received",
}));

const UNKNOWN_TX_TYPE = "Unknown";

/**
 * The label of a transaction type. Known types use the spec table; any other value
 * has underscores turned into spaces and its first letter capitalised ('multi_asset'
 * → 'Multi asset'); a missing or blank type is 'Unknown'.
 */
export function txTypeLabel(type: string | null | undefined): string {
  const trimmed = typeof type === "string" ? type.trim() : "";
  if (trimmed === "") return UNKNOWN_TX_TYPE;
  return TX_TYPE_LABELS.get(trimmed.toLowerCase()) ?? capitalise(trimmed.replaceAll("_", " "));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
