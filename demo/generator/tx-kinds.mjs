// @ts-check
// The kinds of transactions on the demo chain, each as a draft (or null when no
// wallet can make it right now): payments (with the busy exchange address on one
// side now and then, sometimes with metadata), reward withdrawals, stake key
// registrations with a delegation, re-delegations, deregistrations with the refund,
// and pool registrations, updates and retirements.
import { passTokensOn } from "./asset-issuer.mjs";
import { DFM_PER_COIN } from "./profiles.mjs";
import { initialPoolParams, pickPoolByPopularity } from "./genesis.mjs";
import { fundDraft, newDraft } from "./transactions.mjs";
import { ordinaryMetadata } from "./tx-metadata.mjs";

/** @typedef {import("./chain-state.mjs").ChainState} ChainState */
/** @typedef {import("./transactions.mjs").TxDraft} TxDraft */
/** @typedef {import("./population.mjs").Pool} Pool */

const COIN = DFM_PER_COIN;

/** Pools a wallet may delegate to now: registered, not retired or retiring. @param {ChainState} chain */
function openPools(chain) {
  return chain.pools.filter((pool) => pool.registered && !pool.retired && pool.retiringEpoch === null);
}

/**
 * A random funded wallet other than the foundation, the exchange and the asset keepers, or -1.
 * @param {ChainState} chain
 * @param {import("./random.mjs").Random} [rng]
 */
export function randomSender(chain, rng = chain.rngTx) {
  const { faucet, exchange } = chain.population;
  for (let attempt = 0; attempt < 8; attempt++) {
    const wallet = chain.funded.pick(rng);
    if (wallet >= 0 && wallet !== faucet && wallet !== exchange && !chain.assetKeepers.has(wallet)) return wallet;
  }
  return -1;
}

/** Any wallet that receives payments (everyone but the foundation). @param {ChainState} chain */
function randomRecipient(chain) {
  return 1 + chain.rngTx.int(chain.wallets.length - 1);
}

/**
 * Up to `count` distinct random outputs of a wallet.
 * @param {ChainState} chain
 * @param {number} walletIndex
 * @param {number} count
 */
function pickInputs(chain, walletIndex, count) {
  const utxos = chain.wallet(walletIndex).utxos;
  const picked = new Set();
  while (picked.size < Math.min(count, utxos.length)) picked.add(utxos[chain.rngTx.int(utxos.length)]);
  return /** @type {import("./population.mjs").Utxo[]} */ ([...picked]);
}

/**
 * A payment. `metadata` forces the given metadata (hostile sets), otherwise some
 * payments carry ordinary metadata.
 * @param {ChainState} chain
 * @param {import("./tx-metadata.mjs").MetadataEntry[]} [metadata]
 * @returns {TxDraft | null}
 */
export function paymentDraft(chain, metadata) {
  const rng = chain.rngTx;
  const { exchange } = chain.population;
  const fromExchange = rng.chance(chain.profile.exchangeShare) && chain.funded.has(exchange);
  const sender = fromExchange ? exchange : randomSender(chain);
  if (sender < 0) return null;
  const available = chain.wallet(sender).utxos.length;
  const count = available > 12 ? rng.range(3, 8) : 1 + rng.poisson(0.6);
  const draft = newDraft(sender);
  draft.inputs = pickInputs(chain, sender, count);
  const inSum = chain.unspent.sum(draft.inputs);
  const budget = inSum - 2 * COIN;
  if (budget < COIN) return null;

  const recipients = fromExchange ? rng.range(1, 8) : rng.chance(0.75) ? 1 : rng.range(2, 4);
  let left = Math.floor(budget * (0.05 + 0.85 * rng.next()));
  for (let n = 0; n < recipients && left >= COIN; n++) {
    let amount = n === recipients - 1 ? left : Math.floor(left * (0.2 + 0.6 * rng.next()));
    if (rng.chance(0.5)) amount = Math.floor(amount / COIN) * COIN;
    if (amount < COIN) break;
    const toExchange = !fromExchange && rng.chance(chain.profile.exchangeShare);
    const to = toExchange ? exchange : randomRecipient(chain);
    draft.outputs.push({ wallet: to, address: rng.int(chain.wallet(to).keyCount), value: amount });
    left -= amount;
  }
  if (draft.outputs.length === 0) return null;
  passTokensOn(chain, draft, rng);
  if (metadata) draft.metadata = metadata;
  else if (rng.chance(chain.profile.metadataShare)) draft.metadata = ordinaryMetadata(rng, chain.chainKey);
  return fundDraft(chain, draft, sender, rng) ? draft : null;
}

/**
 * A stake key withdraws all its rewards (and pays the fee from its own outputs).
 * @param {ChainState} chain
 * @returns {TxDraft | null}
 */
export function withdrawalDraft(chain) {
  const rng = chain.rngTx;
  for (let attempt = 0; attempt < 8; attempt++) {
    const walletIndex = chain.withRewards.pick(rng);
    if (walletIndex < 0) return null;
    const wallet = chain.wallet(walletIndex);
    if (wallet.utxos.length === 0) continue;
    const draft = newDraft(walletIndex);
    draft.inputs = pickInputs(chain, walletIndex, 1);
    draft.withdrawals.push({ wallet: walletIndex, amount: wallet.rewards });
    if (fundDraft(chain, draft, walletIndex, rng)) return draft;
  }
  return null;
}

/**
 * Registers a new stake key and delegates it. A wallet with funds pays itself; an empty
 * one is onboarded by the foundation, which pays and sends it its first coins.
 * @param {ChainState} chain
 * @param {number[]} candidates unregistered users, taken from the end
 * @returns {TxDraft | null}
 */
export function stakeRegistrationDraft(chain, candidates) {
  const rng = chain.rngTx;
  let walletIndex = -1;
  while (candidates.length > 0 && walletIndex < 0) {
    const candidate = /** @type {number} */ (candidates.pop());
    if (!chain.wallet(candidate).registered) walletIndex = candidate;
  }
  const pools = openPools(chain);
  if (walletIndex < 0 || pools.length === 0) return null;
  const wallet = chain.wallet(walletIndex);
  const selfFunded = wallet.balance > 10 * COIN;
  const payer = selfFunded ? walletIndex : chain.population.faucet;
  const draft = newDraft(payer);
  if (!selfFunded) {
    const grant = Math.floor(Math.min(rng.pareto(200, 1.2), 100_000)) * COIN;
    draft.outputs.push({ wallet: walletIndex, address: rng.int(wallet.keyCount), value: grant });
  }
  draft.certificates.push(
    { kind: "stake_registration", wallet: walletIndex },
    { kind: "delegation", wallet: walletIndex, pool: pickPoolByPopularity(chain, pools) },
  );
  return fundDraft(chain, draft, payer, rng) ? draft : null;
}

/**
 * A delegator moves to another pool; half the time one whose pool retires or retired.
 * @param {ChainState} chain
 * @returns {TxDraft | null}
 */
export function redelegationDraft(chain) {
  const rng = chain.rngTx;
  const { users } = chain.population;
  const delegated = (/** @type {number} */ w) => chain.wallet(w).registered && chain.wallet(w).pool >= 0;
  let walletIndex = -1;
  if (rng.chance(0.5)) {
    // Users delegated to a pool that retires or retired, in `users` order.
    const stranded = chain.strandedUsers.items;
    if (stranded.length > 0) walletIndex = rng.pick(stranded);
  }
  for (let attempt = 0; attempt < 30 && walletIndex < 0; attempt++) {
    const candidate = rng.pick(users);
    if (delegated(candidate)) walletIndex = candidate;
  }
  if (walletIndex < 0) return null;
  const wallet = chain.wallet(walletIndex);
  const pools = openPools(chain).filter((pool) => pool.index !== wallet.pool);
  if (pools.length === 0) return null;
  const payer = wallet.balance > 5 * COIN ? walletIndex : chain.population.faucet;
  const draft = newDraft(payer);
  draft.certificates.push({ kind: "delegation", wallet: walletIndex, pool: pickPoolByPopularity(chain, pools) });
  return fundDraft(chain, draft, payer, rng) ? draft : null;
}

/**
 * A delegator leaves staking: withdraws its rewards and deregisters (deposit refunded).
 * @param {ChainState} chain
 * @returns {TxDraft | null}
 */
export function deregistrationDraft(chain) {
  const rng = chain.rngTx;
  for (let attempt = 0; attempt < 30; attempt++) {
    const walletIndex = rng.pick(chain.population.users);
    const wallet = chain.wallet(walletIndex);
    if (!wallet.registered || wallet.utxos.length === 0) continue;
    const draft = newDraft(walletIndex);
    draft.inputs = pickInputs(chain, walletIndex, 1);
    if (wallet.rewards > 0) draft.withdrawals.push({ wallet: walletIndex, amount: wallet.rewards });
    draft.certificates.push({ kind: "stake_deregistration", wallet: walletIndex });
    if (fundDraft(chain, draft, walletIndex, rng)) return draft;
  }
  return null;
}

/**
 * The next pool that registers after genesis: owners register their keys, the pool
 * registers, owners delegate to it.
 * @param {ChainState} chain
 * @returns {TxDraft | null}
 */
export function poolRegistrationDraft(chain) {
  const pool = chain.pools.find((candidate) => !candidate.genesis && !candidate.registered);
  if (!pool) return null;
  const payer = chain.wallet(pool.rewardWallet).balance > 600 * COIN ? pool.rewardWallet : chain.population.faucet;
  const draft = newDraft(payer);
  for (const owner of pool.owners) {
    if (!chain.wallet(owner).registered) draft.certificates.push({ kind: "stake_registration", wallet: owner });
  }
  draft.certificates.push({ kind: "pool_registration", pool: pool.index, ...initialPoolParams(chain, pool), metadataVersion: 0 });
  for (const owner of pool.owners) draft.certificates.push({ kind: "delegation", wallet: owner, pool: pool.index });
  return fundDraft(chain, draft, payer, chain.rngTx) ? draft : null;
}

/**
 * A pool re-registers with a new pledge, margin or cost, sometimes a new metadata file.
 * @param {ChainState} chain
 * @param {Map<number, number>} metadataVersions
 * @returns {TxDraft | null}
 */
export function poolUpdateDraft(chain, metadataVersions) {
  const rng = chain.rngTx;
  const pools = openPools(chain);
  if (pools.length === 0) return null;
  const pool = rng.pick(pools);
  const last = /** @type {Pool["params"][number]} */ (pool.params[pool.params.length - 1]);
  const pledge = Math.max(0, Math.floor((last.pledge * (0.5 + rng.next())) / (1000 * COIN)) * 1000 * COIN);
  const marginPpm = rng.chance(0.5) ? last.marginPpm : rng.pick([0, 10_000, 15_000, 25_000, 40_000]);
  const cost = rng.chance(0.6) ? last.cost : chain.params.minPoolCost + rng.pick([0, 30, 100, 250]) * COIN;
  let version = metadataVersions.get(pool.index) ?? 0;
  if (pool.metadata && rng.chance(0.4)) version++;
  metadataVersions.set(pool.index, version);
  const payer = chain.wallet(pool.rewardWallet).balance > 5 * COIN ? pool.rewardWallet : chain.population.faucet;
  const draft = newDraft(payer);
  draft.certificates.push({ kind: "pool_registration", pool: pool.index, pledge, marginPpm, cost, metadataVersion: version });
  return fundDraft(chain, draft, payer, rng) ? draft : null;
}

/**
 * A pool announces its retirement. The house pool, the hostile pools and the pool a
 * staked exchange delegates to stay.
 * @param {ChainState} chain
 * @param {number} retiringEpoch
 * @returns {TxDraft | null}
 */
export function poolRetirementDraft(chain, retiringEpoch) {
  const rng = chain.rngTx;
  const { housePool, hostilePools, exchange } = chain.population;
  const keep = new Set([housePool, ...hostilePools, chain.wallet(exchange).pool]);
  const open = openPools(chain).filter((pool) => !keep.has(pool.index));
  // A retirement still ahead at the tip goes to a pool delegated to since genesis, so
  // the chains always show an active pool with its retirement announced.
  const staked = retiringEpoch > chain.epoch ? open.filter((pool) => pool.genesis) : [];
  const pools = staked.length > 0 ? staked : open;
  if (pools.length === 0) return null;
  const pool = rng.pick(pools);
  const payer = chain.wallet(pool.rewardWallet).balance > 5 * COIN ? pool.rewardWallet : chain.population.faucet;
  const draft = newDraft(payer);
  draft.certificates.push({ kind: "pool_retirement", pool: pool.index, retiringEpoch });
  return fundDraft(chain, draft, payer, rng) ? draft : null;
}
