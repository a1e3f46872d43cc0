// @ts-check
// What happens when epoch E begins, in ledger order:
//   1. the `epoch` row of E−1 (aggregates of its blocks and transactions);
//   2. pools whose retiring_epoch is E retire: their deposit goes back to the
//      reward account as a 'refund' reward spendable in E;
//   3. the rewards earned in E−2 become spendable in E (reward rows, pots move);
//   4. the stake distribution now becomes the active stake of E+1 (epoch_stake);
//   5. E's protocol parameters (epoch_param) and the pots (ada_pots), both tied to
//      E's first block.
import { Timestamp } from "./csv.mjs";
import { poolParamsInForce } from "./pool-certificates.mjs";
import { epochParamRow, epochParams } from "./protocol-params.mjs";
import { EPOCH_SLOTS } from "./profiles.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */

/**
 * @typedef {object} EpochStats
 * @property {number} blocks
 * @property {number} txs
 * @property {bigint} outSum
 * @property {number} fees
 * @property {number} firstTime
 * @property {number} lastTime
 */

/** @returns {EpochStats} */
export function emptyEpochStats() {
  return { blocks: 0, txs: 0, outSum: 0n, fees: 0, firstTime: 0, lastTime: 0 };
}

/**
 * The `epoch` row of an epoch (also written for the current, unfinished one).
 * @param {ChainState} chain
 * @param {number} epoch
 * @param {EpochStats} stats
 */
export function writeEpochRow(chain, epoch, stats) {
  if (stats.blocks === 0) return;
  chain.sink.insert("epoch", [stats.outSum, stats.fees, stats.txs, stats.blocks, epoch, new Timestamp(stats.firstTime), new Timestamp(stats.lastTime)]);
}

/**
 * @param {ChainState} chain
 * @param {number} epoch the epoch that begins
 * @param {number} firstBlockId id of its first block
 * @param {number} firstSlot slot of its first block
 */
export function beginEpoch(chain, epoch, firstBlockId, firstSlot) {
  chain.epoch = epoch;
  chain.params = epochParams(chain.profile, epoch);
  if (epoch >= 1) {
    retirePools(chain, epoch);
    if (epoch >= 2) payRewards(chain, epoch);
    chain.forgetEpochsBefore(epoch - 1);
    chain.recordSnapshot(epoch + 1, chain.takeSnapshot());
  }
  chain.sink.insert("epoch_param", epochParamRow(chain.chainKey, epoch, chain.params, firstBlockId));
  if (chain.potsTotal() !== chain.profile.maxSupply) throw new Error(`pots do not add up at epoch ${epoch}`);
  chain.sink.insert("ada_pots", [
    firstSlot, epoch, chain.treasury, chain.reserves, chain.rewards, chain.utxo, chain.deposits, chain.fees,
    firstBlockId, 0, 0,
  ]);
  if (firstSlot < epoch * EPOCH_SLOTS) throw new Error("first block before its epoch");
}

/**
 * @param {ChainState} chain
 * @param {number} epoch
 */
function retirePools(chain, epoch) {
  for (const pool of chain.pools) {
    if (pool.retired || pool.retiringEpoch !== epoch) continue;
    pool.retired = true;
    chain.refreshStrandedOf(pool);
    const deposit = chain.params.poolDeposit;
    chain.deposits -= deposit;
    const rewardWallet = chain.wallet(pool.rewardWallet);
    if (chain.creditReward(rewardWallet, deposit)) {
      chain.sink.add("reward", [chain.stakeAddressId(rewardWallet), "refund", deposit, epoch, pool.poolHashId]);
    }
  }
}

/**
 * Rewards earned in epoch E−2: the pot is a share of the reserves (monetary expansion
 * scaled by how many of the expected blocks were made) plus that epoch's fees; the
 * treasury takes its cut, each pool gets the pot pro rata to the blocks it made;
 * within a pool the operator takes fixed cost + margin, the delegators of the
 * E−2 stake snapshot share the rest pro rata to stake. Rounding dust returns to the
 * reserves; rewards of keys deregistered meanwhile go to the treasury.
 * @param {ChainState} chain
 * @param {number} epoch
 */
function payRewards(chain, epoch) {
  const earned = epoch - 2;
  const snapshot = chain.snapshots.get(earned);
  const blocks = chain.blockCounts(earned);
  if (!snapshot) throw new Error(`no stake snapshot for epoch ${earned}`);
  const totalBlocks = blocks.reduce((sum, n) => sum + n, 0);
  const expectedBlocks = chain.profile.activeSlotCoeff * EPOCH_SLOTS;
  const performance = Math.min(1, totalBlocks / expectedBlocks);
  const fromReserves = Math.floor(chain.reserves * chain.params.monetaryExpandRate * performance);
  const feePot = chain.feesByEpoch.get(earned) ?? 0;
  const total = fromReserves + feePot;
  const treasuryCut = Math.floor(total * chain.params.treasuryGrowthRate);
  const poolPot = BigInt(total - treasuryCut);
  let paid = 0n;

  for (const pool of chain.pools) {
    const made = blocks[pool.index] ?? 0;
    if (made === 0 || totalBlocks === 0) continue;
    const poolReward = (poolPot * BigInt(made)) / BigInt(totalBlocks);
    const { cost, marginPpm } = poolParamsInForce(pool, earned);
    const fixedCost = BigInt(cost);
    const leader = poolReward <= fixedCost ? poolReward : fixedCost + ((poolReward - fixedCost) * BigInt(marginPpm)) / 1_000_000n;
    const members = poolReward - leader;
    const rewardWallet = chain.wallet(pool.rewardWallet);
    if (leader > 0n) {
      if (chain.creditReward(rewardWallet, Number(leader))) {
        chain.sink.add("reward", [chain.stakeAddressId(rewardWallet), "leader", leader, epoch, pool.poolHashId]);
      }
      paid += leader;
    }
    const delegators = snapshot.byPool.get(pool.index);
    if (!delegators || members === 0n) continue;
    const stake = BigInt(delegators.total);
    delegators.wallets.forEach((walletIndex, n) => {
      const amount = (members * BigInt(/** @type {number} */ (delegators.amounts[n]))) / stake;
      if (amount === 0n) return;
      const wallet = chain.wallet(walletIndex);
      if (chain.creditReward(wallet, Number(amount))) {
        chain.sink.add("reward", [chain.stakeAddressId(wallet), "member", amount, epoch, pool.poolHashId]);
      }
      paid += amount;
    });
  }

  // `paid` went to reward balances, or to the treasury for unregistered keys
  // (creditReward); what rounding left over returns to the reserves.
  const dust = poolPot - paid;
  chain.reserves += -fromReserves + Number(dust);
  chain.treasury += treasuryCut;
  chain.fees -= feePot;
}
