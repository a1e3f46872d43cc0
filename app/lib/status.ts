/** Status rules of the product spec §4. */

// ---------------------------------------------------------------------------
// Transaction confirmations
// ---------------------------------------------------------------------------

const CONFIRMATION_THRESHOLD = 6;

type ConfirmationState = "Confirmed" | "Confirming" | "Pending";

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

/** The dashboard's label for the epoch under way. */
export const EPOCH_IN_PROGRESS = "In Progress";

// ---------------------------------------------------------------------------
// Epochs
// ---------------------------------------------------------------------------

export type EpochListStatus = "In Progress" | "Completed" | "Active";

/**
 * The epochs list's status (spec §4): In Progress for the current epoch,
 * Completed when flagged completed (and not current), otherwise Active.
 * An unknown current epoch makes no epoch In Progress.
 */
export function epochListStatus(epoch: { epochNumber: number; completed: boolean }, currentEpoch: number | null): EpochListStatus {
  if (epoch.epochNumber === currentEpoch) return EPOCH_IN_PROGRESS;
  return epoch.completed ? "Completed" : "Active";
}

/** The epoch detail page's badge (spec §4): Completed or Active. */
export function epochBadgeStatus(completed: boolean): "Completed" | "Active" {
  return completed ? "Completed" : "Active";
}

export function outputStatus(spent: boolean): "Spent" | "Unspent" {
  return spent ? "Spent" : "Unspent";
}

