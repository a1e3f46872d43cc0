// @ts-check
// When the chain's planned events happen: new stake keys, re-delegations,
// deregistrations, pool registrations, updates and retirements, and the hostile
// metadata transactions. Each event has a slot; the first block at or after that
// slot carries it (the last block carries whatever is left).
import { EPOCH_SLOTS } from "./profiles.mjs";

/**
 * @typedef {{ slot: number, kind: "stake_registration" | "redelegation" | "deregistration" | "pool_registration" | "pool_update" }
 *   | { slot: number, kind: "pool_retirement", retiringEpoch: number }
 *   | { slot: number, kind: "hostile_metadata", set: number }} ChainEvent
 */

/**
 * @param {import("./profiles.mjs").ChainProfile} profile
 * @param {import("./random.mjs").Random} rng
 * @param {number} tipSlot
 * @param {number} hostileSets how many hostile metadata transactions there are
 * @returns {ChainEvent[]} in slot order
 */
export function scheduleEvents(profile, rng, tipSlot, hostileSets) {
  /** @type {ChainEvent[]} */
  const events = [];
  const current = profile.completeEpochs;
  const anywhere = () => rng.range(1_000, tipSlot - 1_000);
  const inEpochs = (/** @type {number} */ first, /** @type {number} */ last) =>
    rng.range(first * EPOCH_SLOTS + 1_000, Math.min(tipSlot - 1_000, (last + 1) * EPOCH_SLOTS - 1_000));

  for (let n = 0; n < profile.newStakeKeys; n++) events.push({ slot: anywhere(), kind: "stake_registration" });
  for (let n = 0; n < profile.redelegations; n++) events.push({ slot: anywhere(), kind: "redelegation" });
  for (let n = 0; n < profile.deregistrations; n++) events.push({ slot: anywhere(), kind: "deregistration" });
  for (let n = 0; n < profile.poolUpdates; n++) events.push({ slot: anywhere(), kind: "pool_update" });
  // Later pools: spread over the chain, the last one in the current epoch (registered,
  // not active yet).
  for (let n = 0; n < profile.laterPools; n++) {
    events.push({ slot: n === profile.laterPools - 1 ? inEpochs(current, current) : anywhere(), kind: "pool_registration" });
  }
  // Three quarters of the retirements take effect before the tip, the rest are pending.
  const pending = Math.max(1, Math.round(profile.retirements / 4));
  for (let n = 0; n < profile.retirements; n++) {
    if (n < profile.retirements - pending) {
      const slot = inEpochs(0, current - 2);
      const announced = Math.floor(slot / EPOCH_SLOTS);
      events.push({ slot, kind: "pool_retirement", retiringEpoch: announced + rng.range(1, Math.min(2, current - announced)) });
    } else {
      events.push({ slot: inEpochs(current, current), kind: "pool_retirement", retiringEpoch: current + rng.range(1, 2) });
    }
  }
  // Hostile metadata: once early in epoch 1 (deep in the lists) and once at the tip
  // (on the first page of every list).
  for (let set = 0; set < hostileSets; set++) {
    events.push({ slot: EPOCH_SLOTS + 3_600 + set * 600, kind: "hostile_metadata", set });
    events.push({ slot: tipSlot, kind: "hostile_metadata", set });
  }
  return events.sort((a, b) => a.slot - b.slot);
}
