// @ts-check
// The ledger while the chain is generated: who owns which outputs, stake keys and
// delegations, reward balances, the accounting pots, per-epoch block counts and
// stake snapshots. Rows go to the RowSink as the state changes.
import { stakeAddressBytes, stakeAddressView } from "./addresses.mjs";
import { HashSeries } from "./hashes.mjs";
import { epochParams } from "./protocol-params.mjs";
import { Random } from "./random.mjs";
import { RowSink } from "./row-sink.mjs";
import { createPopulation } from "./population.mjs";

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
export class WalletSet {
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

  /** @param {Utxo} utxo */
  addUtxo(utxo) {
    const wallet = this.wallet(utxo.wallet);
    utxo.position = wallet.utxos.length;
    wallet.utxos.push(utxo);
    wallet.balance += utxo.value;
    this.utxo += utxo.value;
    this.funded.add(wallet.index);
  }

  /** @param {Utxo} utxo */
  spendUtxo(utxo) {
    const wallet = this.wallet(utxo.wallet);
    const position = utxo.position;
    if (wallet.utxos[position] !== utxo) throw new Error(`output ${utxo.txId}#${utxo.index} is not unspent`);
    const last = /** @type {Utxo} */ (wallet.utxos.pop());
    if (position < wallet.utxos.length) {
      wallet.utxos[position] = last;
      last.position = position;
    }
    wallet.balance -= utxo.value;
    this.utxo -= utxo.value;
    if (wallet.utxos.length === 0) this.funded.delete(wallet.index);
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
      if (!wallet.stakeKey || !wallet.registered || wallet.pool < 0) continue;
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
