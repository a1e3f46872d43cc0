// @ts-check
// Who makes a block and what its header says: the slot leader drawn by the epoch's
// active stake, the protocol version the leader's node signals, its operational
// certificate and VRF key.
import { Timestamp } from "./csv.mjs";
import { EPOCH_SLOTS } from "./profiles.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */
/** @typedef {import("./population.mjs").Pool} Pool */
/** @typedef {{ pools: Pool[], cumulative: number[], total: number }} LeaderTable */

/**
 * The pools that may lead in `epoch` (its active stake, minus pools retired since),
 * with cumulative stake for a weighted draw.
 * @param {ChainState} chain
 * @param {number} epoch
 * @returns {LeaderTable}
 */
export function leaderTable(chain, epoch) {
  const snapshot = chain.snapshots.get(epoch);
  if (!snapshot) throw new Error(`no active stake for epoch ${epoch}`);
  const pools = [];
  const cumulative = [];
  let total = 0;
  for (const [poolIndex, entry] of [...snapshot.byPool].sort((a, b) => a[0] - b[0])) {
    const pool = chain.pool(poolIndex);
    if (pool.retired) continue;
    total += entry.total;
    pools.push(pool);
    cumulative.push(total);
  }
  if (pools.length === 0) throw new Error(`no pool can lead in epoch ${epoch}`);
  return { pools, cumulative, total };
}

/**
 * A slot leader drawn with probability proportional to active stake.
 * @param {ChainState} chain
 * @param {LeaderTable} table
 */
export function pickLeader(chain, table) {
  const target = chain.rngLeader.next() * table.total;
  let low = 0;
  let high = table.cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (/** @type {number} */ (table.cumulative[mid]) > target) high = mid;
    else low = mid + 1;
  }
  return /** @type {Pool} */ (table.pools[low]);
}

/**
 * Writes the block row (and the leader's slot_leader row the first time it leads).
 * @param {ChainState} chain
 * @param {{ blockId: number, previousBlockId: number, slot: number, time: number, leader: Pool, txCount: number, size: number, bumpEpoch: number }} block
 *   bumpEpoch: from this epoch on a few nodes signal a minor version ahead
 */
export function writeBlock(chain, { blockId, previousBlockId, slot, time, leader, txCount, size, bumpEpoch }) {
  const { sink, profile } = chain;
  if (leader.slotLeaderId === 0) {
    leader.slotLeaderId = sink.insert("slot_leader", [leader.hash, leader.poolHashId, `Pool-${leader.hash.toString("hex").slice(0, 16)}`]);
  }
  const epoch = chain.epoch;
  // What the producer's node signals: the new version once upgraded (before the fork),
  // a minor bump from a few nodes in the current epoch.
  const major = epoch >= profile.forkEpoch || slot >= leader.upgradeSlot ? 9 : 8;
  const minor = epoch >= profile.forkEpoch && epoch >= bumpEpoch && leader.signalsMinorBump ? 1 : 0;
  const counter = leader.opCertCounter + (leader.opCertRotateEpoch >= 0 && epoch >= leader.opCertRotateEpoch ? 1 : 0);
  sink.add("block", [
    blockId,
    chain.blockHashes.get(chain.blockNo),
    epoch,
    slot,
    slot - epoch * EPOCH_SLOTS,
    chain.blockNo,
    previousBlockId,
    leader.slotLeaderId,
    size,
    new Timestamp(time),
    txCount,
    major,
    minor,
    leader.vrfKeyView,
    leader.opCert(counter),
    counter,
  ]);
}
