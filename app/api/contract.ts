import type { Network } from "../lib/navigation/network";
import type {
  ChainTip,
  ProducerLookAlike,
  NetworkStats,
  CurrentEpoch,
  Block,
  BlockDetail,
  BlockId,
  Hash32,
  Transaction,
  Address,
  AddressUtxo,
  AddressTransaction,
  AddressTransactionsPage,
  PaymentAddressEntry,
  RecentAddressActivity,
  StakeReward,
  StakeDelegation,
  StakePool,
  PoolSortKey,
  SortDirection,
  PoolHistoryEntry,
  PoolRewardsHistoryEntry,
  PoolBlock,
  PoolDelegationActivity,
  PoolStakingRewardsEntry,
  PoolLabel,
  Epoch,
  EpochStats,
  EpochBlock,
  EpochProtocolParameters,
  ProtocolParameters,
  ProtocolVersionStat,
  GeographicStat,
  HostingProviderStat,
  RelayTotals,
  RelayNode,
  SearchResult,
  Page,
  Token,
  TokenHoldersPage,
  TokenHistoryPage,
  TokenTransactionsPage,
  Policy,
  TokenListOrder,
  TokenListPage,
  TokenListItem,
  AddressTokenSort,
  AddressTokensPage,
  SortDirection as Direction,
} from "../lib/domain";
import type { AssetId } from "../lib/params/asset-id";
import type { BlockListRow } from "../lib/pages/list-rows";

// The typed contract of spec §7 over the entities of app/lib/domain/.

/** A table call's parsed path values by name, its parsed query and, for a POST, its parsed body. */
type ResourceInput = Record<string, unknown> & { query: unknown; body?: unknown };

/**
 * Every call of spec §7 for one network. Ids arrive parsed (app/lib/params/,
 * at the route edge); lookups answer null when the entity does not exist; an
 * unreachable data source rejects.
 */
export interface ExplorerApi {
  readonly network: Network;
  /** The newest block of the network's data source; null when it has none. */
  getChainTip(): Promise<ChainTip | null>;
  getNetworkStats(): Promise<NetworkStats | null>;
  getCurrentEpoch(): Promise<CurrentEpoch | null>;
  listBlocks(page: Page): Promise<Block[]>;
  /** The same page with only the fields the Blocks list shows (the pages' read). */
  listBlockRows(page: Page): Promise<BlockListRow[]>;
  /** `transactions` pages the block's transactions (default: the first BLOCK_TRANSACTIONS_PAGE_SIZE). */
  getBlock(id: BlockId, transactions?: Page): Promise<BlockDetail | null>;
  listTransactions(page: Page): Promise<Transaction[]>;
  getTransaction(hash: Hash32): Promise<Transaction | null>;
  search(query: string): Promise<SearchResult[]>;
  getProtocolParameters(): Promise<ProtocolParameters | null>;
  listStakePools(query: Page & { sortBy: PoolSortKey; sortDirection: SortDirection }): Promise<StakePool[]>;
  /** `poolId` arrives as the bech32 id (app/lib/params/pool-id.ts); null: no such pool. */
  getStakePool(poolId: string): Promise<StakePool | null>;
  /** The pool's newest ticker and name (the sidebar sponsor); null: no such pool. */
  getStakePoolLabel(poolId: string): Promise<PoolLabel | null>;
  /**
   * The look-alike reasons of every flagged pool, by pool id: for pages whose rows
   * come from a lean read that must stay quick (listBlockRows).
   */
  listPoolLookAlikes(): Promise<Record<string, ProducerLookAlike>>;
  getStakePoolHistory(poolId: string): Promise<PoolHistoryEntry[] | null>;
  getStakePoolRewardsHistory(poolId: string): Promise<PoolRewardsHistoryEntry[] | null>;
  listStakePoolDelegations(poolId: string, page: { page: number; limit: number }): Promise<PoolDelegationActivity[] | null>;
  listStakePoolBlocks(poolId: string, page: { page: number; limit: number }): Promise<PoolBlock[] | null>;
  getStakePoolRewards(poolId: string): Promise<PoolStakingRewardsEntry[] | null>;
  /**
   * Every block of a pool, newest first, in batches read by a bounded cursor (the
   * pool blocks CSV). The first batch rejects with a NotFoundError
   * for an unknown pool: never an HTTP answer; the route that asked writes its 404.
   */
  exportStakePoolBlocks(poolId: string): AsyncIterable<PoolBlock[]>;
  listEpochs(page: Page): Promise<Epoch[]>;
  getEpoch(epochNumber: number): Promise<Epoch | null>;
  getEpochStats(epochNumber: number): Promise<EpochStats | null>;
  listEpochBlocks(epochNumber: number, page: Page): Promise<EpochBlock[] | null>;
  getEpochProtocolParameters(epochNumber: number): Promise<EpochProtocolParameters | null>;
  /**
   * Addresses (spec §2 Address detail). `address` arrives parsed and checked for
   * this network (app/lib/addresses/address.ts); the kind follows from its prefix. A
   * well-formed address the chain has never seen is an Address with txCount 0.
   */
  getAddress(address: string): Promise<Address>;
  /** An address's history (payment or stake), newest first; `pagination.total` is its transaction count. */
  listAddressTransactions(address: string, page: Page): Promise<AddressTransactionsPage>;
  /** Every transaction of an address, oldest first, in batches read by keyset (the history CSV). */
  exportAddressTransactions(address: string): AsyncIterable<AddressTransaction[]>;
  /** A payment address's unspent outputs, newest first. */
  listAddressUtxos(address: string, page: Page): Promise<AddressUtxo[]>;
  /** The payment addresses seen with a stake address, most recently active first. */
  listPaymentAddresses(stakeAddress: string, page: Page): Promise<PaymentAddressEntry[]>;
  /** Every reward of a stake address, newest epoch first (a few hundred at most: the rewards table pages them). */
  listStakeAddressRewards(stakeAddress: string): Promise<StakeReward[]>;
  /** A stake address's delegation certificates (and deregistrations), newest first. */
  listStakeAddressDelegations(stakeAddress: string, page: Page): Promise<StakeDelegation[]>;
  /** The addresses of the newest transactions (/addresses 'Recent Address Activity'). */
  listRecentAddressActivity(limit: number): Promise<RecentAddressActivity[]>;
  listProtocolVersions(): Promise<ProtocolVersionStat[]>;
  listGeographicDistribution(): Promise<GeographicStat[]>;
  listHostingProviders(): Promise<HostingProviderStat[]>;
  listRelaysByCountry(country: string): Promise<RelayNode[]>;
  listRelaysByProvider(provider: string): Promise<RelayNode[]>;
  /** A native token by fingerprint or unit; null: the chain has no such token. */
  getToken(id: AssetId): Promise<Token | null>;
  /** A token's holders, largest first; null: no such token. */
  listTokenHolders(id: AssetId, page: Page): Promise<TokenHoldersPage | null>;
  /** A token's mints and burns, newest first; null: no such token. */
  listTokenHistory(id: AssetId, page: Page): Promise<TokenHistoryPage | null>;
  /** The transactions that moved a token, newest first, with its net quantity in each; null: no such token. */
  listTokenTransactions(id: AssetId, page: Page): Promise<TokenTransactionsPage | null>;
  /** A policy with a page of its tokens; null: it minted nothing. */
  getPolicy(policyId: string, page: Page): Promise<Policy | null>;
  /** Tokens, the most held or the most recently minted first; `q`: a name or ticker prefix. */
  listTokens(query: { page: Page; order: TokenListOrder; q: string | null }): Promise<TokenListPage>;
  /** The tokens a payment address holds, or a stake address's payment addresses together. */
  listAddressTokens(address: string, query: { page: Page; sort: AddressTokenSort; direction: Direction }): Promise<AddressTokensPage>;
  /** Tokens a search names: fingerprint, policy id, `policy.assetNameHex`, unit, name or ticker prefix (any case). */
  searchTokens(q: string, limit: number): Promise<TokenListItem[]>;
  /** Beyond spec §7 (GET …/analytics/relay-totals): the analytics page's relay cards. */
  getRelayTotals(): Promise<RelayTotals>;
  /**
   * A JSON call of the resource table (app/api/resources.ts) that no page asks for
   * by name, by its id: its own data function in process (Resource.read), its path
   * over HTTP; null when it answers nothing (its 404), or on a network it is not for.
   */
  readResource(id: string, input: ResourceInput): Promise<unknown>;
}
