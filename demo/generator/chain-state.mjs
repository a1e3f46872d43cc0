// @ts-check
// The ledger while the chain is generated: who owns which outputs, stake keys and
// delegations, reward balances, the accounting pots, per-epoch block counts and
// stake snapshots. Rows go to the RowSink as the state changes.
import { stakeAddressBytes, stakeAddressView } from "./addresses.mjs";
import { AssetBook } from "./assets.mjs";
import { HashSeries } from "./hashes.mjs";
import { epochParams } from "./protocol-params.mjs";
import { Random } from "./random.mjs";
import { RowSink } from "./row-sink.mjs";
import { createPopulation } from "./population.mjs";
import { UtxoStore } from "./utxo-store.mjs";

/** @typedef {import("./population.mjs").Utxo} Utxo */
/** @typedef {import("./population.mjs").Wallet} Wallet */
/** @typedef {import("./population.mjs").Pool} Pool */

/**
 * The active stake distribution of one epoch (epoch_stake rows with that epoch_no).
 * @typedef {object} Snapshot
 * @property {Map<number, { wallets: number[], amounts: number[], total: number }>} byPool
 * @property {number} total
 */

/** A set of wallet indexes with O(1) add, remove and random pick. */
class WalletSet {
  constructor() {
    /** @type {number[]} */
    this.items = [];
    /** @type {Map<number, number>} */
    this.positions = new Map();
  }

  /** @param {number} wallet */
  add(wallet) {
    if (this.positions.has(wallet)) return;
    this.positions.set(wallet, this.items.length);
    this.items.push(wallet);
  }

  /** @param {number} wallet */
  delete(wallet) {
    const position = this.positions.get(wallet);
    if (position === undefined) return;
    const last = /** @type {number} */ (this.items.pop());
    if (last !== wallet) {
      this.items[position] = last;
      this.positions.set(last, position);
    }
    this.positions.delete(wallet);
  }

  /** @param {number} wallet */
  has(wallet) {
    return this.positions.has(wallet);
  }

  get size() {
    return this.items.length;
  }

  /** @param {Random} rng */
  pick(rng) {
    return this.items.length === 0 ? -1 : /** @type {number} */ (this.items[rng.int(this.items.length)]);
  }
}

/**
 * A set of wallet indexes kept in ascending order, with O(log n) lookup and the
 * n-th smallest at hand (what a filter over the ascending `users` list gives).
 */
class SortedWalletSet {
  constructor() {
    /** @type {number[]} */
    this.items = [];
  }

  /** Position of the first item ≥ wallet. @param {number} wallet */
  #lowerBound(wallet) {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (/** @type {number} */ (this.items[mid]) < wallet) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** @param {number} wallet @param {boolean} member */
  set(wallet, member) {
    const at = this.#lowerBound(wallet);
    const present = this.items[at] === wallet;
    if (member && !present) this.items.splice(at, 0, wallet);
    else if (!member && present) this.items.splice(at, 1);
  }
}

export class ChainState {
  /**
   * @param {import("./profiles.mjs").ChainProfile} profile
   * @param {{ seed: string, startTime: number }} options
   */
  constructor(profile, { seed, startTime }) {
    this.profile = profile;
    this.network = profile.network;
    this.chainKey = `${seed}/${profile.network}`;
    this.startTime = startTime;
    this.sink = new RowSink();
    this.txHashes = new HashSeries(`${this.chainKey}/tx`);
    this.blockHashes = new HashSeries(`${this.chainKey}/block`);
    const root = new Random(this.chainKey);
    this.rngPopulation = root.fork("population");
    this.rngTx = root.fork("transactions");
    this.rngLeader = root.fork("leaders");
    this.rngSlots = root.fork("slots");
    this.rngEvents = root.fork("events");
    this.rngGeo = root.fork("geo");
    this.population = createPopulation(profile, this.rngPopulation, this.chainKey);
    this.wallets = this.population.wallets;
    this.pools = this.population.pools;

    // Where the chain is: the current epoch and its parameters, the slot, height and
    // time of the block being made (or last made).
    this.epoch = 0;
    this.params = epochParams(profile, 0);
    this.slot = 0;
    this.blockNo = -1;
    this.blockTime = startTime;

    /** The unspent outputs (each wallet lists its own in `utxos`). */
    this.unspent = new UtxoStore();
    /** Native assets minted so far (multi_asset rows) and the policy scripts shown. */
    this.assets = new AssetBook(this.sink);
    /** Wallets that hold tokens for the asset issuer and never send ordinary payments (asset-issuer.mjs). */
    this.assetKeepers = new Set();

    // The pots (DFM); their sum is maxSupply at every moment.
    this.utxo = 0;
    this.deposits = 0;
    this.fees = 0;
    this.rewards = 0;
    this.treasury = 0;
    this.reserves = 0;

    /** @type {Map<number, number>} fees collected per epoch */
    this.feesByEpoch = new Map();
    /** @type {Map<number, Int32Array>} blocks made per pool index per epoch */
    this.blocksByEpoch = new Map();
    /** @type {Map<number, Snapshot>} */
    this.snapshots = new Map();

    /**
     * Users (population.users) delegated to a pool that retires or has retired, in
     * ascending order: kept up to date as certificates apply, so picking one needs no
     * scan over every user.
     */
    this.strandedUsers = new SortedWalletSet();

    /** Wallets holding at least one output. */
    this.funded = new WalletSet();
    /** Registered stake keys with rewards to withdraw. */
    this.withRewards = new WalletSet();
  }

  /** @param {number} index */
  wallet(index) {
    return /** @type {Wallet} */ (this.wallets[index]);
  }

  /** @param {number} index */
  pool(index) {
    return /** @type {Pool} */ (this.pools[index]);
  }

  /**
   * stake_address.id of a wallet's stake key, writing the row the first time the
   * key appears on chain (in an output or a certificate), as db-sync does.
   * @param {Wallet} wallet
   */
  stakeAddressId(wallet) {
    if (wallet.stakeAddressId === 0) {
      const key = /** @type {Buffer} */ (wallet.stakeKey);
      wallet.stakeAddressId = this.sink.insert("stake_address", [
        stakeAddressBytes(this.network, key),
        stakeAddressView(this.network, key),
        null,
      ]);
    }
    return wallet.stakeAddressId;
  }

  /**
   * A new unspent output of `walletIndex` (which of its addresses holds it is
   * written to tx_out and not needed after).
   * @param {number} txId
   * @param {number} index
   * @param {number} value
   * @param {number} walletIndex
   * @param {import("./assets.mjs").AssetBag | null} [assets]
   * @returns {Utxo}
   */
  addUtxo(txId, index, value, walletIndex, assets) {
    const wallet = this.wallet(walletIndex);
    const utxo = this.unspent.add(txId, index, value, walletIndex, assets);
    this.unspent.setPosition(utxo, wallet.utxos.length);
    wallet.utxos.push(utxo);
    wallet.balance += value;
    this.utxo += value;
    this.funded.add(wallet.index);
    return utxo;
  }

  /** @param {Utxo} utxo */
  spendUtxo(utxo) {
    const { unspent } = this;
    const owner = unspent.wallet(utxo);
    const wallet = owner >= 0 ? this.wallet(owner) : null;
    const position = unspent.position(utxo);
    if (!wallet || wallet.utxos[position] !== utxo) throw new Error(`output ${unspent.txId(utxo)}#${unspent.index(utxo)} is not unspent`);
    const last = /** @type {Utxo} */ (wallet.utxos.pop());
    if (position < wallet.utxos.length) {
      wallet.utxos[position] = last;
      unspent.setPosition(last, position);
    }
    const value = unspent.value(utxo);
    wallet.balance -= value;
    this.utxo -= value;
    if (wallet.utxos.length === 0) this.funded.delete(wallet.index);
    unspent.release(utxo);
  }

  /**
   * Credits a reward to a registered stake key (else it goes to the treasury, as the
   * ledger does with rewards of unregistered accounts).
   * @param {Wallet} wallet
   * @param {number} amount
   * @returns {boolean} whether the key received it
   */
  creditReward(wallet, amount) {
    if (!wallet.registered) {
      this.treasury += amount;
      return false;
    }
    wallet.rewards += amount;
    this.rewards += amount;
    this.withRewards.add(wallet.index);
    return true;
  }

  /**
   * Updates strandedUsers for one wallet after its registration or delegation changed.
   * @param {Wallet} wallet
   */
  refreshStranded(wallet) {
    if (wallet.kind !== "user") return;
    const pool = wallet.registered && wallet.pool >= 0 ? this.pool(wallet.pool) : null;
    this.strandedUsers.set(wallet.index, pool !== null && (pool.retired || pool.retiringEpoch !== null));
  }

  /**
   * Updates strandedUsers for the delegators of a pool that announced its retirement.
   * @param {Pool} pool
   */
  refreshStrandedOf(pool) {
    for (const wallet of this.wallets) if (wallet.pool === pool.index) this.refreshStranded(wallet);
  }

  /**
   * Forgets the per-epoch figures no one reads any more once `epoch` began: block
   * counts and fees are read when the rewards of their epoch are paid, two epochs on.
   * @param {number} epoch
   */
  forgetEpochsBefore(epoch) {
    for (const old of this.blocksByEpoch.keys()) if (old < epoch) this.blocksByEpoch.delete(old);
    for (const old of this.feesByEpoch.keys()) if (old < epoch) this.feesByEpoch.delete(old);
  }

  /** @param {number} epoch */
  blockCounts(epoch) {
    let counts = this.blocksByEpoch.get(epoch);
    if (!counts) {
      counts = new Int32Array(this.pools.length);
      this.blocksByEpoch.set(epoch, counts);
    }
    return counts;
  }

  /** Pool registration, delegation and balances right now, as the stake distribution. */
  takeSnapshot() {
    /** @type {Snapshot} */
    const snapshot = { byPool: new Map(), total: 0 };
    for (const wallet of this.wallets) {
      if (!wallet.staked || !wallet.registered || wallet.pool < 0) continue;
      const pool = this.pool(wallet.pool);
      if (!pool.registered || pool.retired) continue;
      const amount = wallet.balance + wallet.rewards;
      if (amount <= 0) continue;
      let entry = snapshot.byPool.get(pool.index);
      if (!entry) {
        entry = { wallets: [], amounts: [], total: 0 };
        snapshot.byPool.set(pool.index, entry);
      }
      entry.wallets.push(wallet.index);
      entry.amounts.push(amount);
      entry.total += amount;
      snapshot.total += amount;
    }
    return snapshot;
  }

  /**
   * Stores the snapshot as the active stake of `epoch` and writes its rows.
   * @param {number} epoch
   * @param {Snapshot} snapshot
   */
  recordSnapshot(epoch, snapshot) {
    this.snapshots.set(epoch, snapshot);
    for (const [poolIndex, entry] of [...snapshot.byPool].sort((a, b) => a[0] - b[0])) {
      const poolId = this.pool(poolIndex).poolHashId;
      entry.wallets.forEach((walletIndex, n) => {
        this.sink.insert("epoch_stake", [this.stakeAddressId(this.wallet(walletIndex)), poolId, entry.amounts[n], epoch]);
      });
    }
    this.sink.insert("epoch_stake_progress", [epoch, true]);
    // Only the last few epochs are ever read again (leaders, rewards).
    for (const old of this.snapshots.keys()) if (old < epoch - 3) this.snapshots.delete(old);
  }

  /** Sum of the pots; constant. */
  potsTotal() {
    return this.utxo + this.deposits + this.fees + this.rewards + this.treasury + this.reserves;
  }
}
