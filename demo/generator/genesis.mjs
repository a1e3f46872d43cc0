// @ts-check
// The genesis of a demo chain, shaped as db-sync stores a Shelley genesis: one
// pseudo-block without height, epoch or slot whose transactions hand out the initial
// funds (no inputs, no fee) and register the genesis pools and their delegators
// (the genesis staking). The stake distribution right after it is the active stake
// of epochs 0 and 1.
import { hash28, hash32 } from "./hashes.mjs";
import { Timestamp } from "./csv.mjs";
import { DFM_PER_COIN } from "./profiles.mjs";
import { commitTx, newDraft } from "./transactions.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */

const OUTPUTS_PER_FUNDING_TX = 100;
const MARGINS_PPM = [0, 5_000, 10_000, 15_000, 20_000, 20_000, 30_000, 35_000, 50_000, 100_000];
const EXTRA_COSTS_COINS = [0, 0, 0, 10, 50, 170, 330];

/**
 * A new pool's first parameters: pledge from what the owners hold, a margin and a cost.
 * @param {ChainState} chain
 * @param {import("./population.mjs").Pool} pool
 */
export function initialPoolParams(chain, pool) {
  const rng = chain.rngPopulation;
  const held = pool.owners.reduce((sum, owner) => sum + chain.wallet(owner).balance, 0);
  const pledge = Math.floor((held * (0.3 + 0.6 * rng.next())) / (1000 * DFM_PER_COIN)) * 1000 * DFM_PER_COIN;
  return {
    pledge,
    marginPpm: rng.pick(MARGINS_PPM),
    cost: chain.params.minPoolCost + rng.pick(EXTRA_COSTS_COINS) * DFM_PER_COIN,
  };
}

/**
 * Pool index for a new delegator, weighted by the pools' popularity.
 * @param {ChainState} chain
 * @param {import("./population.mjs").Pool[]} candidates
 */
export function pickPoolByPopularity(chain, candidates) {
  const total = candidates.reduce((sum, pool) => sum + pool.popularity, 0);
  let roll = chain.rngPopulation.next() * total;
  for (const pool of candidates) {
    roll -= pool.popularity;
    if (roll < 0) return pool.index;
  }
  return /** @type {import("./population.mjs").Pool} */ (candidates[candidates.length - 1]).index;
}

/**
 * Writes the genesis block and its transactions, then the epoch 0 and 1 stake.
 * @param {ChainState} chain
 * @returns {number} the genesis block id
 */
export function writeGenesis(chain) {
  const { sink, profile, population } = chain;
  const rng = chain.rngPopulation;
  const blockId = sink.nextId("block");
  let blockIndex = 0;

  // Initial funds: foundation (funds new wallets later), exchange, pool owners, users.
  /** @type {Map<number, number>} */
  const grants = new Map();
  const total = profile.genesisUtxo;
  grants.set(population.faucet, Math.floor(total * 0.15));
  grants.set(population.exchange, Math.floor(total * 0.06));
  for (const pool of chain.pools) {
    for (const owner of pool.owners) grants.set(owner, Math.floor(Math.min(rng.pareto(50_000, 1.2), 20_000_000)) * DFM_PER_COIN);
  }
  const genesisDelegators = [];
  const fundedUsers = [];
  for (const user of population.users) {
    if (rng.chance(profile.genesisDelegatedShare)) genesisDelegators.push(user);
    else if (rng.chance(profile.genesisFundedShare)) fundedUsers.push(user);
  }
  const enterpriseFunded = population.enterprise.filter(() => rng.chance(0.5));
  const weights = new Map();
  for (const user of [...genesisDelegators, ...fundedUsers]) weights.set(user, Math.min(rng.pareto(1, 1.6), 60));
  for (const wallet of enterpriseFunded) weights.set(wallet, Math.min(rng.pareto(0.2, 1.3), 50));
  const granted = [...grants.values()].reduce((sum, v) => sum + v, 0);
  const weightTotal = [...weights.values()].reduce((sum, v) => sum + v, 0);
  for (const [wallet, weight] of weights) grants.set(wallet, Math.floor(((total - granted) * weight) / weightTotal));

  /** @type {{ wallet: number, address: number, value: number }[]} */
  const outputs = [];
  for (const [walletIndex, amount] of grants) {
    const wallet = chain.wallet(walletIndex);
    const parts = Math.min(wallet.keyCount, rng.range(1, 3));
    for (let part = 0; part < parts; part++) {
      const value = part === parts - 1 ? amount - Math.floor(amount / parts) * (parts - 1) : Math.floor(amount / parts);
      outputs.push({ wallet: walletIndex, address: rng.int(wallet.keyCount), value });
    }
  }
  for (let start = 0; start < outputs.length; start += OUTPUTS_PER_FUNDING_TX) {
    const draft = newDraft(population.faucet);
    draft.outputs = outputs.slice(start, start + OUTPUTS_PER_FUNDING_TX);
    commitTx(chain, draft, { blockId, blockIndex: blockIndex++, genesis: true });
  }

  // Genesis staking: each genesis pool with its owners and its first delegators.
  const genesisPools = chain.pools.filter((pool) => pool.genesis);
  /** @type {Map<number, number[]>} */
  const delegatorsByPool = new Map();
  // A staked exchange delegates its key at genesis too, after the users.
  for (const wallet of profile.exchangeStakeKey ? [...genesisDelegators, population.exchange] : genesisDelegators) {
    const pool = pickPoolByPopularity(chain, genesisPools);
    const delegators = delegatorsByPool.get(pool);
    if (delegators) delegators.push(wallet);
    else delegatorsByPool.set(pool, [wallet]);
  }
  for (const pool of genesisPools) {
    const draft = newDraft(population.faucet);
    for (const owner of pool.owners) draft.certificates.push({ kind: "stake_registration", wallet: owner });
    draft.certificates.push({ kind: "pool_registration", pool: pool.index, ...initialPoolParams(chain, pool), metadataVersion: 0 });
    for (const owner of pool.owners) draft.certificates.push({ kind: "delegation", wallet: owner, pool: pool.index });
    for (const user of delegatorsByPool.get(pool.index) ?? []) {
      draft.certificates.push({ kind: "stake_registration", wallet: user }, { kind: "delegation", wallet: user, pool: pool.index });
    }
    commitTx(chain, draft, { blockId, blockIndex: blockIndex++, genesis: true });
  }

  chain.reserves = profile.maxSupply - chain.utxo - chain.deposits;
  const leaderId = sink.insert("slot_leader", [hash28(`${chain.chainKey}/genesis-leader`), null, "Genesis slot leader"]);
  sink.add("block", [
    blockId, hash32(`${chain.chainKey}/genesis`), null, null, null, null, null, leaderId,
    0, new Timestamp(chain.startTime), blockIndex, 0, 0, null, null, null,
  ]);

  const snapshot = chain.takeSnapshot();
  chain.recordSnapshot(0, snapshot);
  chain.recordSnapshot(1, snapshot);
  return blockId;
}
