// @ts-check
// How big and how busy each demo chain is. `full` is what `npm start` shows; `test`
// is a tiny chain for fast tests that runs exactly the same code (same 432,000-slot
// epochs, a lower block density so it has a few thousand blocks).

/** @typedef {import("./addresses.mjs").Network} Network */
/** @typedef {"full" | "test"} Scale */

export const EPOCH_SLOTS = 432_000;
export const SLOT_MS = 1000;
export const DFM_PER_COIN = 1_000_000;

/**
 * @typedef {object} ChainProfile
 * @property {Network} network
 * @property {Scale} scale
 * @property {string} networkName meta.network_name
 * @property {number} maxSupply DFM; the sum of the ada_pots of every row
 * @property {number} genesisUtxo DFM handed out at genesis (the rest is reserves)
 * @property {number} completeEpochs epochs before the current one
 * @property {number} currentEpochFraction how far 'now' is into the current epoch
 * @property {number} activeSlotCoeff probability that a slot has a block
 * @property {number} txPerBlock mean transactions per block (Poisson)
 * @property {number} genesisPools pools registered in the genesis staking
 * @property {number} laterPools pools registered by transactions
 * @property {number} poolUpdates re-registrations with changed parameters
 * @property {number} retirements of which about a quarter is still pending at the tip
 * @property {number} poolsWithoutMetadata
 * @property {number} poolsWithFailedMetadata a metadata reference but no fetched data
 * @property {number} users wallets with a stake key and several payment addresses
 * @property {[number, number]} paymentKeysPerUser
 * @property {number} enterpriseWallets wallets with one enterprise address (no stake)
 * @property {number} genesisDelegatedShare of users: registered and delegated at genesis
 * @property {number} genesisFundedShare of the other users: holding funds at genesis
 * @property {number} newStakeKeys registrations (with delegation) after genesis
 * @property {number} redelegations
 * @property {number} deregistrations
 * @property {number} exchangeShare share of payments the exchange sends, and again receives
 * @property {number} withdrawalShare chance that a transaction is a reward withdrawal
 * @property {number} metadataShare chance that a payment carries metadata
 * @property {number} forkEpoch protocol version 8.0 → 9.0
 * @property {boolean} housePool register the explorer's house pool (mainnet only)
 * @property {number | null} startPriceUsd USD price in epoch 0; null = no prices (testnet)
 */

/**
 * @param {Network} network
 * @param {Scale} scale
 * @returns {ChainProfile}
 */
export function chainProfile(network, scale) {
  const mainnet = network === "mainnet";
  const full = scale === "full";
  const common = {
    network,
    scale,
    networkName: network,
    maxSupply: (mainnet ? 3_000_000_000 : 1_000_000_000) * DFM_PER_COIN,
    genesisUtxo: (mainnet ? 2_350_000_000 : 450_000_000) * DFM_PER_COIN,
    paymentKeysPerUser: /** @type {[number, number]} */ ([2, 6]),
    genesisDelegatedShare: 0.62,
    genesisFundedShare: 0.3,
    metadataShare: 0.08,
    housePool: mainnet,
    startPriceUsd: mainnet ? 0.0321 : null,
  };
  if (mainnet && full) {
    return {
      ...common,
      completeEpochs: 3,
      currentEpochFraction: 0.45,
      activeSlotCoeff: 0.05,
      txPerBlock: 3.1,
      genesisPools: 140,
      laterPools: 24,
      poolUpdates: 30,
      retirements: 14,
      poolsWithoutMetadata: 12,
      poolsWithFailedMetadata: 4,
      users: 5_400,
      enterpriseWallets: 300,
      newStakeKeys: 1_300,
      redelegations: 650,
      deregistrations: 260,
      exchangeShare: 0.03,
      withdrawalShare: 0.04,
      forkEpoch: 2,
    };
  }
  if (!mainnet && full) {
    return {
      ...common,
      completeEpochs: 2,
      currentEpochFraction: 0.15,
      activeSlotCoeff: 0.05,
      txPerBlock: 1.2,
      genesisPools: 36,
      laterPools: 8,
      poolUpdates: 8,
      retirements: 5,
      poolsWithoutMetadata: 5,
      poolsWithFailedMetadata: 2,
      users: 1_350,
      enterpriseWallets: 80,
      newStakeKeys: 330,
      redelegations: 160,
      deregistrations: 65,
      exchangeShare: 0.03,
      withdrawalShare: 0.04,
      forkEpoch: 1,
    };
  }
  return {
    ...common,
    completeEpochs: mainnet ? 3 : 2,
    currentEpochFraction: mainnet ? 0.3 : 0.5,
    activeSlotCoeff: 0.002,
    txPerBlock: 3.1,
    genesisPools: 24,
    laterPools: 6,
    poolUpdates: 6,
    retirements: 4,
    poolsWithoutMetadata: 3,
    poolsWithFailedMetadata: 1,
    users: 360,
    enterpriseWallets: 20,
    newStakeKeys: 90,
    redelegations: 45,
    deregistrations: 20,
    exchangeShare: 0.03,
    withdrawalShare: 0.04,
    forkEpoch: mainnet ? 2 : 1,
  };
}
