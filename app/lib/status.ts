/** Status rules of the product spec §4. */
import { formatUtcDateTime, parseDecimal, type TimestampInput } from "./format";

// ---------------------------------------------------------------------------
// Transaction confirmations
// ---------------------------------------------------------------------------

export const CONFIRMATION_THRESHOLD = 6;

export type ConfirmationState = "Confirmed" | "Confirming" | "Pending";

export interface ConfirmationStatus {
  confirmations: number;
  status: ConfirmationState;
  label: string;
}

const PENDING: ConfirmationStatus = { confirmations: 0, status: "Pending", label: "No confirmations" };

function isBlockNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/** confirmations = currentBlock − blockHeight + 1; ≥ 6 Confirmed, 1–5 Confirming, else (or unknown) Pending. */
export function confirmationStatus(
  currentBlock: number | null | undefined,
  blockHeight: number | null | undefined,
): ConfirmationStatus {
  if (!isBlockNumber(currentBlock) || !isBlockNumber(blockHeight)) return PENDING;
  const confirmations = currentBlock - blockHeight + 1;
  if (confirmations <= 0) return PENDING;
  const status = confirmations >= CONFIRMATION_THRESHOLD ? "Confirmed" : "Confirming";
  return { confirmations, status, label: `${confirmations} confirmations` };
}

// ---------------------------------------------------------------------------
// Epochs
// ---------------------------------------------------------------------------

export type EpochListStatus = "In Progress" | "Completed" | "Active";
export const EPOCH_IN_PROGRESS = "In Progress";

export interface EpochStatusInput {
  epochNumber: number;
  completed?: boolean | null;
}

/** Epochs list: 'In Progress' for the current epoch, 'Completed' if flagged so, otherwise 'Active'. */
export function epochListStatus(
  epoch: EpochStatusInput,
  currentEpochNumber: number | null | undefined,
): EpochListStatus {
  if (epoch.epochNumber === currentEpochNumber) return "In Progress";
  return epoch.completed === true ? "Completed" : "Active";
}

/** The end time of an epoch in UTC, or 'In Progress' when it has none. */
export function epochEndTimeLabel(endTime: TimestampInput | null | undefined): string {
  if (endTime === null || endTime === undefined || endTime === "") return EPOCH_IN_PROGRESS;
  return formatUtcDateTime(endTime);
}

/** Epoch detail badge. */
export function epochDetailBadge(completed: boolean | null | undefined): "Completed" | "Active" {
  return completed === true ? "Completed" : "Active";
}

// ---------------------------------------------------------------------------
// Pools, outputs, stake-address transactions
// ---------------------------------------------------------------------------

/** Pools list: 'Retired' if retired, otherwise 'Active'. */
export function poolListStatus(pool: { retired?: boolean | null }): "Retired" | "Active" {
  return pool.retired === true ? "Retired" : "Active";
}

/** Pool detail: 'Active', else 'Retired' if retired, else 'Inactive'. */
export function poolDetailStatus(pool: {
  active?: boolean | null;
  retired?: boolean | null;
}): "Active" | "Retired" | "Inactive" {
  if (pool.active === true) return "Active";
  return pool.retired === true ? "Retired" : "Inactive";
}

export function outputStatus(spent: boolean): "Spent" | "Unspent" {
  return spent ? "Spent" : "Unspent";
}

/** 'sent' only for a negative net amount; 'received' otherwise, including when it cannot be read. */
export function stakeTxType(netAmount: string): "received" | "sent" {
  const units = parseDecimal(netAmount)?.units ?? 0n;
  return units < 0n ? "sent" : "received";
}
