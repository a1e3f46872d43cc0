import { listRecentAddressActivity } from "../data/address-activity.server";
import { listAddressUtxos } from "../data/address-utxos.server";
import { exportAddressTransactions, getAddress, listAddressTransactions, listPaymentAddresses } from "../data/addresses.server";
import { getBlock, listBlocks } from "../data/blocks.server";
import { listEpochBlocks } from "../data/epoch-blocks.server";
import { getEpoch, getEpochStats, listEpochs } from "../data/epochs.server";
import { getCurrentEpoch, getNetworkStats } from "../data/network-stats.server";
import { listStakePoolDelegations } from "../data/pool-delegations.server";
import { calculateRewardsValue } from "../data/prices.server";
import { exportStakePoolBlocks, listStakePoolBlocks } from "../data/pool-blocks.server";
import { getStakePoolHistory, getStakePoolRewards, getStakePoolRewardsHistory } from "../data/pool-history.server";
import { cachedPoolLabelIndex, poolLabelOf, searchResultsWithLookAlikes, withLookAlikes } from "../data/pool-labels.server";
import { getEpochProtocolParameters, getProtocolParameters } from "../data/protocol-parameters.server";
import { epochCacheFor } from "../data/epoch-cache.server";
import { listProtocolVersions } from "../data/protocol-versions.server";
import type { Queryable } from "../db/queryable.server";
import {
  cachedRelaySet,
  getRelayTotals,
  listGeographicDistribution,
  listHostingProviders,
  listRelaysByCountry,
  listRelaysByProvider,
} from "../data/relay-geography.server";
import { search } from "../data/search.server";
import { listStakeAddressDelegations, listStakeAddressRewards } from "../data/stake-accounts.server";
import { getStakePool } from "../data/stake-pool-detail.server";
import { listStakePools } from "../data/stake-pools.server";
import { getTransaction, listTransactions } from "../data/transactions.server";
import type { Network } from "../lib/network";
import type { ExplorerApi } from "./contract";

// The contract answered from the chain database (app/data): every call of spec §7.

export function inProcessTransport(network: Network, db: Queryable): ExplorerApi {
  return {
    network,
    getNetworkStats: () => getNetworkStats(db),
    getCurrentEpoch: () => getCurrentEpoch(db),
    listBlocks: (page) => listBlocks(db, page),
    getBlock: (id, transactions) => getBlock(db, id, transactions),
    listTransactions: (page) => listTransactions(db, page),
    getTransaction: (hash) => getTransaction(db, hash),
    search: async (query) => {
      const results = await search(db, query);
      if (!results.some((result) => result.type === "stakepool")) return results;
      return searchResultsWithLookAlikes(await cachedPoolLabelIndex(network, db), results);
    },
    // Kept per process until the epoch boundary moves (epoch-cache.server.ts).
    getProtocolParameters: () => getProtocolParameters(db, epochCacheFor(network)),
    listStakePools: async (query) => {
      const [pools, labels] = await Promise.all([listStakePools(db, query), cachedPoolLabelIndex(network, db)]);
      return withLookAlikes(labels, pools);
    },
    getStakePool: async (poolId) => {
      const [pool, labels] = await Promise.all([getStakePool(db, poolId), cachedPoolLabelIndex(network, db)]);
      return pool && withLookAlikes(labels, [pool])[0]!;
    },
    getStakePoolLabel: async (poolId) => poolLabelOf(await cachedPoolLabelIndex(network, db), poolId),
    getStakePoolHistory: (poolId) => getStakePoolHistory(db, poolId),
    getStakePoolRewardsHistory: (poolId) => getStakePoolRewardsHistory(db, poolId, { withPrices: network === "mainnet" }),
    listStakePoolDelegations: (poolId, page) => listStakePoolDelegations(db, poolId, page),
    listStakePoolBlocks: (poolId, page) => listStakePoolBlocks(db, poolId, page),
    getStakePoolRewards: (poolId) => getStakePoolRewards(db, poolId),
    exportStakePoolBlocks: (poolId) => exportStakePoolBlocks(db, poolId),
    listEpochs: (page) => listEpochs(db, page, { cacheKey: network }),
    getEpoch: (epochNumber) => getEpoch(db, epochNumber, { cacheKey: network }),
    getEpochStats: (epochNumber) => getEpochStats(db, epochNumber, { cacheKey: network }),
    listEpochBlocks: (epochNumber, page) => listEpochBlocks(db, epochNumber, page, { cacheKey: network }),
    getEpochProtocolParameters: (epoch) => getEpochProtocolParameters(db, epoch, epochCacheFor(network)),
    getAddress: (address) => getAddress(db, address),
    listAddressTransactions: (address, page) => listAddressTransactions(db, address, page),
    exportAddressTransactions: (address) => exportAddressTransactions(db, address),
    listAddressUtxos: (address, page) => listAddressUtxos(db, address, page),
    listPaymentAddresses: (stakeAddress, page) => listPaymentAddresses(db, stakeAddress, page),
    listStakeAddressRewards: (stakeAddress) => listStakeAddressRewards(db, stakeAddress, { withPrices: network === "mainnet" }),
    listStakeAddressDelegations: (stakeAddress, page) => listStakeAddressDelegations(db, stakeAddress, page),
    listRecentAddressActivity: (limit) => listRecentAddressActivity(db, limit),
    listProtocolVersions: () => listProtocolVersions(db),
    listGeographicDistribution: async () => listGeographicDistribution(await cachedRelaySet(network, db)),
    listHostingProviders: async () => listHostingProviders(await cachedRelaySet(network, db)),
    listRelaysByCountry: async (country) => listRelaysByCountry(await cachedRelaySet(network, db), country),
    listRelaysByProvider: async (provider) => listRelaysByProvider(await cachedRelaySet(network, db), provider),
    getRelayTotals: async () => getRelayTotals(await cachedRelaySet(network, db)),
    // Prices are mainnet's only (spec §7): every other network answers "no price".
    calculateRewardsValue: async (input) => (network === "mainnet" ? calculateRewardsValue(db, input) : null),
  };
}
