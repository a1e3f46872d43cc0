import type { DelegationType, StakeDelegation } from "../domain";
import { truncateHash, visibleTextOrNull } from "../formats/format";

// spec §4 'Delegation types seen': each has its own label, colour and icon.
// The tone names the kind of change; the UI picks the colour and icon for it.

export type DelegationTone = "joined" | "left" | "moved";

const TONE: Record<DelegationType, DelegationTone> = {
  delegation: "joined",
  delegate: "joined",
  undelegate: "left",
  undelegation: "left",
  redelegate: "moved",
  switched_from: "moved",
  switched_to: "moved",
};

export function delegationTone(type: DelegationType): DelegationTone {
  return TONE[type];
}

/**
 * The type of a certificate by what came before it (spec §4), one rule for the
 * pool page and the stake address page: a deregistration is 'undelegation'; a
 * delegation while none is in force (the account's first, or the first since it
 * deregistered) 'delegation'; to the pool already delegated to 'redelegate';
 * to another pool 'switched_to'.
 */
export function delegationTypeOf({
  deregistration,
  previousInForce,
  samePool,
}: {
  deregistration: boolean;
  previousInForce: boolean;
  samePool: boolean;
}): DelegationType {
  if (deregistration) return "undelegation";
  if (!previousInForce) return "delegation";
  return samePool ? "redelegate" : "switched_to";
}

const POOL_ID_SHOWN = 12;

/** A pool as a label reads it: ticker, else name, else its shortened id (chain text made visible). */
function poolShortName(pool: { ticker: string | null; name: string | null; poolId: string | null }): string {
  return (
    visibleTextOrNull(pool.ticker) ??
    visibleTextOrNull(pool.name) ??
    (pool.poolId ? truncateHash(pool.poolId, POOL_ID_SHOWN) : "an unknown pool")
  );
}

/**
 * The label of one delegation entry: 'Delegated', 'Undelegated', 'Redelegated',
 * 'Switched to {pool}' (the new pool), 'Switched from {pool}' (the pool left;
 * its own pool when the entry does not name a previous one).
 */
export function delegationLabel(
  entry: Pick<StakeDelegation, "delegationType" | "poolId" | "poolTicker" | "poolName" | "fromPoolId" | "fromPoolTicker">,
): string {
  switch (entry.delegationType) {
    case "delegation":
    case "delegate":
      return "Delegated";
    case "undelegate":
    case "undelegation":
      return "Undelegated";
    case "redelegate":
      return "Redelegated";
    case "switched_to":
      return `Switched to ${poolShortName({ ticker: entry.poolTicker, name: entry.poolName, poolId: entry.poolId })}`;
    case "switched_from":
      return entry.fromPoolId || entry.fromPoolTicker
        ? `Switched from ${poolShortName({ ticker: entry.fromPoolTicker, name: null, poolId: entry.fromPoolId })}`
        : `Switched from ${poolShortName({ ticker: entry.poolTicker, name: entry.poolName, poolId: entry.poolId })}`;
  }
}
