import { DataSourceUnavailableError, type OnUnavailable, rethrowUnavailable } from "../lib/errors/data-source-unavailable";
import type { Network } from "../lib/navigation/network";
import { NotFoundError } from "../lib/errors/not-found";
import {
  type Address,
  type AddressTokensPage,
  type AddressTransactionsPage,
  type Block,
  MAX_LIST_LIMIT,
  type PoolBlock,
  type RelayTotals,
  type StakePool,
  type TokenListPage,
} from "../lib/domain";
import { blockListRow } from "../lib/pages/list-rows";
import type { ExplorerApi } from "./contract";
import { ASSET_ID, BLOCK_ID, EPOCH_NUMBER, HASH, POLICY_ID, POOL_ID } from "./resource-params";
import { resourceById, resourcePath } from "./resources";

// The contract over HTTP (UPSTREAM_API_URL): an explorer API of the spec §7
// shape — our own JSON routes, or another deployment's — called by the paths
// and query dialects of the resource table (resources.ts). A 404 is "not there"
// (null). An upstream that cannot be reached, does not answer within the time
// limit or answers 502/503/504 is a DataSourceUnavailableError (handed to
// `onUnavailable`); any other non-OK status is an ordinary error (a 500 here).
export function httpTransport(
  baseUrl: string,
  network: Network,
  timeoutMs: number,
  onUnavailable: OnUnavailable = rethrowUnavailable,
): ExplorerApi {
  /**
   * One call of the resource table, its path filled from `values` and its query
   * written by its own dialect. The answer is checked against the call's schema:
   * an upstream that answers something else is as good as down (a 503), never
   * data a page would render wrongly.
   */
  async function call<T>(id: string, values: Record<string, string> = {}, query: object = {}, body?: unknown): Promise<T | null> {
    const resource = resourceById(id);
    const path = resourcePath(resource, network, values);
    const search = new URLSearchParams(Object.entries(resource.query.format(query)).map(([k, v]) => [k, String(v)])).toString();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}${search ? `?${search}` : ""}`, {
        method: resource.method.toUpperCase(),
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // fetch rejects only when no answer came: refused, reset, DNS, or the time limit.
      return onUnavailable(new DataSourceUnavailableError(`upstream API unreachable: ${path}`, { cause: error, sourceDown: true }));
    }
    if (response.status === 404) return null;
    if (UNAVAILABLE_STATUSES.has(response.status)) {
      await response.body?.cancel();
      return onUnavailable(new DataSourceUnavailableError(`upstream API answered ${response.status}: ${path}`));
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new Error(`upstream API answered ${response.status}: ${text.slice(0, 200)}`);
    }
    const answer = resource.response.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) {
      return onUnavailable(new DataSourceUnavailableError(`upstream API answered a malformed ${resource.id}: ${answer.error.issues[0]?.message ?? ""} at ${path}`));
    }
    return answer.data as T;
  }
  const list = async <T>(id: string, values?: Record<string, string>, query?: object) => (await call<T[]>(id, values, query)) ?? [];
  const pool = (poolId: string) => ({ poolId: POOL_ID.format(poolId) });
  const epoch = (epochNumber: number) => ({ epochNumber: EPOCH_NUMBER.format(epochNumber) });
  const address = (value: string) => ({ address: value });

  return {
    network,
    getChainTip: () => call("tip"),
    getNetworkStats: () => call("stats"),
    getCurrentEpoch: () => call("current-epoch"),
    listBlocks: (page) => list("blocks", {}, page),
    // The upstream has no such call: its blocks, cut down here.
    listBlockRows: async (page) => (await list<Block>("blocks", {}, page)).map(blockListRow),
    getBlock: (id, transactions) => call("block", { id: BLOCK_ID.format(id) }, transactions),
    listTransactions: (page) => list("transactions", {}, page),
    getTransaction: (hash) => call("transaction", { hash: HASH.format(hash) }),
    search: (query) => list("search", {}, { q: query }),
    getProtocolParameters: () => call("protocol-parameters"),
    listStakePools: (query) => list("stakepools", {}, query),
    getStakePool: (poolId) => call("stakepool", pool(poolId)),
    getStakePoolLabel: async (poolId) => {
      const found = await call<StakePool>("stakepool", pool(poolId));
      return found && { poolId: found.poolId, ticker: found.ticker, name: found.name, active: found.active };
    },
    // The JSON API's rows carry their warnings already (Block.poolLookAlike); the lean rows of an upstream have none.
    listPoolLookAlikes: async () => ({}),
    getStakePoolHistory: (poolId) => call("stakepool-history", pool(poolId)),
    getStakePoolRewardsHistory: (poolId) => call("stakepool-rewards-history", pool(poolId)),
    listStakePoolDelegations: (poolId, page) => call("stakepool-delegations", pool(poolId), page),
    listStakePoolBlocks: (poolId, page) => call("stakepool-blocks", pool(poolId), page),
    getStakePoolRewards: (poolId) => call("stakepool-rewards", pool(poolId)),
    async *exportStakePoolBlocks(poolId) {
      // The upstream's pages, newest first, until a short one (spec §4 paging).
      for (let page = 0; ; page++) {
        const blocks = await call<PoolBlock[]>("stakepool-blocks", pool(poolId), { page, limit: MAX_LIST_LIMIT });
        if (blocks === null) throw new NotFoundError("Stake Pool Not Found");
        if (blocks.length > 0) yield blocks;
        if (blocks.length < MAX_LIST_LIMIT) return;
      }
    },
    listEpochs: (page) => list("epochs", {}, page),
    getEpoch: (epochNumber) => call("epoch", epoch(epochNumber)),
    getEpochStats: (epochNumber) => call("epoch-stats", epoch(epochNumber)),
    listEpochBlocks: (epochNumber, page) => call("epoch-blocks", epoch(epochNumber), page),
    getEpochProtocolParameters: (epochNumber) => call("epoch-protocol-parameters", epoch(epochNumber)),
    getAddress: async (value) => present(await call<Address>("address", address(value)), value),
    listAddressTransactions: async (value, page) => present(await call<AddressTransactionsPage>("address-transactions", address(value), page), value),
    async *exportAddressTransactions(value) {
      // The upstream's pages, newest first, turned oldest first: a page at a time
      // from the end, so at most one page is held. Offsets from `end` on (the
      // older transactions) have been sent; the next page is the one just before.
      const history = (page: { limit: number; offset: number }) => call<AddressTransactionsPage>("address-transactions", address(value), page);
      const { pagination } = present(await history({ limit: 1, offset: 0 }), value);
      const total = pagination.total ?? 0;
      for (let end = total; end > 0; end -= MAX_LIST_LIMIT) {
        const limit = Math.min(MAX_LIST_LIMIT, end);
        const page = present(await history({ limit, offset: end - limit }), value);
        yield page.transactions.reverse();
      }
    },
    listAddressUtxos: (value, page) => list("address-utxos", address(value), page),
    listPaymentAddresses: (value, page) => list("address-payment-addresses", address(value), page),
    listStakeAddressRewards: (value) => list("address-rewards", address(value)),
    listStakeAddressDelegations: (value, page) => list("address-delegations", address(value), page),
    listRecentAddressActivity: (limit) => list("address-activity", {}, { limit }),
    listProtocolVersions: () => list("protocol-versions"),
    listGeographicDistribution: () => list("geographic-distribution"),
    listHostingProviders: () => list("hosting-providers"),
    listRelaysByCountry: (country) => list("country-relays", { country }),
    listRelaysByProvider: (provider) => list("provider-relays", { provider }),
    getRelayTotals: () => call<RelayTotals>("relay-totals").then((totals) => totals ?? { relays: 0, relayNodes: 0 }),
    getToken: (id) => call("token", { asset: ASSET_ID.format(id) }),
    listTokenHolders: (id, page) => call("token-holders", { asset: ASSET_ID.format(id) }, page),
    listTokenHistory: (id, page) => call("token-history", { asset: ASSET_ID.format(id) }, page),
    listTokenTransactions: (id, page) => call("token-transactions", { asset: ASSET_ID.format(id) }, page),
    getPolicy: (policyId, page) => call("policy", { policyId: POLICY_ID.format(policyId) }, page),
    listTokens: async (query) => (await call<TokenListPage>("tokens", {}, query)) ?? { tokens: [], total: 0 },
    listAddressTokens: async (value, query) => present(await call<AddressTokensPage>("address-tokens", address(value), query), value),
    // The upstream's token list filtered by the same prefix: its own search call is the general one.
    searchTokens: async (q, limit) => (await call<TokenListPage>("tokens", {}, { page: { limit, offset: 0 }, order: "holders", q }))?.tokens ?? [],
    readResource: (id, input) => {
      const { params } = resourceById(id);
      const values = Object.fromEntries(Object.entries(params).map(([name, rule]) => [name, rule.format(input[name])]));
      return call(id, values, input.query ?? {}, input.body);
    },
  };
}

// An address the route edge accepted is always an answer upstream (txCount 0
// when unseen); a 404 means the upstream reads the address differently.
function present<T>(value: T | null, address: string): T {
  if (value === null) throw new Error(`upstream API does not know the address ${address}`);
  return value;
}

// The upstream's own data source is down (its 503), or a gateway in front of it
// cannot reach it.
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
