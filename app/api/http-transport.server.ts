import { DataSourceUnavailableError, type OnUnavailable, rethrowUnavailable } from "../lib/data-source-unavailable";
import type { Network } from "../lib/network";
import { NotFoundError } from "../lib/not-found";
import { type Address, type AddressTransactionsPage, MAX_LIST_LIMIT, type PoolBlock, type RelayTotals, type StakePool } from "../lib/domain";
import type { ExplorerApi } from "./contract";

// The contract over HTTP (UPSTREAM_API_URL): an explorer API of the spec §7
// shape — our own JSON routes, or another deployment's. A 404 is "not there"
// (null). An upstream that cannot be reached, does not answer within the time
// limit or answers 502/503/504 is a DataSourceUnavailableError (handed to
// `onUnavailable`); any other non-OK status is an ordinary error (a 500 here).
export function httpTransport(
  baseUrl: string,
  network: Network,
  timeoutMs: number,
  onUnavailable: OnUnavailable = rethrowUnavailable,
): ExplorerApi {
  const root = `${baseUrl}/api/networks/${network}`;
  const seg = (value: string | number) => encodeURIComponent(String(value));

  async function request<T>(path: string, query: Record<string, string | number> = {}, init?: RequestInit) {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    let response: Response;
    try {
      response = await fetch(`${root}${path}${search ? `?${search}` : ""}`, {
        ...init,
        headers: { Accept: "application/json", ...(init?.body ? { "Content-Type": "application/json" } : {}) },
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
      const body = await response.text().catch(() => "");
      throw new Error(`upstream API answered ${response.status}: ${body.slice(0, 200)}`);
    }
    return (await response.json()) as T;
  }
  const get = <T>(path: string, query?: Record<string, string | number>) => request<T>(path, query);
  const list = async <T>(path: string, query?: Record<string, string | number>) => (await get<T[]>(path, query)) ?? [];

  return {
    network,
    getNetworkStats: () => get("/stats"),
    getCurrentEpoch: () => get("/epochs/current"),
    listBlocks: (page) => list("/blocks", page),
    getBlock: (id, transactions) => get(`/blocks/${seg(id.kind === "height" ? id.height : id.hash)}`, transactions),
    listTransactions: (page) => list("/transactions", page),
    getTransaction: (hash) => get(`/transactions/${seg(hash)}`),
    search: (query) => list("/search", { q: query }),
    getProtocolParameters: () => get("/protocol-parameters"),
    listStakePools: (query) => list("/stakepools", query),
    getStakePool: (poolId) => get(`/stakepools/${seg(poolId)}`),
    getStakePoolLabel: async (poolId) => {
      const pool = await get<StakePool>(`/stakepools/${seg(poolId)}`);
      return pool && { poolId: pool.poolId, ticker: pool.ticker, name: pool.name, active: pool.active };
    },
    getStakePoolHistory: (poolId) => get(`/stakepools/${seg(poolId)}/history`),
    getStakePoolRewardsHistory: (poolId) => get(`/stakepools/${seg(poolId)}/rewards-history`),
    listStakePoolDelegations: (poolId, page) => get(`/stakepools/${seg(poolId)}/delegations`, page),
    listStakePoolBlocks: (poolId, page) => get(`/stakepools/${seg(poolId)}/blocks`, page),
    getStakePoolRewards: (poolId) => get(`/stakepools/${seg(poolId)}/rewards`),
    async *exportStakePoolBlocks(poolId) {
      // The upstream's pages, newest first, until a short one (spec §4 paging).
      for (let page = 0; ; page++) {
        const blocks = await get<PoolBlock[]>(`/stakepools/${seg(poolId)}/blocks`, { page, limit: MAX_LIST_LIMIT });
        if (blocks === null) throw new NotFoundError("Stake Pool Not Found");
        if (blocks.length > 0) yield blocks;
        if (blocks.length < MAX_LIST_LIMIT) return;
      }
    },
    listEpochs: (page) => list("/epochs", page),
    getEpoch: (epoch) => get(`/epochs/${seg(epoch)}`),
    getEpochStats: (epoch) => get(`/epochs/${seg(epoch)}/stats`),
    listEpochBlocks: (epoch, page) => get(`/epochs/${seg(epoch)}/blocks`, page),
    getEpochProtocolParameters: (epoch) => get(`/epochs/${seg(epoch)}/protocol-parameters`),
    getAddress: async (address) => present(await get<Address>(`/addresses/${seg(address)}`), address),
    listAddressTransactions: async (address, page) =>
      present(await get<AddressTransactionsPage>(`/addresses/${seg(address)}/transactions`, page), address),
    async *exportAddressTransactions(address) {
      // The upstream's pages, newest first, turned oldest first: a page at a time
      // from the end, so at most one page is held. Offsets from `end` on (the
      // older transactions) have been sent; the next page is the one just before.
      const { pagination } = present(await get<AddressTransactionsPage>(`/addresses/${seg(address)}/transactions`, { limit: 1, offset: 0 }), address);
      const total = pagination.total ?? 0;
      for (let end = total; end > 0; end -= MAX_LIST_LIMIT) {
        const limit = Math.min(MAX_LIST_LIMIT, end);
        const page = present(await get<AddressTransactionsPage>(`/addresses/${seg(address)}/transactions`, { limit, offset: end - limit }), address);
        yield page.transactions.reverse();
      }
    },
    listAddressUtxos: (address, page) => list(`/addresses/${seg(address)}/utxos`, page),
    listPaymentAddresses: (address, page) => list(`/addresses/${seg(address)}/payment-addresses`, page),
    listStakeAddressRewards: (address) => list(`/addresses/${seg(address)}/rewards`),
    listStakeAddressDelegations: (address, page) => list(`/addresses/${seg(address)}/delegations`, page),
    listRecentAddressActivity: (limit) => list("/address-activity", { limit }),
    listProtocolVersions: () => list("/analytics/protocol-versions"),
    listGeographicDistribution: () => list("/analytics/geographic-distribution"),
    listHostingProviders: () => list("/analytics/hosting-providers"),
    listRelaysByCountry: (country) => list(`/analytics/geographic-distribution/${seg(country)}/relays`),
    listRelaysByProvider: (provider) => list(`/analytics/hosting-providers/${seg(provider)}/relays`),
    getRelayTotals: () => get<RelayTotals>("/analytics/relay-totals").then((totals) => totals ?? { relays: 0, relayNodes: 0 }),
    calculateRewardsValue: (input) =>
      request("/calculate-rewards-value", {}, { method: "POST", body: JSON.stringify(input) }),
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
