// @ts-check
// How big and how busy each demo chain is. `full` is what `npm start` shows; `test`
// is a tiny chain for fast tests that runs exactly the same code (same 432,000-slot
// epochs, a lower block density so it has a few thousand blocks); `mainnet` is the
// benchmark chain of mainnet's size (≈ 140 epochs, 3 million blocks, 5 million
// transactions), written into PostgreSQL only (`npm run demo:seed -- --scale mainnet`).

/** @typedef {import("./addresses.mjs").Network} Network */
/** @typedef {"full" | "test" | "mainnet"} Scale */

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
 * @property {boolean} exchangeStakeKey the exchange's address is a base address whose stake
 *   key is registered and delegated at genesis (a busy stake address as well as a busy
 *   payment address); false: one enterprise address
 * @property {number} withdrawalShare chance that a transaction is a reward withdrawal
 * @property {number} metadataShare chance that a payment carries metadata
 * @property {number} forkEpoch protocol version 8.0 → 9.0
 * @property {boolean} housePool register the explorer's house pool (mainnet only)
 * @property {number | null} startPriceUsd USD price in epoch 0; null = no prices (testnet)
 */

/**
 * The benchmark chain: mainnet's order of size, so every query is measured against
 * tables of real proportions. 140 complete epochs of ~21,600 blocks (~3.03 million),
 * ~1.85 transactions a block (~5.6 million), 210,000 users (as many stake addresses),
 * 1,250 pools, and an exchange with a staked base address that takes part in ~7% of
 * all transactions (some 400,000). Per epoch every delegator (~150,000) gets an
 * epoch_stake and a reward row: ~20 million of each.
 */
const MAINNET_SCALE = {
  completeEpochs: 140,
  currentEpochFraction: 0.5,
  activeSlotCoeff: 0.05,
  txPerBlock: 1.85,
  genesisPools: 1_000,
  laterPools: 250,
  poolUpdates: 600,
  retirements: 180,
  poolsWithoutMetadata: 40,
  poolsWithFailedMetadata: 15,
  users: 210_000,
  enterpriseWallets: 12_000,
  newStakeKeys: 40_000,
  redelegations: 25_000,
  deregistrations: 10_000,
  exchangeShare: 0.03,
  withdrawalShare: 0.04,
  forkEpoch: 90,
  exchangeStakeKey: true,
};

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
    exchangeStakeKey: false,
  };
  if (scale === "mainnet") return { ...common, ...MAINNET_SCALE };
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
