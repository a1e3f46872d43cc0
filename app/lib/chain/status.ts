/** Status rules of the product spec §4. */
import { formatInteger } from "../formats/format";

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

/**
 * Where a transaction (or block) sits: a block height, GENESIS for the genesis
 * distribution (db-sync's first row, before block 0, without a height), or
 * null/undefined when not known (not yet in a block).
 */
export const GENESIS = "genesis";
export type ChainPlace = number | typeof GENESIS | null | undefined;
/** How a page or a file names the genesis block where others show a height. */
export const GENESIS_BLOCK_TEXT = "Genesis";

/** A transaction's place: its block's height, or GENESIS when its block is the one without a height. */
export function chainPlace(tx: { blockHeight: number | null; blockId: string | null }): ChainPlace {
  if (tx.blockHeight !== null) return tx.blockHeight;
  return tx.blockId !== null ? GENESIS : null;
}

/**
 * Where an address was first or last active (Address.firstSeenBlock, a payment
 * address entry's firstSeen): a height; GENESIS for an address with
 * transactions but no height there (the genesis distribution); null without activity.
 */
export function activityPlace(height: number | null, txCount: number): ChainPlace {
  if (height !== null) return height;
  return txCount > 0 ? GENESIS : null;
}

/** '1 confirmation', '2,160 confirmations'. */
function confirmationsText(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? "confirmation" : "confirmations"}`;
}

// The genesis distribution is confirmed since the chain began, whatever the tip.
const SINCE_GENESIS = "Since the chain began";

function isBlockNumber(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

/**
 * confirmations = currentBlock − blockHeight + 1; ≥ 6 Confirmed, 1–5 Confirming, else (or unknown) Pending.
 * The genesis distribution, before block 0, is Confirmed since the chain began.
 */
export function confirmationStatus(currentBlock: number | null | undefined, place: ChainPlace): ConfirmationStatus {
  if (place === GENESIS) {
    return { confirmations: isBlockNumber(currentBlock) ? currentBlock + 1 : 0, status: "Confirmed", label: SINCE_GENESIS };
  }
  if (!isBlockNumber(currentBlock) || !isBlockNumber(place)) return PENDING;
  const confirmations = currentBlock - place + 1;
  if (confirmations <= 0) return PENDING;
  const status = confirmations >= CONFIRMATION_THRESHOLD ? "Confirmed" : "Confirming";
  return { confirmations, status, label: confirmationsText(confirmations) };
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


// ---------------------------------------------------------------------------
// Stake pools
// ---------------------------------------------------------------------------

export type PoolStatus = "Active" | "Retired" | "Inactive";

/** What the chain says of a pool's registration (pool_update, pool_retire). */
export type PoolRegistration = {
  /** The epoch its first registration took effect in (pool_update.active_epoch_no); null: none. */
  firstActiveEpoch: number | null;
  /** The epoch its announced retirement takes (or took) effect in; null: none since its newest certificate. */
  retiringEpoch: number | null;
};

/**
 * One status for the list, the pool page, the Active Pools count and the JSON API
 * (spec §4 names the three; the chain decides which): Retired once its announced
 * retirement has taken effect; Inactive while its registration has not yet (a pool
 * registered in this epoch is in no stake snapshot before the next boundary);
 * Active otherwise, which includes a pool retiring in a later epoch.
 */
export function poolStatus(pool: PoolRegistration, currentEpoch: number): PoolStatus {
  if (pool.retiringEpoch !== null && pool.retiringEpoch <= currentEpoch) return "Retired";
  if (pool.firstActiveEpoch === null || pool.firstActiveEpoch > currentEpoch) return "Inactive";
  return "Active";
}

/**
 * The status as shown, with the epoch of an announced retirement: 'Retiring in
 * epoch N' while it is still ahead, 'Retired in epoch N' once it took effect (a
 * delegator learns when its stake stopped earning). An answer without a status
 * (an upstream API of the spec's shape) falls back to spec §4's list rule:
 * Retired if retired, else Active.
 */
export function shownPoolStatus(pool: { status?: PoolStatus; retired: boolean; retiringEpoch?: number | null }): {
  status: PoolStatus;
  text: string;
} {
  const status = pool.status ?? (pool.retired ? "Retired" : "Active");
  const retiringEpoch = pool.retiringEpoch ?? null;
  if (retiringEpoch === null) return { status, text: status };
  return { status, text: status === "Retired" ? `Retired in epoch ${retiringEpoch}` : `Retiring in epoch ${retiringEpoch}` };
}

/**
 * What a delegator must know of its pool's announced retirement (the stake
 * address page's Current Delegation): from the retiring epoch on, the pool makes
 * no blocks and the stake delegated to it earns nothing. null: none announced.
 */
export function retirementWarning(pool: { status: PoolStatus; retiringEpoch: number | null }): string | null {
  if (pool.retiringEpoch === null) return null;
  const when = pool.status === "Retired" ? `retired in epoch ${pool.retiringEpoch}` : `retires in epoch ${pool.retiringEpoch}`;
  return `This pool ${when}: stake delegated to it earns no rewards from that epoch on. Delegate to another pool to keep earning.`;
}

/**
 * Whether stake counted for a pool in epoch `epoch` earns nothing: the pool's
 * retirement took (or takes) effect by then. Its delegation history and activity
 * mark such rows, so a dead delegation does not read as a live one.
 */
export function earnsNothingIn(epoch: number, retiringEpoch: number | null | undefined): boolean {
  return retiringEpoch != null && epoch >= retiringEpoch;
}

/** The mark of such a row. */
export const POOL_RETIRED_MARK = "Pool retired: earns nothing";
