// @ts-check
// Who is on the demo chain: wallets (keys and addresses) and stake pools (keys,
// metadata, relays, owners). Everything is decided here from the seed, before the
// first block; the ledger then tracks what they own.
import { baseAddress, enterpriseAddress, poolView, vrfKeyView } from "./addresses.mjs";
import { byteaField } from "./csv.mjs";
import { hash28, hash32, hashBytes } from "./hashes.mjs";
import { housePoolHash } from "./house-pool.mjs";
import { HOUSE_POOL_METADATA, hostilePoolMetadata, metadataBytes, ordinaryPoolMetadata } from "./pool-metadata.mjs";
import { poolRelays } from "./relays.mjs";

/** @typedef {import("./addresses.mjs").Network} Network */
/** @typedef {"faucet" | "exchange" | "owner" | "user" | "enterprise"} WalletKind */
/**
 * An unspent output, as its handle in the chain's UtxoStore (utxo-store.mjs), which
 * holds where it was made, its value, its owner and its place in the owner's list.
 * @typedef {number} Utxo
 */

/** Bytes of a key hash (payment and stake keys). */
const KEY_BYTES = 28;
/** Room for one address text: a length byte, then the bech32 text (at most 108
 * characters: a testnet base address). */
const ADDRESS_SLOT_BYTES = 112;
/** Key hashes and address texts are kept in shared buffers of this size, not one
 * object each: a mainnet-scale population has over a million keys and addresses. */
const SLOT_CHUNK_BYTES = 1 << 20;

export class Wallet {
  /**
   * @param {number} index
   * @param {WalletKind} kind
   * @param {Buffer} keyBytes shared buffer holding the wallet's key hashes: the stake key
   *   first (when it has one), then the payment keys
   * @param {number} keyOffset where the wallet's first key starts in keyBytes
   * @param {boolean} staked
   * @param {number} keyCount payment keys (one address each)
   * @param {Buffer} textBytes shared buffer holding the wallet's address texts, one
   *   slot per payment key, each made when the address is first used (walletAddress)
   * @param {number} textOffset where the wallet's first slot starts in textBytes
   */
  constructor(index, kind, keyBytes, keyOffset, staked, keyCount, textBytes, textOffset) {
    this.index = index;
    this.kind = kind;
    this.keyBytes = keyBytes;
    this.keyOffset = keyOffset;
    /** Whether the wallet has a stake key (base addresses) or not (enterprise addresses). */
    this.staked = staked;
    /** How many payment keys, i.e. addresses, the wallet has. */
    this.keyCount = keyCount;
    this.textBytes = textBytes;
    this.textOffset = textOffset;
    // Ledger state, kept by ledger.mjs.
    /** @type {Utxo[]} */
    this.utxos = [];
    /** Sum of the values of `utxos` (the wallet's stake when it has a stake key). */
    this.balance = 0;
    this.registered = false;
    /** Pool index the stake key delegates to, or -1. */
    this.pool = -1;
    /** Spendable, unwithdrawn rewards. */
    this.rewards = 0;
    /** stake_address.id, 0 until the stake address first appears on chain. */
    this.stakeAddressId = 0;
  }

  /** The stake key hash (a view into the shared buffer), or null. */
  get stakeKey() {
    return this.staked ? this.keyBytes.subarray(this.keyOffset, this.keyOffset + KEY_BYTES) : null;
  }

  /** The k-th payment key hash (a view into the shared buffer). @param {number} k */
  paymentKey(k) {
    const start = this.keyOffset + (this.staked ? 1 + k : k) * KEY_BYTES;
    return this.keyBytes.subarray(start, start + KEY_BYTES);
  }

  /** tx_out.payment_cred of the k-th address, in CSV form. @param {number} k */
  paymentCredField(k) {
    return byteaField(this.paymentKey(k));
  }
}

/** Hands out fixed-size slots in shared, zero-filled buffers. */
class SlotStore {
  /** @param {number} slotBytes */
  constructor(slotBytes) {
    this.slotBytes = slotBytes;
    this.bytes = Buffer.alloc(SLOT_CHUNK_BYTES);
    this.used = 0;
  }

  /**
   * Room for `count` consecutive slots.
   * @param {number} count
   * @returns {[Buffer, number]} the buffer and the offset of the first slot
   */
  take(count) {
    const size = count * this.slotBytes;
    if (this.used + size > this.bytes.length) {
      this.bytes = Buffer.alloc(Math.max(SLOT_CHUNK_BYTES, size));
      this.used = 0;
    }
    const offset = this.used;
    this.used += size;
    return [this.bytes, offset];
  }
}

export class Pool {
  /**
   * @param {number} index
   * @param {Buffer} hash
   */
  constructor(index, hash) {
    this.index = index;
    this.hash = hash;
    this.view = poolView(hash);
    this.vrfKey = hash32(`${hash.toString("hex")}/vrf`);
    this.vrfKeyView = vrfKeyView(this.vrfKey);
    this.vrfKeyHash = hashBytes(this.vrfKey);
    this.slug = `pool-${index}`;
    /** @type {import("./relays.mjs").Relay[]} */
    this.relays = [];
    /** @type {import("./pool-metadata.mjs").PoolMetadata | null} */
    this.metadata = null;
    /** A metadata reference whose file the metadata fetcher could not read. */
    this.metadataUnreachable = false;
    /** @type {number[]} wallet indexes; the first one is also the reward account */
    this.owners = [];
    this.popularity = 1;
    this.genesis = false;
    // Chain state.
    this.registered = false;
    this.poolHashId = 0;
    this.slotLeaderId = 0;
    /** @type {{ activeEpoch: number, pledge: number, marginPpm: number, cost: number }[]} */
    this.params = [];
    /** @type {number | null} */
    this.retiringEpoch = null;
    this.retired = false;
    this.opCertCounter = 0;
    /** @type {Map<number, Buffer>} */
    this.opCerts = new Map();
    /** Epoch from which the pool uses a new operational certificate (counter + 1), or -1. */
    this.opCertRotateEpoch = -1;
    /** Slot from which the pool's node signals the next protocol version. */
    this.upgradeSlot = 0;
    /** Pool signals a minor bump in the last epoch (a node ahead of the others). */
    this.signalsMinorBump = false;
  }

  /** The hot KES key of the pool's operational certificate number `counter`. @param {number} counter */
  opCert(counter) {
    let key = this.opCerts.get(counter);
    if (!key) {
      key = hash32(`${this.hash.toString("hex")}/kes/${counter}`);
      this.opCerts.set(counter, key);
    }
    return key;
  }

  get rewardWallet() {
    return /** @type {number} */ (this.owners[0]);
  }
}

/**
 * @param {{ keys: SlotStore, texts: SlotStore }} stores
 * @param {string} chainKey
 * @param {number} index
 * @param {WalletKind} kind
 * @param {number} paymentKeyCount
 * @param {boolean} withStake
 */
function makeWallet(stores, chainKey, index, kind, paymentKeyCount, withStake) {
  const [bytes, offset] = stores.keys.take(paymentKeyCount + (withStake ? 1 : 0));
  let at = offset;
  if (withStake) at += hash32(`${chainKey}/wallet/${index}/stake`).copy(bytes, at, 0, KEY_BYTES);
  for (let k = 0; k < paymentKeyCount; k++) at += hash32(`${chainKey}/wallet/${index}/payment/${k}`).copy(bytes, at, 0, KEY_BYTES);
  const [textBytes, textOffset] = stores.texts.take(paymentKeyCount);
  return new Wallet(index, kind, bytes, offset, withStake, paymentKeyCount, textBytes, textOffset);
}

/**
 * The bech32 text of one of a wallet's addresses.
 * @param {Network} network
 * @param {Wallet} wallet
 * @param {number} k
 */
export function walletAddress(network, wallet, k) {
  // Kept as bytes, not as a string per address: ~100 bytes instead of ~250 on the heap
  // (and bech32 builds its text a character at a time, a rope of ~100 pieces).
  const { textBytes } = wallet;
  const slot = wallet.textOffset + k * ADDRESS_SLOT_BYTES;
  let length = /** @type {number} */ (textBytes[slot]);
  if (length === 0) {
    const paymentKey = wallet.paymentKey(k);
    const stakeKey = wallet.stakeKey;
    const text = stakeKey ? baseAddress(network, paymentKey, stakeKey) : enterpriseAddress(network, paymentKey);
    if (text.length >= ADDRESS_SLOT_BYTES) throw new Error(`address too long: ${text}`);
    length = textBytes.write(text, slot + 1, "latin1");
    textBytes[slot] = length;
  }
  return textBytes.toString("latin1", slot + 1, slot + 1 + length);
}

/**
 * @typedef {object} Population
 * @property {Wallet[]} wallets
 * @property {Pool[]} pools genesis pools first, then the later ones in registration order
 * @property {number} faucet wallet index of the foundation that funds new wallets
 * @property {number} exchange wallet index of the busy exchange address
 * @property {number[]} users wallet indexes with a stake key that are not pool owners
 * @property {number[]} enterprise wallet indexes with one enterprise address
 * @property {number} housePool pool index of the house pool, or -1
 * @property {number[]} hostilePools pool indexes with hostile metadata
 */

/**
 * @param {import("./profiles.mjs").ChainProfile} profile
 * @param {import("./random.mjs").Random} rng
 * @param {string} chainKey
 * @returns {Population}
 */
export function createPopulation(profile, rng, chainKey) {
  /** @type {Wallet[]} */
  const wallets = [];
  const stores = { keys: new SlotStore(KEY_BYTES), texts: new SlotStore(ADDRESS_SLOT_BYTES) };
  const add = (/** @type {WalletKind} */ kind, /** @type {number} */ keys) => {
    const withStake = kind === "user" || kind === "owner" || (kind === "exchange" && profile.exchangeStakeKey);
    const wallet = makeWallet(stores, chainKey, wallets.length, kind, keys, withStake);
    wallets.push(wallet);
    return wallet.index;
  };
  const faucet = add("faucet", 1);
  const exchange = add("exchange", 1);

  const pools = createPools(profile, rng, chainKey);
  for (const pool of pools) {
    const ownerCount = rng.chance(0.25) ? 2 : 1;
    for (let n = 0; n < ownerCount; n++) pool.owners.push(add("owner", rng.range(1, 2)));
  }

  const [minKeys, maxKeys] = profile.paymentKeysPerUser;
  const users = [];
  for (let n = 0; n < profile.users; n++) users.push(add("user", rng.range(minKeys, maxKeys)));
  const enterprise = [];
  for (let n = 0; n < profile.enterpriseWallets; n++) enterprise.push(add("enterprise", 1));

  const housePool = profile.housePool ? 0 : -1;
  // Right after pool 0 (the house pool on mainnet), on both networks.
  const hostilePools = [1, 2, 3, 4, 5, 6];
  return { wallets, pools, faucet, exchange, users, enterprise, housePool, hostilePools };
}

/**
 * @param {import("./profiles.mjs").ChainProfile} profile
 * @param {import("./random.mjs").Random} rng
 * @param {string} chainKey
 * @returns {Pool[]}
 */
function createPools(profile, rng, chainKey) {
  const total = profile.genesisPools + profile.laterPools;
  const usedTickers = new Set();
  /** @type {Pool[]} */
  const pools = [];
  for (let index = 0; index < total; index++) {
    const hash = index === 0 && profile.housePool ? housePoolHash() : hash28(`${chainKey}/pool/${index}`);
    const pool = new Pool(index, hash);
    pool.genesis = index < profile.genesisPools;
    pool.popularity = Math.min(6, rng.pareto(1, 1.5));
    pool.opCertCounter = rng.range(0, 4);
    if (rng.chance(0.2)) pool.opCertRotateEpoch = rng.range(1, profile.completeEpochs);
    pool.upgradeSlot = Math.floor((profile.forkEpoch - 1 + rng.next() * 1.6) * 432_000);
    pool.signalsMinorBump = rng.chance(0.15);
    pools.push(pool);
  }

  // Metadata: the house pool, then the hostile pools, then ordinary ones; a few pools
  // registered without metadata and a few whose metadata cannot be fetched.
  const first = /** @type {Pool} */ (pools[0]);
  first.metadata = profile.housePool ? HOUSE_POOL_METADATA : ordinaryPoolMetadata(rng, 0, usedTickers);
  if (profile.housePool) {
    usedTickers.add(HOUSE_POOL_METADATA.ticker);
    first.popularity = 4;
  }
  const hostile = hostilePoolMetadata(first.metadata);
  hostile.forEach((metadata, n) => {
    const pool = /** @type {Pool} */ (pools[1 + n]);
    pool.metadata = metadata;
    pool.popularity = 0.8;
  });
  const plain = pools.slice(1 + hostile.length);
  const withoutMetadata = new Set(pickIndexes(rng, plain.length, profile.poolsWithoutMetadata));
  const unreachable = new Set(
    pickIndexes(rng, plain.length, profile.poolsWithoutMetadata + profile.poolsWithFailedMetadata).filter((i) => !withoutMetadata.has(i)),
  );
  plain.forEach((pool, n) => {
    if (withoutMetadata.has(n)) return;
    pool.metadata = ordinaryPoolMetadata(rng, pool.index, usedTickers);
    pool.metadataUnreachable = unreachable.has(n);
  });
  // A readable, unique name per pool for its metadata URL and relay host names.
  const usedSlugs = new Set();
  for (const pool of pools) {
    const base = pool.metadata?.homepage.replace(/^.*?\/\//, "").split(/[./]/)[0]?.replace(/[^a-z0-9-]/gi, "").toLowerCase();
    pool.slug = base && !usedSlugs.has(base) && /^https?:/.test(pool.metadata?.homepage ?? "") ? base : `pool-${pool.index}`;
    usedSlugs.add(pool.slug);
    pool.relays = poolRelays(rng, pool.slug);
  }
  return pools;
}

/**
 * `count` distinct indexes below `length`, in a seeded order.
 * @param {import("./random.mjs").Random} rng
 * @param {number} length
 * @param {number} count
 */
function pickIndexes(rng, length, count) {
  const all = Array.from({ length }, (_, i) => i);
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [all[i], all[j]] = [/** @type {number} */ (all[j]), /** @type {number} */ (all[i])];
  }
  return all.slice(0, Math.min(count, length));
}

/**
 * The metadata a pool's certificate references: URL, file bytes and their hash.
 * @param {Pool} pool
 * @param {number} version bumps when an update publishes a new file
 */
export function poolMetadataDocument(pool, version) {
  const metadata = /** @type {import("./pool-metadata.mjs").PoolMetadata} */ (pool.metadata);
  const bytes = metadataBytes(version === 0 ? metadata : { ...metadata, description: `${metadata.description} (v${version + 1})` });
  return {
    url: `https://${pool.slug}.example.com/poolMetadata${version === 0 ? "" : `-v${version + 1}`}.json`,
    bytes,
    hash: hashBytes(bytes),
    json: JSON.parse(bytes.toString("utf8")),
  };
}
