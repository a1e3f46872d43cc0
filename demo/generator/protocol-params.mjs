// @ts-check
// The protocol parameters in force per epoch (one epoch_param row each). The chains
// hard-fork from protocol 8.0 to 9.0 at the profile's fork epoch; the fork also
// raises the block size and, on testnet, the per-byte fee.
import { hash32 } from "./hashes.mjs";

/**
 * @typedef {object} EpochParams
 * @property {number} minFeeA DFM per byte
 * @property {number} minFeeB DFM per transaction
 * @property {number} maxBlockSize
 * @property {number} maxTxSize
 * @property {number} maxBhSize
 * @property {number} keyDeposit
 * @property {number} poolDeposit
 * @property {number} maxEpoch
 * @property {number} optimalPoolCount
 * @property {number} influence
 * @property {number} monetaryExpandRate
 * @property {number} treasuryGrowthRate
 * @property {number} decentralisation
 * @property {number} protocolMajor
 * @property {number} protocolMinor
 * @property {number} minUtxoValue
 * @property {number} minPoolCost
 * @property {number} coinsPerUtxoSize
 */

/**
 * @param {import("./profiles.mjs").ChainProfile} profile
 * @param {number} epoch
 * @returns {EpochParams}
 */
export function epochParams(profile, epoch) {
  const forked = epoch >= profile.forkEpoch;
  const mainnet = profile.network === "mainnet";
  return {
    minFeeA: !mainnet && forked ? 47 : 44,
    minFeeB: 155_381,
    maxBlockSize: forked ? 90_112 : 65_536,
    maxTxSize: 16_384,
    maxBhSize: 1_100,
    keyDeposit: 2_000_000,
    poolDeposit: 500_000_000,
    maxEpoch: 18,
    optimalPoolCount: mainnet ? 100 : 50,
    influence: 0.3,
    monetaryExpandRate: 0.003,
    treasuryGrowthRate: 0.2,
    decentralisation: 0,
    protocolMajor: forked ? 9 : 8,
    protocolMinor: 0,
    minUtxoValue: 0,
    minPoolCost: (mainnet ? 170 : 30) * 1_000_000,
    coinsPerUtxoSize: 4_310,
  };
}

/**
 * The epoch_param row after its id (TABLE_COLUMNS order).
 * @param {string} chainKey
 * @param {number} epoch
 * @param {EpochParams} p
 * @param {number} firstBlockId
 */
export function epochParamRow(chainKey, epoch, p, firstBlockId) {
  return [
    epoch, p.minFeeA, p.minFeeB, p.maxBlockSize, p.maxTxSize, p.maxBhSize, p.keyDeposit, p.poolDeposit,
    p.maxEpoch, p.optimalPoolCount, p.influence, p.monetaryExpandRate, p.treasuryGrowthRate,
    p.decentralisation, p.protocolMajor, p.protocolMinor, p.minUtxoValue, p.minPoolCost,
    hash32(`${chainKey}/nonce/${epoch}`), 0.0577, 0.0000721, 14_000_000, 10_000_000_000, 62_000_000,
    20_000_000_000, 5_000, 150, 3, firstBlockId, p.coinsPerUtxoSize,
  ];
}
