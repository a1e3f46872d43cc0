// The entities of spec §3 with the spec's field names, and the sort keys and
// page sizes every layer speaks. Chain quantities (DFM amounts, stake) travel
// as decimal strings (exact beyond 2^53, where a JSON number is not); times as
// ISO 8601 strings in UTC; hashes as lower-case hex.

import type { Network } from "./navigation/network";

/** spec §3 Network stats. */
export type NetworkStats = {
  activePools: number;
  totalActiveStake: string;
  currentBlock: number;
  totalDelegators: number;
  /** Beyond spec §3: real figures where the spec shows hard-coded ones. */
  /** The tip's epoch, whose stake snapshot the figures above are. */
  epochNumber?: number;
  /** Stake of the next epoch's snapshot, once db-sync has taken it (DFM). */
  nextEpochStake?: string | null;
  /** Coins in holders' hands: UTxO plus unwithdrawn rewards, from the newest ada_pots row (DFM). */
  circulatingSupply?: string | null;
  /** Every coin out of the reserves (all pots but the reserves), from the same row (DFM). */
  totalSupply?: string | null;
  /** The epoch whose start that ada_pots row was written at. */
  supplyEpoch?: number | null;
  /** Active pools (activePools) whose first registration took effect at the current epoch's start: what activePools gained then. */
  poolsActivatedThisEpoch?: number;
  /** Every registered pool, retired ones too: the rows of the stake pools list. */
  registeredPools?: number;
  /** The newest transaction's place in chain order (db-sync counts tx ids from 1): the rows the transactions list pages through. */
  transactionCount?: number;
  /** The stake pools list's Stake and Delegators columns summed over every pool (its snapshot's epoch with them). */
  poolStake?: PoolStakeTotals;
};

/** One stake snapshot over every pool: what the pools' totalStake and delegatorCount add up to. */
export type PoolStakeTotals = {
  /** The epoch the snapshot is active in (StakePool.stakeEpoch). */
  epoch: number;
  /** DFM. */
  stake: string;
  /** Delegations counted per pool, as delegatorCount counts them. */
  delegators: number;
};

/** spec §3 Current epoch. */
export type CurrentEpoch = {
  epochNumber: number;
  startTime: string;
};

/** spec §3 Block transaction summary. */
export type BlockTransactionSummary = {
  id: string;
  hash: string;
  inputCount: number;
  outputCount: number;
  confirmations: number;
  amount: string;
  fee: string;
};

/** spec §3 Block (lists carry no transactions; the detail does). */
export type Block = {
  id: string;
  height: number;
  hash: string;
  parentHash: string | null;
  timestamp: string;
  epochNumber: number;
  slotNumber: number;
  size: number;
  protocolVersion: string;
  txCount: number;
  poolName: string | null;
  poolTicker: string | null;
  poolId: string | null;
  vrfKey: string | null;
  operationalCertificate: string | null;
  totalOutput: string;
  transactions?: BlockTransactionSummary[];
  /** Beyond spec §3: set when the producing pool's ticker or name imitates another's (app/lib/pools/look-alike.ts); null when clean. */
  poolLookAlike?: ProducerLookAlike | null;
};

/** A look-alike warning where a row names its pool: the reasons only (the pool's own page names the pools it imitates). */
export type ProducerLookAlike = { reasons: LookAlikeReason[] };

/**
 * The block detail. db-sync's first row is the genesis block: it comes before
 * height 0 and has no height, epoch or slot. Its transactions come a page at a
 * time (a genesis block can hold thousands); txCount says how many there are.
 */
export type BlockDetail = Omit<Block, "height" | "epochNumber" | "slotNumber"> & {
  height: number | null;
  epochNumber: number | null;
  slotNumber: number | null;
};


/** spec §3 Transaction input. */
export type TransactionInput = { address: string; utxoHash: string; outputIndex: number; amount: string };

/** spec §3 Transaction output. */
export type TransactionOutput = {
  address: string;
  outputIndex: number;
  amount: string;
  spent: boolean;
  spentByTxId: string | null;
};

/** A withdrawal of rewards, so a transaction visibly balances. */
export type TransactionWithdrawal = { stakeAddress: string; amount: string };

/** A certificate carried by a transaction (registration, delegation, pool update…). */
export type TransactionCertificate = {
  type:
    | "stake_registration"
    | "stake_deregistration"
    | "delegation"
    | "pool_registration"
    | "pool_retirement";
  index: number;
  stakeAddress: string | null;
  poolId: string | null;
  /** Deposit paid (positive) or refunded (negative), DFM. */
  deposit: string | null;
};

/** spec §3 Transaction. */
export type Transaction = {
  id: string;
  hash: string;
  txType: string;
  blockId: string | null;
  blockHeight: number | null;
  epochNumber: number | null;
  absoluteSlot: number | null;
  slotInEpoch: number | null;
  timestamp: string;
  amount: string;
  totalOutput: string;
  externalFlow: string;
  fee: string;
  size: number;
  deposit: string;
  /** Beyond spec §3: the rewards the transaction withdraws (DFM); absent from an upstream of the spec's shape. */
  withdrawn?: string;
  metadata: unknown;
  inputs?: TransactionInput[];
  outputs?: TransactionOutput[];
  withdrawals?: TransactionWithdrawal[];
  certificates?: TransactionCertificate[];
};

/** Which kind of address a URL names (spec §5: stake1… / stake_test1… are stake addresses). */
export type AddressKind = "payment" | "stake";

/**
 * spec §3 Address: the figures of one payment or stake address, read from the
 * summaries (ADR 006). A well-formed address the chain has never seen has
 * txCount 0 and null blocks: the page says it has no activity (200), as search does.
 */
export type Address = {
  address: string;
  addressType: AddressKind;
  /** DFM. Stake: unspent outputs + rewards − withdrawals (the 2-unit deposit excluded). */
  balance: string;
  totalReceived: string;
  totalSent: string;
  txCount: number;
  /** Payment: the stake address of its delegation part; stake: null. */
  stakeAddress: string | null;
  /** Null: no activity (txCount 0), or the genesis distribution, whose block has no height (activityPlace). */
  firstSeenBlock: number | null;
  lastActivityBlock: number | null;
  /** Payment: unspent outputs held now; stake: null. */
  utxoCount: number | null;
  /** Stake: payment addresses seen with this stake part; payment: null. */
  paymentAddressCount: number | null;
  /** Stake: rewards earned and not yet withdrawn (DFM); payment: null. */
  rewardsAvailable: string | null;
  /** Stake: the pool delegated to now (bech32), with its label; payment: null. */
  delegatedPool: string | null;
  delegatedPoolName: string | null;
  delegatedPoolTicker: string | null;
  // Beyond spec §3 (an upstream of its shape has none): always set by ours.
  /** Stake: the delegated pool's status now (StakePool.status); null when not delegated. */
  delegatedPoolStatus?: "Active" | "Retired" | "Inactive" | null;
  /** Stake: the epoch the delegated pool's announced retirement takes (or took) effect in (StakePool.retiringEpoch). */
  delegatedPoolRetiringEpoch?: number | null;
};

/** spec §3 Address utxos entry. */
/** blockHeight null: an output of the genesis distribution, whose block has no height. */
export type AddressUtxo = { txId: string; outputIndex: number; amount: string; blockHeight: number | null; timestamp: string };

/**
 * One transaction of an address's history (payment or stake): spec §3's
 * Address.transactions and Stake address transaction in one shape. netAmount is
 * the signed change for this address (DFM); type follows spec §4 (received when
 * netAmount ≥ 0, else sent); amount is its absolute value.
 */
export type AddressTransaction = {
  id: string;
  hash: string;
  txType: "received" | "sent";
  type: "received" | "sent";
  /** Null: the genesis distribution, whose block has no height. */
  blockHeight: number | null;
  timestamp: string;
  netAmount: string;
  amount: string;
  fee: string;
};

/** spec §2 Address detail JSON (spec §7 `addresses/{address}`): the figures with the first page of each list. */
export type AddressDetail = Address & { utxos: AddressUtxo[]; transactions: AddressTransaction[] };

/** spec §3 Payment-address entry (of a stake address). */
export type PaymentAddressEntry = {
  address: string;
  balance: string;
  txCount: number;
  /** Block heights; null: the genesis distribution, whose block has no height. */
  firstSeen: number | null;
  lastActivity: number | null;
};

/** A page of an address's history with its position (spec §3 leaves the pagination shape open). */
type Pagination = { limit: number; offset: number; total: number | null; hasMore: boolean };
export type AddressTransactionsPage = { transactions: AddressTransaction[]; pagination: Pagination };

/** spec §3 Reward entry (stake address), with the epoch's USD price on mainnet (null: none or testnet). */
export type StakeReward = {
  epochNumber: number;
  epochEnd: string | null;
  poolId: string | null;
  poolTicker: string | null;
  poolName: string | null;
  /** db-sync's reward type: leader, member, reserves, treasury, refund, proposal_refund (rewardTypeLabel). */
  rewardType: string;
  rewardAmount: string;
  /** USD per coin in the reward's epoch, as a decimal string; null on testnet or when no price is known. */
  usdPrice: string | null;
};

/** spec §4 delegation types. */
export const DELEGATION_TYPES = [
  "delegation",
  "delegate",
  "undelegate",
  "undelegation",
  "redelegate",
  "switched_from",
  "switched_to",
] as const;
export type DelegationType = (typeof DELEGATION_TYPES)[number];

/** spec §3 Delegation entry (stake address). For switched_to, pool* is the new pool; the previous one is fromPool*. */
export type StakeDelegation = {
  epochNumber: number;
  delegationType: DelegationType;
  poolId: string | null;
  poolTicker: string | null;
  poolName: string | null;
  fromPoolId: string | null;
  fromPoolTicker: string | null;
  /** Whether epochNumber has not begun yet (a delegation made in the last two epochs): no epoch page to link to. */
  upcoming: boolean;
  /** The account's stake (DFM) in the snapshot of that epoch, when known. */
  amount: string | null;
  txId: string;
  /** Null for a certificate of the genesis block, which has no height. */
  blockHeight: number | null;
  timestamp: string;
};

/** /addresses 'Recent Address Activity': the addresses of the newest transactions. */
export type RecentAddressActivity = {
  address: string;
  addressType: AddressKind;
  txHash: string;
  blockHeight: number;
  timestamp: string;
};

type SocialMedia = {
  twitter_handle?: string | null;
  github_handle?: string | null;
  youtube_handle?: string | null;
  facebook_handle?: string | null;
  discord_handle?: string | null;
  telegram_handle?: string | null;
  twitch_handle?: string | null;
};

/** spec §3 Stake pool. */
export type StakePool = {
  poolId: string;
  name: string | null;
  ticker: string | null;
  description: string | null;
  poolIconUrl: string | null;
  extendedIconUrl: string | null;
  homepage: string | null;
  metadataUrl: string | null;
  extendedMetadataUrl: string | null;
  socialMedia: SocialMedia;
  totalStake: string;
  activeStake: string;
  roa: number | null;
  saturation: number;
  margin: number;
  fixedCost: string;
  pledge: string;
  blocksEpoch: number;
  blocksLifetime: number;
  delegatorCount: number;
  active: boolean;
  retired: boolean;
  // Beyond the spec's API (an upstream of its shape has none): always set by ours.
  /** The epoch whose stake snapshot totalStake and delegatorCount are (the next epoch's once db-sync has taken it); activeStake is the current epoch's. */
  stakeEpoch?: number;
  /** app/lib/chain/status.ts poolStatus: the one status of the list, the page and the Active Pools count. */
  status?: "Active" | "Retired" | "Inactive";
  /** The epoch the pool's announced retirement takes (or took) effect in; null when none is announced. */
  retiringEpoch?: number | null;
  /** The network's saturation threshold the pool's saturation is measured against (DFM; app/lib/chain/supply.ts). */
  saturationThreshold?: string | null;
  /** Set when the ticker or name imitates another pool's (app/lib/pools/look-alike.ts); null when it does not. */
  lookAlike?: LookAlikeWarning | null;
  owners?: string[];
  relayNodes?: Array<{
    dns: string | null;
    ipv4: string | null;
    ipv6: string | null;
    port: number | null;
    location: string | null;
    isp: string | null;
  }>;
  /** The certificates delegating to the pool: the rows of its Recent Delegation Activity (the detail only). */
  delegationActivityCount?: number;
  parameterHistory?: Array<{
    updateId: string;
    updateTime: string;
    /** Null: a registration in the genesis block, which has no height. */
    blockHeight: number | null;
    pledge: string;
    margin: number;
    fixedCost: string;
    txHash: string;
  }>;
};

/** A pool as links, the sidebar sponsor and the look-alike rules name it: its newest metadata. */
export type PoolLabel = { poolId: string; ticker: string | null; name: string | null; active: boolean };

/** Why a pool's label looks like another's (app/lib/pools/look-alike.ts). */
export const LOOK_ALIKE_REASONS = ["confusable", "mixed-scripts", "invisible", "duplicate-ticker"] as const;
export type LookAlikeReason = (typeof LOOK_ALIKE_REASONS)[number];
export type LookAlikeWarning = {
  reasons: LookAlikeReason[];
  /** The pools it may be mistaken for (none for a label that is only odd, e.g. invisible characters). */
  imitates: Array<{ poolId: string; ticker: string | null; name: string | null }>;
};

export const POOL_SORT_KEYS = [
  "name",
  "ticker",
  "totalStake",
  "blocksLifetime",
  "blocksEpoch",
  "delegatorCount",
  "saturation",
  "margin",
  "fixedCost",
  "active",
] as const;
export type PoolSortKey = (typeof POOL_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/** spec §3 Pool history entry. */
/** The pool's stake snapshot that takes effect in epochNumber; upcoming: that epoch has not begun yet. */
export type PoolHistoryEntry = { epochNumber: number; upcoming: boolean; delegatorCount: number; totalStake: string };

/** spec §3 Pool rewards-history entry. */
export type PoolRewardsHistoryEntry = {
  epochNumber: number;
  epochEnd: string | null;
  blocksProduced: number;
  activeStake: string;
  poolFees: string;
  delegatorRewards: string;
  roa: number | null;
  /** USD price of one coin in that epoch (mainnet only, explorer.epoch_price); null when unknown. */
  usdPrice: string | null;
};

/** spec §3 Pool block. */
export type PoolBlock = {
  height: number;
  hash: string;
  epochNumber: number;
  size: number;
  txCount: number;
  totalOutput: string;
  protocolVersion: string;
  operationalCertificate: string | null;
  timestamp: string;
};

/** spec §3 Pool delegation activity. */
export type PoolDelegationActivity = {
  stakeAddress: string;
  /** The epoch the delegation takes effect in (as StakeDelegation.epochNumber). */
  epochNumber: number;
  /** Whether epochNumber has not begun yet. */
  upcoming: boolean;
  amount: string | null;
  delegationType: string;
  fromPoolId: string | null;
  /** Beyond spec §3: the ticker of fromPoolId, as toPoolTicker is of toPoolId. */
  fromPoolTicker?: string | null;
  toPoolId: string | null;
  toPoolTicker: string | null;
  poolId: string;
};

/** spec §3 Pool staking rewards entry (amounts in DFM). */
export type PoolStakingRewardsEntry = {
  epochNumber: number;
  blocksMade: number;
  poolStake: string;
  delegatorRewards: string;
  operatorRewards: string;
  totalEpochRewards: string;
};

/** spec §3 Epoch. */
export type Epoch = {
  id: string;
  epochNumber: number;
  startTime: string;
  endTime: string | null;
  blockCount: number;
  txCount: number;
  activeStake: string | null;
  activePools: number | null;
  completed: boolean;
};

/** spec §3 Epoch stats. */
export type EpochStats = {
  totalVolume: string;
  totalFees: string;
  largestTx: { hash: string; amount: string; blockHeight: number } | null;
  mostExpensiveTx: { hash: string; fee: string; blockHeight: number } | null;
};

/** spec §3 Epoch block. */
export type EpochBlock = {
  id: string;
  height: number;
  hash: string;
  timestamp: string;
  poolTicker: string | null;
  txCount: number;
  size: number;
  // Beyond spec §3: the producer, so its ticker can carry its look-alike warning.
  poolId?: string | null;
  poolLookAlike?: ProducerLookAlike | null;
};

/** spec §3 Protocol parameters (epoch page). */
export type EpochProtocolParameters = {
  minFeeA: number;
  minFeeB: number;
  keyDeposit: string;
  poolDeposit: string;
  maxBlockSize: number;
  maxTxSize: number;
  epochLength: number;
  slotDuration: number;
  poolInfluence: number;
  monetaryExpansion: number;
  treasuryGrowth: number;
  decentralization: number;
};

/** spec §3 Protocol parameters (parameters page). Deposits and costs in DFM. */
export type ProtocolParameters = {
  epoch: number;
  kParameter: number;
  /** Total Supply ÷ k in DFM (app/lib/chain/supply.ts saturationThreshold); null without the chain's supply. */
  saturationThreshold: string | null;
  minFee: string;
  maxTxSize: number;
  utxoCost: string;
  keyDeposit: string;
  poolDeposit: string;
  minPoolCost: string;
  rho: number;
  tau: number;
  protocolVersion: string;
  decentralization: number;
  minUtxo: string;
  coinsPerUtxoByte: string;
  /** Beyond spec §3: the chain's supply, the same figures as NetworkStats (DFM). */
  totalSupply?: string | null;
  circulatingSupply?: string | null;
  supplyEpoch?: number | null;
};

/** spec §3 analytics entities. */
export type ProtocolVersionStat = { version: string; percentage: string };
/**
 * countryCode (beyond spec §3): the ISO 3166 code the page puts in its URL
 * (?country=DE); null for the relays no GeoIP lookup placed ("Unknown").
 */
export type GeographicStat = { country: string; countryCode: string | null; relayCount: number; percentage: string };
export type HostingProviderStat = { id: string; provider: string; relayCount: number; percentage: string };
/**
 * Beyond spec §3: the analytics page's relay cards. relayNodes counts every relay
 * entry of the active pools' registrations (a relay two pools list counts twice, as
 * the distributions count them); relays counts the distinct endpoints among them.
 */
export type RelayTotals = { relays: number; relayNodes: number };
export type RelayNode = {
  dns_name: string | null;
  ipv4: string | null;
  ipv6: string | null;
  port: number | null;
  ticker: string | null;
  pool_id: string;
  country: string | null;
  isp: string | null;
  /** Beyond spec §3: set when the pool's ticker or name imitates another's; null when clean. */
  lookAlike?: ProducerLookAlike | null;
};

/**
 * Protocol Version Usage (spec §2 Network Analytics) is the share of the blocks made
 * in the last this-many completed epochs (the page says which).
 */
export const PROTOCOL_VERSION_WINDOW_EPOCHS = 5;

/** spec §3 Search result. */
export type SearchResult = {
  type: "block" | "transaction" | "address" | "stakepool" | "epoch";
  id: string;
  title: string;
  subtitle?: string;
  /** Stake pools only: set when its ticker or name imitates another pool's. */
  lookAlike?: LookAlikeWarning | null;
  /** Set when it is on the other network, not the one searched: its page opens there. */
  network?: Network;
};

export type Page = { limit: number; offset: number };

/** A 32-byte hash (block or transaction) as 64 lower-case hex characters, checked by app/lib/params/hash.ts. */
export type Hash32 = string & { readonly __brand: "Hash32" };

/** A block as a URL names it: by height (block_no) or by hash; parsed once at the route edge. */
export type BlockId = { kind: "height"; height: number } | { kind: "hash"; hash: Hash32 };

// Page sizes and input limits: one place for every layer (routes, parsers, components).

/** spec §9: 20 blocks a page. */
export const BLOCKS_PAGE_SIZE = 20;
/** spec §9: 20 transactions a page. */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** How many of a block's transactions one block detail carries unless asked otherwise. */
export const BLOCK_TRANSACTIONS_PAGE_SIZE = 50;
/** The JSON API's `?limit` when absent, and its largest accepted value (spec §7). */
export const DEFAULT_LIST_LIMIT = 20;
export const MAX_LIST_LIMIT = 100;
/** spec §9: 100 pools a page on /stakepools, and the stake pool call's default `?limit` (spec §7). */
export const STAKE_POOLS_PAGE_SIZE = 100;
/** spec §9: pool blocks 10/20/50/100 a page (20 by default), pool delegations 20. */
export const POOL_BLOCKS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const POOL_BLOCKS_DEFAULT_PAGE_SIZE = 20;
export const POOL_DELEGATIONS_PAGE_SIZE = 20;
/** spec §9: owners shown up to 3 (then '+N more'); delegation history up to 8 epochs. */
export const POOL_OWNERS_SHOWN = 3;
export const POOL_DELEGATION_HISTORY_EPOCHS = 8;
/** Spec §2 sample: 20 pools asked for (5 of them shown). */
export const SAMPLE_POOLS_REQUESTED = 20;
/** Spec §5: a search runs only for more than 2 characters (trimmed), and takes at most 200. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
/** spec §9: the epochs list and an epoch's blocks show 20 a page. */
export const EPOCHS_PAGE_SIZE = 20;
export const EPOCH_BLOCKS_PAGE_SIZE = 20;
/** The epoch page's query parameter of its blocks' page (1-based, 'Page N'). */
export const EPOCH_BLOCKS_PAGE_PARAM = "blocksPage";
/** Address history and unspent outputs: 20 a page (spec §9 lists). */
export const ADDRESS_TRANSACTIONS_PAGE_SIZE = 20;
export const ADDRESS_UTXOS_PAGE_SIZE = 20;
/** A stake address's payment addresses and delegations: 10 a page (spec §9 'address stake queries are limited to 10'). */
export const STAKE_ADDRESS_LIST_PAGE_SIZE = 10;
/** spec §9: rewards tables offer 10/20/50/100 a page, 20 by default. */
export const REWARDS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const REWARDS_DEFAULT_PAGE_SIZE = 20;
/** /addresses 'Recent Address Activity': addresses of this many newest transactions. */
export const RECENT_ADDRESS_ACTIVITY_LIMIT = 10;
