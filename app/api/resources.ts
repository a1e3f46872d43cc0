import type { z } from "zod";
import {
  ADDRESS_TRANSACTIONS_PAGE_SIZE,
  ADDRESS_UTXOS_PAGE_SIZE,
  BLOCK_TRANSACTIONS_PAGE_SIZE,
  DEFAULT_LIST_LIMIT,
  EPOCH_BLOCKS_PAGE_SIZE,
  EPOCHS_PAGE_SIZE,
  POOL_BLOCKS_DEFAULT_PAGE_SIZE,
  POOL_DELEGATIONS_PAGE_SIZE,
  RECENT_ADDRESS_ACTIVITY_LIMIT,
  STAKE_ADDRESS_LIST_PAGE_SIZE,
  TOKENS_PAGE_SIZE,
} from "../lib/domain";
import type { Network } from "../lib/navigation/network";
import type { Queryable } from "../db/queryable.server";
import { calculateRewardsValue } from "../data/addresses/prices.server";
import { RELAY_STATS_CACHE_SECONDS } from "../lib/chain/analytics";
import { isSettledEpoch, isSettledHeight, type TipPosition } from "../lib/http/http-cache";
import { parseRewardsValueRequest, type RewardsValueRequest } from "../lib/params/rewards-value";
import type { ExplorerApi } from "./contract";
import { ADDRESS, ANY_ADDRESS, ASSET_ID, BLOCK_ID, EPOCH_NUMBER, HASH, POLICY_ID, POOL_ID, RELAY_COUNTRY, RELAY_PROVIDER, type PathRule } from "./resource-params";
import {
  ADDRESS_TOKENS_QUERY,
  LIMIT_ONLY,
  limitOffset,
  NO_QUERY,
  poolPage,
  SEARCH,
  STAKE_POOL_QUERY,
  TOKEN_LIST_QUERY,
  type QueryRule,
} from "./resource-queries";
import * as schema from "../lib/domain/schemas";

const { listOf } = schema;

// The JSON API of spec §7 as one table: each call's path, its parameters with
// their rules, its paging dialect and its answer's schema. The route entries
// (app/routes.ts), the one route module (app/routes/api/resource.ts), the HTTP
// transport, the tests' router and the OpenAPI document (/api/openapi.json)
// and its page (/api) are all read from here, so they cannot drift apart.

type PathValues<P> = { [K in keyof P]: P[K] extends PathRule<infer T> ? T : never };
type CallInput<P, Q> = PathValues<P> & { query: Q; body: unknown };

export type Resource<P extends Record<string, PathRule<unknown>> = Record<string, PathRule<unknown>>, Q = unknown, R = unknown> = {
  /** The route id's tail and the OpenAPI operationId. */
  readonly id: string;
  /** Below /api/networks/{network}/, in the router's syntax (`blocks/:id`). */
  readonly path: string;
  readonly method: "get" | "post";
  readonly summary: string;
  readonly params: P;
  readonly query: QueryRule<Q>;
  /** A POST call's JSON body: its schema, and its parser (a ParamError: 400). */
  readonly body?: { readonly schema: z.ZodType; parse(text: string): unknown };
  readonly response: z.ZodType;
  /** What a 404 says when the call answers nothing. */
  readonly missing?: string;
  /** How long a browser or proxy may keep a 200 that is near the tip (app/lib/http/http-cache.ts). */
  readonly cacheSeconds: number;
  /** Whether a 200 can no longer change, with the chain's tip at `tip`: then it is kept for good. */
  readonly settled?: (input: PathValues<P> & { query: Q }, answer: NonNullable<R>, tip: TipPosition) => boolean;
  /** Only these networks have this call; any other is a 404 with `message`. */
  readonly networks?: { readonly only: readonly Network[]; readonly message: string };
  /** The example request of the /api page (a query string, and a body for POST). */
  readonly example?: { query?: string; body?: unknown };
  /** How the contract answers it: a named call the pages use too, or readResource for a call with its own `read`. */
  readonly answer: (api: ExplorerApi, input: CallInput<P, Q>) => Promise<R>;
  /**
   * A call no page asks for by name: its data function, which the in-process
   * transport runs on the network's database (the HTTP transport asks its path).
   */
  readonly read?: (db: Queryable, input: CallInput<P, Q>) => Promise<R>;
};

const DEFAULT_CACHE_SECONDS = 5;
// A closed epoch's figures are final once two newer epochs have begun.
const settledEpoch = ({ epochNumber }: { epochNumber: number }, _answer: unknown, tip: TipPosition) => isSettledEpoch(epochNumber, tip.epochNumber);

type Defaulted = "method" | "params" | "query" | "cacheSeconds";
type Definition<P extends Record<string, PathRule<unknown>>, Q, R> = Omit<Resource<P, Q, R>, Defaulted | "answer" | "read"> &
  Partial<Pick<Resource<P, Q, R>, Defaulted>> &
  // Answered by a named call of the contract, or by its own data function.
  ({ answer: Resource<P, Q, R>["answer"]; read?: never } | { read: NonNullable<Resource<P, Q, R>["read"]>; answer?: never });

function resource<P extends Record<string, PathRule<unknown>>, Q = Record<string, never>, R = unknown>(definition: Definition<P, Q, R>): Resource {
  const answer = definition.answer ?? ((api: ExplorerApi, input: CallInput<P, Q>) => api.readResource(definition.id, input) as Promise<R>);
  return {
    method: "get",
    params: {} as P,
    query: NO_QUERY as QueryRule<Q>,
    cacheSeconds: DEFAULT_CACHE_SECONDS,
    ...definition,
    answer,
  } as unknown as Resource;
}


export const RESOURCES: readonly Resource[] = [
  resource({ id: "tip", path: "tip", summary: "The chain's newest block", response: schema.ChainTip, answer: (api) => api.getChainTip() }),
  resource({ id: "stats", path: "stats", summary: "The network's figures at the tip", response: schema.NetworkStats, answer: (api) => api.getNetworkStats() }),
  resource({ id: "current-epoch", path: "epochs/current", summary: "The current epoch", response: schema.CurrentEpoch, answer: (api) => api.getCurrentEpoch() }),
  resource({
    id: "blocks",
    path: "blocks",
    summary: "Blocks, newest first",
    query: limitOffset(DEFAULT_LIST_LIMIT),
    example: { query: "limit=2" },
    response: listOf(schema.Block),
    answer: (api, { query }) => api.listBlocks(query),
  }),
  resource({
    id: "block",
    path: "blocks/:id",
    summary: "A block by height or hash, with a page of its transactions",
    params: { id: BLOCK_ID },
    query: limitOffset(BLOCK_TRANSACTIONS_PAGE_SIZE),
    example: { query: "limit=2" },
    response: schema.BlockDetail,
    answer: (api, { id, query }) => api.getBlock(id, query),
    // Its transactions' confirmations grow with the tip: only a block without any is kept for good (answerDepth).
    settled: (_input, block, tip) => isSettledHeight(block.height, tip.height),
  }),
  resource({
    id: "transactions",
    path: "transactions",
    summary: "Transactions, newest first",
    query: limitOffset(DEFAULT_LIST_LIMIT),
    example: { query: "limit=2" },
    response: listOf(schema.Transaction),
    answer: (api, { query }) => api.listTransactions(query),
  }),
  resource({
    id: "transaction",
    path: "transactions/:hash",
    summary: "A transaction with its inputs, outputs, withdrawals and certificates",
    params: { hash: HASH },
    response: schema.Transaction,
    answer: (api, { hash }) => api.getTransaction(hash),
    settled: (_input, transaction, tip) => isSettledHeight(transaction.blockHeight, tip.height),
  }),
  resource({
    id: "search",
    path: "search",
    summary: "What a block height or hash, a transaction hash, an address, a pool or an epoch names",
    query: SEARCH,
    example: { query: "q=pool" },
    response: listOf(schema.SearchResult),
    answer: (api, { query }) => api.search(query.q),
  }),
  resource({
    id: "stakepools",
    path: "stakepools",
    summary: "Stake pools, sorted",
    query: STAKE_POOL_QUERY,
    example: { query: "limit=2&sortBy=totalStake&sortDirection=desc" },
    response: listOf(schema.StakePool),
    answer: (api, { query }) => api.listStakePools(query),
  }),
  resource({
    id: "stakepool",
    path: "stakepools/:poolId",
    summary: "A stake pool with its owners, relays and parameter history",
    params: { poolId: POOL_ID },
    response: schema.StakePool,
    answer: (api, { poolId }) => api.getStakePool(poolId),
  }),
  resource({
    id: "stakepool-history",
    path: "stakepools/:poolId/history",
    summary: "A pool's stake and delegators per epoch",
    params: { poolId: POOL_ID },
    response: listOf(schema.PoolHistoryEntry),
    answer: (api, { poolId }) => api.getStakePoolHistory(poolId),
  }),
  resource({
    id: "stakepool-rewards-history",
    path: "stakepools/:poolId/rewards-history",
    summary: "A pool's blocks, fees and rewards per epoch",
    params: { poolId: POOL_ID },
    response: listOf(schema.PoolRewardsHistoryEntry),
    answer: (api, { poolId }) => api.getStakePoolRewardsHistory(poolId),
  }),
  resource({
    id: "stakepool-delegations",
    path: "stakepools/:poolId/delegations",
    summary: "Delegation certificates to and away from a pool, newest first",
    params: { poolId: POOL_ID },
    query: poolPage(POOL_DELEGATIONS_PAGE_SIZE),
    example: { query: "page=0&limit=2" },
    response: listOf(schema.PoolDelegationActivity),
    answer: (api, { poolId, query }) => api.listStakePoolDelegations(poolId, query),
  }),
  resource({
    id: "stakepool-blocks",
    path: "stakepools/:poolId/blocks",
    summary: "The blocks a pool made, newest first",
    params: { poolId: POOL_ID },
    query: poolPage(POOL_BLOCKS_DEFAULT_PAGE_SIZE),
    example: { query: "page=0&limit=2" },
    response: listOf(schema.PoolBlock),
    answer: (api, { poolId, query }) => api.listStakePoolBlocks(poolId, query),
  }),
  resource({
    id: "stakepool-rewards",
    path: "stakepools/:poolId/rewards",
    summary: "A pool's rewards per epoch, split between operator and delegators",
    params: { poolId: POOL_ID },
    response: listOf(schema.PoolStakingRewardsEntry),
    answer: (api, { poolId }) => api.getStakePoolRewards(poolId),
  }),
  resource({
    id: "protocol-parameters",
    path: "protocol-parameters",
    summary: "The protocol parameters in force now",
    response: schema.ProtocolParameters,
    answer: (api) => api.getProtocolParameters(),
  }),
  resource({
    id: "epochs",
    path: "epochs",
    summary: "Epochs, newest first",
    query: limitOffset(EPOCHS_PAGE_SIZE),
    example: { query: "limit=2" },
    response: listOf(schema.Epoch),
    answer: (api, { query }) => api.listEpochs(query),
  }),
  resource({
    id: "epoch",
    path: "epochs/:epochNumber",
    summary: "An epoch",
    params: { epochNumber: EPOCH_NUMBER },
    response: schema.Epoch,
    answer: (api, { epochNumber }) => api.getEpoch(epochNumber),
    settled: settledEpoch,
  }),
  resource({
    id: "epoch-stats",
    path: "epochs/:epochNumber/stats",
    summary: "An epoch's volume, fees, largest and most expensive transaction",
    params: { epochNumber: EPOCH_NUMBER },
    response: schema.EpochStats,
    answer: (api, { epochNumber }) => api.getEpochStats(epochNumber),
    settled: settledEpoch,
  }),
  resource({
    id: "epoch-blocks",
    path: "epochs/:epochNumber/blocks",
    summary: "An epoch's blocks",
    params: { epochNumber: EPOCH_NUMBER },
    query: limitOffset(EPOCH_BLOCKS_PAGE_SIZE),
    example: { query: "limit=2" },
    response: listOf(schema.EpochBlock),
    answer: (api, { epochNumber, query }) => api.listEpochBlocks(epochNumber, query),
    settled: settledEpoch,
  }),
  resource({
    id: "epoch-protocol-parameters",
    path: "epochs/:epochNumber/protocol-parameters",
    summary: "The protocol parameters in force in an epoch",
    params: { epochNumber: EPOCH_NUMBER },
    response: schema.EpochProtocolParameters,
    answer: (api, { epochNumber }) => api.getEpochProtocolParameters(epochNumber),
    settled: settledEpoch,
  }),
  resource({
    id: "protocol-versions",
    path: "analytics/protocol-versions",
    summary: "Block production by protocol version over the recent completed epochs",
    response: listOf(schema.ProtocolVersionStat),
    answer: (api) => api.listProtocolVersions(),
  }),
  resource({
    id: "geographic-distribution",
    path: "analytics/geographic-distribution",
    summary: "The active pools' relays by country",
    cacheSeconds: RELAY_STATS_CACHE_SECONDS,
    response: listOf(schema.GeographicStat),
    answer: (api) => api.listGeographicDistribution(),
  }),
  resource({
    id: "country-relays",
    path: "analytics/geographic-distribution/:country/relays",
    summary: "The relays in one country (its name, its ISO code or Unknown; any other name: an empty list)",
    params: { country: RELAY_COUNTRY },
    cacheSeconds: RELAY_STATS_CACHE_SECONDS,
    response: listOf(schema.RelayNode),
    answer: async (api, { country }) => (country === null ? [] : api.listRelaysByCountry(country)),
  }),
  resource({
    id: "hosting-providers",
    path: "analytics/hosting-providers",
    summary: "The active pools' relays by hosting provider",
    cacheSeconds: RELAY_STATS_CACHE_SECONDS,
    response: listOf(schema.HostingProviderStat),
    answer: (api) => api.listHostingProviders(),
  }),
  resource({
    id: "provider-relays",
    path: "analytics/hosting-providers/:provider/relays",
    summary: "The relays at one hosting provider (its name or Unknown; any other name: an empty list)",
    params: { provider: RELAY_PROVIDER },
    cacheSeconds: RELAY_STATS_CACHE_SECONDS,
    response: listOf(schema.RelayNode),
    answer: async (api, { provider }) => (provider === null ? [] : api.listRelaysByProvider(provider)),
  }),
  resource({
    id: "relay-totals",
    path: "analytics/relay-totals",
    summary: "How many relays the active pools list, and how many distinct endpoints",
    cacheSeconds: RELAY_STATS_CACHE_SECONDS,
    response: schema.RelayTotals,
    answer: (api) => api.getRelayTotals(),
  }),
  resource({
    id: "address",
    path: "addresses/:address",
    summary: "A payment or stake address's figures, with the first page of its unspent outputs and history",
    params: { address: ANY_ADDRESS },
    response: schema.AddressDetail,
    answer: async (api, { address }) => {
      const first = { offset: 0 };
      const [figures, utxos, history] = await Promise.all([
        api.getAddress(address.address),
        address.kind === "payment" ? api.listAddressUtxos(address.address, { ...first, limit: ADDRESS_UTXOS_PAGE_SIZE }) : [],
        api.listAddressTransactions(address.address, { ...first, limit: ADDRESS_TRANSACTIONS_PAGE_SIZE }),
      ]);
      return { ...figures, utxos, transactions: history.transactions };
    },
  }),
  resource({
    id: "address-transactions",
    path: "addresses/:address/transactions",
    summary: "A payment or stake address's transactions, newest first",
    params: { address: ANY_ADDRESS },
    query: limitOffset(ADDRESS_TRANSACTIONS_PAGE_SIZE),
    example: { query: "limit=2" },
    response: schema.AddressTransactionsPage,
    answer: (api, { address, query }) => api.listAddressTransactions(address.address, query),
  }),
  resource({
    id: "address-utxos",
    path: "addresses/:address/utxos",
    summary: "A payment address's unspent outputs, newest first",
    params: { address: ADDRESS.payment },
    query: limitOffset(ADDRESS_UTXOS_PAGE_SIZE),
    example: { query: "limit=2" },
    response: listOf(schema.AddressUtxo),
    answer: (api, { address, query }) => api.listAddressUtxos(address.address, query),
  }),
  resource({
    id: "address-payment-addresses",
    path: "addresses/:address/payment-addresses",
    summary: "The payment addresses seen with a stake address, most recently active first",
    params: { address: ADDRESS.stake },
    query: limitOffset(STAKE_ADDRESS_LIST_PAGE_SIZE),
    example: { query: "limit=2" },
    response: listOf(schema.PaymentAddressEntry),
    answer: (api, { address, query }) => api.listPaymentAddresses(address.address, query),
  }),
  resource({
    id: "address-rewards",
    path: "addresses/:address/rewards",
    summary: "Every reward of a stake address, newest epoch first",
    params: { address: ADDRESS.stake },
    response: listOf(schema.StakeReward),
    answer: (api, { address }) => api.listStakeAddressRewards(address.address),
  }),
  resource({
    id: "address-delegations",
    path: "addresses/:address/delegations",
    summary: "A stake address's delegation certificates, newest first",
    params: { address: ADDRESS.stake },
    query: limitOffset(STAKE_ADDRESS_LIST_PAGE_SIZE),
    example: { query: "limit=2" },
    response: listOf(schema.StakeDelegation),
    answer: (api, { address, query }) => api.listStakeAddressDelegations(address.address, query),
  }),
  resource({
    id: "address-activity",
    path: "address-activity",
    summary: "The addresses of the newest transactions",
    query: LIMIT_ONLY(RECENT_ADDRESS_ACTIVITY_LIMIT),
    example: { query: "limit=2" },
    response: listOf(schema.RecentAddressActivity),
    answer: (api, { query }) => api.listRecentAddressActivity(query.limit),
  }),
  resource({
    id: "address-tokens",
    path: "addresses/:address/tokens",
    summary: "The tokens a payment address holds (a stake address: its payment addresses together), by quantity or name",
    params: { address: ANY_ADDRESS },
    query: ADDRESS_TOKENS_QUERY,
    example: { query: "limit=2" },
    response: schema.AddressTokensPage,
    answer: (api, { address, query }) => api.listAddressTokens(address.address, query),
  }),
  resource({
    id: "tokens",
    path: "tokens",
    summary: "Native tokens, the most held or the most recently minted first, optionally by name or ticker prefix",
    query: TOKEN_LIST_QUERY,
    example: { query: "limit=2&order=holders" },
    response: schema.TokenListPage,
    answer: (api, { query }) => api.listTokens(query),
  }),
  resource({
    id: "token",
    path: "tokens/:asset",
    summary: "A native token by fingerprint or unit: names, metadata, supply, holders (as Blockfrost's assets/{asset})",
    params: { asset: ASSET_ID },
    missing: "Token Not Found",
    response: schema.Token,
    answer: (api, { asset }) => api.getToken(asset),
  }),
  resource({
    id: "token-holders",
    path: "tokens/:asset/holders",
    summary: "A token's holders, largest first, with their share (as Blockfrost's assets/{asset}/addresses)",
    params: { asset: ASSET_ID },
    query: limitOffset(TOKENS_PAGE_SIZE),
    example: { query: "limit=2" },
    missing: "Token Not Found",
    response: schema.TokenHoldersPage,
    answer: (api, { asset, query }) => api.listTokenHolders(asset, query),
  }),
  resource({
    id: "token-history",
    path: "tokens/:asset/history",
    summary: "A token's mints and burns, newest first (as Blockfrost's assets/{asset}/history)",
    params: { asset: ASSET_ID },
    query: limitOffset(TOKENS_PAGE_SIZE),
    example: { query: "limit=2" },
    missing: "Token Not Found",
    response: schema.TokenHistoryPage,
    answer: (api, { asset, query }) => api.listTokenHistory(asset, query),
  }),
  resource({
    id: "token-transactions",
    path: "tokens/:asset/transactions",
    summary: "The transactions that moved a token, newest first, each with its net quantity of it (as Blockfrost's assets/{asset}/transactions)",
    params: { asset: ASSET_ID },
    query: limitOffset(TOKENS_PAGE_SIZE),
    example: { query: "limit=2" },
    missing: "Token Not Found",
    response: schema.TokenTransactionsPage,
    answer: (api, { asset, query }) => api.listTokenTransactions(asset, query),
  }),
  resource({
    id: "policy",
    path: "policies/:policyId",
    summary: "A minting policy with a page of its tokens and its script (as Blockfrost's assets/policy/{policy})",
    params: { policyId: POLICY_ID },
    query: limitOffset(TOKENS_PAGE_SIZE),
    example: { query: "limit=2" },
    missing: "Policy Not Found",
    response: schema.Policy,
    answer: (api, { policyId, query }) => api.getPolicy(policyId, query),
  }),
  resource({
    id: "calculate-rewards-value",
    path: "calculate-rewards-value",
    method: "post",
    summary: "The USD value of an amount of coins at an epoch's price (mainnet only)",
    networks: { only: ["mainnet"], message: "USD values exist for mainnet only" },
    body: { schema: schema.RewardsValueRequest, parse: parseRewardsValueRequest },
    missing: "Price data not available",
    example: { body: { rewardsAP3X: "1000", epoch: 0, currency: "usd" } },
    response: schema.RewardsValue,
    read: (db, { body }) => calculateRewardsValue(db, body as RewardsValueRequest),
  }),
];

/** The route pattern of a call, as the router reports it to the loader. */
const API_PREFIX = "/api/networks/:network";
export const resourcePattern = (entry: Resource): string => `${API_PREFIX}/${entry.path}`;

const BY_ID = new Map(RESOURCES.map((entry) => [entry.id, entry]));
// The router joins a match's paths without a leading slash ("api/networks/:network/blocks").
const bare = (pattern: string) => pattern.replace(/^\/+/, "");
const BY_PATTERN = new Map(RESOURCES.map((entry) => [bare(resourcePattern(entry)), entry]));

export function resourceById(id: string): Resource {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`no API resource ${id}`);
  return entry;
}

export const resourceByPattern = (pattern: string): Resource | undefined => BY_PATTERN.get(bare(pattern));

type Segment = { literal: string } | { param: string };
const segmentsOf = (pattern: string): Segment[] =>
  pattern.split("/").slice(1).map((segment) => (segment.startsWith(":") ? { param: segment.slice(1) } : { literal: segment }));
const paramCount = (segments: Segment[]) => segments.filter((segment) => "param" in segment).length;
// As the router ranks them: a static segment before a parameter (epochs/current
// before epochs/:epochNumber). Split once: this runs on every call of the API.
const MATCHERS = RESOURCES.map((resource) => ({ resource, segments: segmentsOf(resourcePattern(resource)) })).sort(
  (a, b) => paramCount(a.segments) - paramCount(b.segments),
);

/**
 * The call a URL path names, with its parameters decoded as the router hands
 * them to a loader (literal segments, like the router's, in any case); null for
 * any other path, and for a parameter that does not decode (the router's own
 * 400 answers that).
 */
export function matchResource(pathname: string): { resource: Resource; params: Record<string, string> } | null {
  const parts = pathname.replace(/(.)\/$/, "$1").split("/").slice(1);
  for (const { resource, segments } of MATCHERS) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = parts[i] ?? "";
      if ("literal" in segment) return segment.literal === part.toLowerCase();
      params[segment.param] = part;
      return part !== "";
    });
    if (!matches) continue;
    try {
      for (const [name, value] of Object.entries(params)) params[name] = decodeURIComponent(value);
      return { resource, params };
    } catch {
      return null;
    }
  }
  return null;
}

/** A call's path with its parameters filled in (each encoded). */
export function resourcePath(entry: Resource, network: Network, values: Record<string, string>): string {
  const tail = entry.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  return `/api/networks/${network}/${tail}`;
}
