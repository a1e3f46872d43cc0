import { getChainTip } from "../data/chain-tip.server";
import { listRecentAddressActivity } from "../data/addresses/activity.server";
import { listAddressUtxos } from "../data/addresses/utxos.server";
import { exportAddressTransactions, getAddress, listAddressTransactions, listPaymentAddresses } from "../data/addresses/addresses.server";
import { getBlock, listBlockRows, listBlocks } from "../data/blocks/blocks.server";
import { listEpochBlocks } from "../data/epochs/blocks.server";
import { getEpoch, getEpochStats, listEpochs } from "../data/epochs/epochs.server";
import { getCurrentEpoch, getNetworkStats } from "../data/analytics/network-stats.server";
import { listStakePoolDelegations } from "../data/pools/delegations.server";
import { exportStakePoolBlocks, listStakePoolBlocks } from "../data/pools/blocks.server";
import { getStakePoolHistory, getStakePoolRewards, getStakePoolRewardsHistory } from "../data/pools/history.server";
import {
  cachedPoolLabelIndex,
  poolLabelOf,
  poolLookAlikes,
  producerLookAlike,
  searchResultsWithLookAlikes,
  withLookAlikes,
  withProducerLookAlikes,
} from "../data/pools/labels.server";
import { getEpochProtocolParameters, getProtocolParameters } from "../data/epochs/protocol-parameters.server";
import { listProtocolVersions } from "../data/analytics/protocol-versions.server";
import type { Queryable } from "../db/queryable.server";
import {
  cachedRelaySet,
  getRelayTotals,
  listGeographicDistribution,
  listHostingProviders,
  listRelaysByCountry,
  listRelaysByProvider,
} from "../data/analytics/relay-geography.server";
import { search } from "../data/search/search.server";
import { listStakeAddressDelegations, listStakeAddressRewards } from "../data/addresses/stake-accounts.server";
import { getStakePool } from "../data/pools/detail.server";
import { listStakePools } from "../data/pools/list.server";
import { getTransaction, listTransactions } from "../data/transactions/transactions.server";
import { getPolicy, getToken, listAddressTokens, listTokenHistory, listTokenHolders, listTokens, listTokenTransactions, searchTokens } from "../data/tokens/tokens.server";
import type { Network } from "../lib/navigation/network";
import type { RelayNode } from "../lib/domain";
import type { ExplorerApi } from "./contract";
import { resourceById } from "./resources";
import { DataSourceUnavailableError, type OnUnavailable, rethrowUnavailable } from "../lib/errors/data-source-unavailable";

// The contract answered from the chain database (app/data): every call of spec §7.

/**
 * `db` throws an unavailable database as it is: some answers are shared by the
 * whole process (the pool labels, the relay set, an epoch's figures) and read
 * for whoever asks first, a page, a section or a JSON call; each caller gets
 * the failure through its own `onUnavailable` here, at the end of its call.
 */
export function inProcessTransport(network: Network, db: Queryable, onUnavailable: OnUnavailable = rethrowUnavailable): ExplorerApi {
  return handingUnavailableTo(onUnavailable, chainCalls(network, db));
}

function chainCalls(network: Network, db: Queryable): ExplorerApi {
  const relaysWithLookAlikes = async (relays: RelayNode[]): Promise<RelayNode[]> => {
    const index = await cachedPoolLabelIndex(db);
    return relays.map((relay) => ({ ...relay, lookAlike: producerLookAlike(index, relay.pool_id) }));
  };
  return {
    network,
    getChainTip: () => getChainTip(db),
    getNetworkStats: () => getNetworkStats(db),
    getCurrentEpoch: () => getCurrentEpoch(db),
    // Every row that names a pool carries its look-alike warning, as the pool list does.
    listBlocks: async (page) => withProducerLookAlikes(await cachedPoolLabelIndex(db), await listBlocks(db, page)),
    // The lists' lean read: never waits for the label index; its pages add the warnings from listPoolLookAlikes.
    listBlockRows: (page) => listBlockRows(db, page),
    getBlock: async (id, transactions) => {
      const block = await getBlock(db, id, transactions);
      return block && { ...block, poolLookAlike: producerLookAlike(await cachedPoolLabelIndex(db), block.poolId) };
    },
    listTransactions: (page) => listTransactions(db, page),
    getTransaction: (hash) => getTransaction(db, hash),
    search: async (query) => {
      const results = await search(db, query);
      if (!results.some((result) => result.type === "stakepool")) return results;
      return searchResultsWithLookAlikes(await cachedPoolLabelIndex(db), results);
    },
    // Kept per process until the epoch boundary moves (app/data/epochs/cache.server.ts).
    getProtocolParameters: () => getProtocolParameters(db),
    listStakePools: async (query) => {
      const [pools, labels] = await Promise.all([listStakePools(db, query), cachedPoolLabelIndex(db)]);
      return withLookAlikes(labels, pools);
    },
    getStakePool: async (poolId) => {
      const [pool, labels] = await Promise.all([getStakePool(db, poolId), cachedPoolLabelIndex(db)]);
      return pool && withLookAlikes(labels, [pool])[0]!;
    },
    getStakePoolLabel: async (poolId) => poolLabelOf(await cachedPoolLabelIndex(db), poolId),
    listPoolLookAlikes: async () => poolLookAlikes(await cachedPoolLabelIndex(db)),
    getStakePoolHistory: (poolId) => getStakePoolHistory(db, poolId),
    getStakePoolRewardsHistory: (poolId) => getStakePoolRewardsHistory(db, poolId, { withPrices: network === "mainnet" }),
    listStakePoolDelegations: (poolId, page) => listStakePoolDelegations(db, poolId, page),
    listStakePoolBlocks: (poolId, page) => listStakePoolBlocks(db, poolId, page),
    getStakePoolRewards: (poolId) => getStakePoolRewards(db, poolId),
    exportStakePoolBlocks: (poolId) => exportStakePoolBlocks(db, poolId),
    listEpochs: (page) => listEpochs(db, page),
    getEpoch: (epochNumber) => getEpoch(db, epochNumber),
    getEpochStats: (epochNumber) => getEpochStats(db, epochNumber),
    listEpochBlocks: async (epochNumber, page) => {
      const blocks = await listEpochBlocks(db, epochNumber, page);
      return blocks && withProducerLookAlikes(await cachedPoolLabelIndex(db), blocks);
    },
    getEpochProtocolParameters: (epoch) => getEpochProtocolParameters(db, epoch),
    getAddress: (address) => getAddress(db, address),
    listAddressTransactions: (address, page) => listAddressTransactions(db, address, page),
    exportAddressTransactions: (address) => exportAddressTransactions(db, address),
    listAddressUtxos: (address, page) => listAddressUtxos(db, address, page),
    listPaymentAddresses: (stakeAddress, page) => listPaymentAddresses(db, stakeAddress, page),
    listStakeAddressRewards: (stakeAddress) => listStakeAddressRewards(db, stakeAddress, { withPrices: network === "mainnet" }),
    listStakeAddressDelegations: (stakeAddress, page) => listStakeAddressDelegations(db, stakeAddress, page),
    listRecentAddressActivity: (limit) => listRecentAddressActivity(db, limit),
    listProtocolVersions: () => listProtocolVersions(db),
    listGeographicDistribution: async () => listGeographicDistribution(await cachedRelaySet(db)),
    listHostingProviders: async () => listHostingProviders(await cachedRelaySet(db)),
    listRelaysByCountry: async (country) => relaysWithLookAlikes(listRelaysByCountry(await cachedRelaySet(db), country)),
    listRelaysByProvider: async (provider) => relaysWithLookAlikes(listRelaysByProvider(await cachedRelaySet(db), provider)),
    getRelayTotals: async () => getRelayTotals(await cachedRelaySet(db)),
    getToken: (id) => getToken(db, id),
    listTokenHolders: (id, page) => listTokenHolders(db, id, page),
    listTokenHistory: (id, page) => listTokenHistory(db, id, page),
    listTokenTransactions: (id, page) => listTokenTransactions(db, id, page),
    getPolicy: (policyId, page) => getPolicy(db, policyId, page),
    listTokens: (query) => listTokens(db, query),
    listAddressTokens: (address, query) => listAddressTokens(db, address, query),
    searchTokens: (q, limit) => searchTokens(db, q, limit),
    readResource: async (id, input) => {
      const { read, networks } = resourceById(id);
      if (!read) throw new Error(`${id} is answered by a named call of the contract`);
      // A call for some networks only (prices: mainnet's) answers nothing on the others.
      if (networks && !networks.only.includes(network)) return null;
      return read(db, input as never);
    },
  };
}

/** Every call of `api`, with an unavailable source its answer (or its batches) meets given to `onUnavailable`. */
function handingUnavailableTo(onUnavailable: OnUnavailable, api: ExplorerApi): ExplorerApi {
  const handOver = (error: unknown): never => {
    if (error instanceof DataSourceUnavailableError) onUnavailable(error);
    throw error;
  };
  async function* batches<T>(source: AsyncIterable<T>): AsyncIterable<T> {
    try {
      yield* source;
    } catch (error) {
      handOver(error);
    }
  }
  const calls = Object.entries(api).map(([name, member]) => [
    name,
    typeof member !== "function"
      ? member
      : (...args: unknown[]) => {
          const answer: unknown = member(...args);
          if (answer instanceof Promise) return answer.catch(handOver);
          return answer !== null && typeof answer === "object" && Symbol.asyncIterator in answer ? batches(answer as AsyncIterable<unknown>) : answer;
        },
  ]);
  return Object.fromEntries(calls) as ExplorerApi;
}
