// The entities of spec §3 with the spec's field names, and the sort keys and
// page sizes every layer speaks. Each entity is declared once, as a zod schema
// (./schemas.ts); its type here is that schema's output, so a field changed
// there changes every consumer's type. Only types come from the schemas (the
// browser ships no zod); the constants live in ./vocabulary.ts.

import type { z } from "zod";
import type * as schema from "./schemas";
import type { DELEGATION_TYPES, LOOK_ALIKE_REASONS, POOL_SORT_KEYS } from "./vocabulary";

export * from "./vocabulary";

/** The chain's newest block: one model for every layer (schema.ChainTip). */
export type ChainTip = z.output<typeof schema.ChainTip>;

/** The live stream's events' data (schema.LiveBlock and the Live*Event schemas). */
export type LiveBlock = z.output<typeof schema.LiveBlock>;
export type LiveEpochEvent = z.output<typeof schema.LiveEpochEvent>;
export type LiveRollbackEvent = z.output<typeof schema.LiveRollbackEvent>;
export type LiveResetEvent = z.output<typeof schema.LiveResetEvent>;

/** spec §3 Network stats, with real figures where the spec shows hard-coded ones. */
export type NetworkStats = z.output<typeof schema.NetworkStats>;
/** One stake snapshot over every pool: what the pools' totalStake and delegatorCount add up to. */
export type PoolStakeTotals = z.output<typeof schema.PoolStakeTotals>;

/** spec §3 Current epoch. */
export type CurrentEpoch = z.output<typeof schema.CurrentEpoch>;

/** spec §3 Block transaction summary. */
export type BlockTransactionSummary = z.output<typeof schema.BlockTransactionSummary>;

/** spec §3 Block (lists carry no transactions; the detail does). */
export type Block = z.output<typeof schema.Block>;

/** A look-alike warning where a row names its pool: the reasons only (the pool's own page names the pools it imitates). */
export type ProducerLookAlike = z.output<typeof schema.ProducerLookAlike>;

/**
 * The block detail. db-sync's first row is the genesis block: it comes before
 * height 0 and has no height, epoch or slot. Its transactions come a page at a
 * time (a genesis block can hold thousands); txCount says how many there are.
 */
export type BlockDetail = z.output<typeof schema.BlockDetail>;

/** spec §3 Transaction (the detail carries its inputs, outputs, withdrawals and certificates). */
export type Transaction = z.output<typeof schema.Transaction>;
/** spec §3 Transaction input. */
export type TransactionInput = NonNullable<Transaction["inputs"]>[number];
/** spec §3 Transaction output. */
export type TransactionOutput = NonNullable<Transaction["outputs"]>[number];
/** A withdrawal of rewards, so a transaction visibly balances. */
export type TransactionWithdrawal = NonNullable<Transaction["withdrawals"]>[number];
/** A certificate carried by a transaction (registration, delegation, pool update…). */
export type TransactionCertificate = NonNullable<Transaction["certificates"]>[number];
/** The collateral's change output (created only when the scripts failed). */
export type TransactionCollateralReturn = NonNullable<Transaction["collateralReturn"]>;
export type TransactionRedeemer = NonNullable<Transaction["redeemers"]>[number];
/** A datum or redeemer argument. */
export type PlutusData = NonNullable<Transaction["datums"]>[number];
export type TransactionScript = NonNullable<TransactionOutput["referenceScript"]>;

/** Which kind of address a URL names (spec §5: stake1… / stake_test1… are stake addresses). */
export type AddressKind = z.output<typeof schema.AddressKind>;

/**
 * spec §3 Address: the figures of one payment or stake address, read from the
 * summaries (ADR 006). A well-formed address the chain has never seen has
 * txCount 0 and null blocks: the page says it has no activity (200), as search does.
 */
export type Address = z.output<typeof schema.Address>;

/** spec §3 Address utxos entry; blockHeight null: an output of the genesis distribution, whose block has no height. */
export type AddressUtxo = z.output<typeof schema.AddressUtxo>;

/**
 * One transaction of an address's history (payment or stake): spec §3's
 * Address.transactions and Stake address transaction in one shape. netAmount is
 * the signed change for this address (DFM); type follows spec §4 (received when
 * netAmount ≥ 0, else sent); amount is its absolute value.
 */
export type AddressTransaction = z.output<typeof schema.AddressTransaction>;

/** spec §2 Address detail JSON (spec §7 `addresses/{address}`): the figures with the first page of each list. */
export type AddressDetail = z.output<typeof schema.AddressDetail>;

/** spec §3 Payment-address entry (of a stake address). */
export type PaymentAddressEntry = z.output<typeof schema.PaymentAddressEntry>;

/** A page of an address's history with its position (spec §3 leaves the pagination shape open). */
export type AddressTransactionsPage = z.output<typeof schema.AddressTransactionsPage>;

/** spec §3 Reward entry (stake address), with the epoch's USD price on mainnet (null: none or testnet). */
export type StakeReward = z.output<typeof schema.StakeReward>;

export type DelegationType = (typeof DELEGATION_TYPES)[number];

/** spec §3 Delegation entry (stake address). For switched_to, pool* is the new pool; the previous one is fromPool*. */
export type StakeDelegation = z.output<typeof schema.StakeDelegation>;

/** /addresses 'Recent Address Activity': the addresses of the newest transactions. */
export type RecentAddressActivity = z.output<typeof schema.RecentAddressActivity>;

/** spec §3 Stake pool; the detail adds its owners, relays and parameter history. */
export type StakePool = z.output<typeof schema.StakePool>;

/** A pool as links, the sidebar sponsor and the look-alike rules name it: its newest metadata. */
export type PoolLabel = { poolId: string; ticker: string | null; name: string | null; active: boolean };

/** Why a pool's label looks like another's (app/lib/pools/look-alike.ts). */
export type LookAlikeReason = (typeof LOOK_ALIKE_REASONS)[number];
export type LookAlikeWarning = z.output<typeof schema.LookAlikeWarning>;

export type PoolSortKey = (typeof POOL_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

/** spec §3 Pool history entry: the pool's stake snapshot that takes effect in epochNumber; upcoming: that epoch has not begun yet. */
export type PoolHistoryEntry = z.output<typeof schema.PoolHistoryEntry>;

/** spec §3 Pool rewards-history entry. */
export type PoolRewardsHistoryEntry = z.output<typeof schema.PoolRewardsHistoryEntry>;

/** spec §3 Pool block. */
export type PoolBlock = z.output<typeof schema.PoolBlock>;

/** spec §3 Pool delegation activity. */
export type PoolDelegationActivity = z.output<typeof schema.PoolDelegationActivity>;

/** spec §3 Pool staking rewards entry (amounts in DFM). */
export type PoolStakingRewardsEntry = z.output<typeof schema.PoolStakingRewardsEntry>;

/** spec §3 Epoch. */
export type Epoch = z.output<typeof schema.Epoch>;

/** spec §3 Epoch stats. */
export type EpochStats = z.output<typeof schema.EpochStats>;

/** spec §3 Epoch block. */
export type EpochBlock = z.output<typeof schema.EpochBlock>;

/** spec §3 Protocol parameters (epoch page). */
export type EpochProtocolParameters = z.output<typeof schema.EpochProtocolParameters>;

/** spec §3 Protocol parameters (parameters page). Deposits and costs in DFM. */
export type ProtocolParameters = z.output<typeof schema.ProtocolParameters>;

/** spec §3 analytics entities. */
export type ProtocolVersionStat = z.output<typeof schema.ProtocolVersionStat>;
/**
 * countryCode (beyond spec §3): the ISO 3166 code the page puts in its URL
 * (?country=DE); null for the relays no GeoIP lookup placed ("Unknown").
 */
export type GeographicStat = z.output<typeof schema.GeographicStat>;
export type HostingProviderStat = z.output<typeof schema.HostingProviderStat>;
/**
 * Beyond spec §3: the analytics page's relay cards. relayNodes counts every relay
 * entry of the active pools' registrations (a relay two pools list counts twice, as
 * the distributions count them); relays counts the distinct endpoints among them.
 */
export type RelayTotals = z.output<typeof schema.RelayTotals>;
export type RelayNode = z.output<typeof schema.RelayNode>;

/** A quantity of one native asset (an output's, a mint's, a holding), with how to name and show it. */
export type AssetAmount = z.output<typeof schema.AssetAmount>;

/** A native token with its metadata, supply and holder count. */
export type Token = z.output<typeof schema.Token>;
/** A token as lists show it (no metadata, no description). */
export type TokenListItem = z.output<typeof schema.TokenListItem>;
export type TokenListPage = z.output<typeof schema.TokenListPage>;
/** An address holding a token, with its share of the supply. */
export type TokenHolder = z.output<typeof schema.TokenHolder>;
export type TokenHoldersPage = z.output<typeof schema.TokenHoldersPage>;
/** A mint (positive) or burn (negative) of a token. */
export type TokenEvent = z.output<typeof schema.TokenEvent>;
export type TokenHistoryPage = z.output<typeof schema.TokenHistoryPage>;
/** A transaction that moved a token, with its net quantity of it (outputs − inputs). */
export type TokenTransaction = z.output<typeof schema.TokenTransaction>;
export type TokenTransactionsPage = z.output<typeof schema.TokenTransactionsPage>;
/** A minting policy with a page of its tokens. */
export type Policy = z.output<typeof schema.Policy>;
/** A page of an address's tokens. */
export type AddressTokensPage = z.output<typeof schema.AddressTokensPage>;

/** spec §3 Search result; network: set when it is on the other network, not the one searched (its page opens there). */
export type SearchResult = z.output<typeof schema.SearchResult>;

export type Page = { limit: number; offset: number };

/** A 32-byte hash (block or transaction) as 64 lower-case hex characters, checked by app/lib/params/hash.ts. */
export type Hash32 = string & { readonly __brand: "Hash32" };

/** A block as a URL names it: by height (block_no) or by hash; parsed once at the route edge. */
export type BlockId = { kind: "height"; height: number } | { kind: "hash"; hash: Hash32 };
