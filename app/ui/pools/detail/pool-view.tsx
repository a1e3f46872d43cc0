import { poolBlocksCsvFileName } from "../../../lib/csv/pool-blocks-csv";
import type { PoolDelegationActivity, PoolHistoryEntry, PoolRewardsHistoryEntry, StakePool } from "../../../lib/domain";
import type { Network } from "../../../lib/navigation/network";
import type { PoolPageQuery } from "../../../lib/params/pool-page";
import type { PoolHistoryCharts } from "../../../lib/pools/pool-history-series";
import { LookAlikeWarning } from "../look-alike-warning";
import { DelegationActivityCard } from "./delegation-activity-card";
import { PoolDelegationHistory } from "./delegation-history-table";
import { ParameterHistoryTable } from "./parameter-history-table";
import { PoolBlocksCard, type PoolBlocksResult } from "./pool-blocks-card";
import { PoolHeader } from "./pool-header";
import { PoolHistoryChartsCard } from "./pool-history-charts";
import { PoolMetadata } from "./pool-metadata";
import { PoolStatistics } from "./pool-statistics";
import { PoolSummaryCards } from "./pool-summary-cards";
import { RelayNodesTable } from "./relay-nodes-table";
import { PoolRewardsHistoryCard } from "./rewards-history-card";
import * as layout from "../../layout.css";

export type PoolViewProps = {
  network: Network;
  pool: StakePool;
  query: PoolPageQuery;
  rewards: { rows: PoolRewardsHistoryEntry[]; total: number };
  history: PoolHistoryEntry[];
  charts: PoolHistoryCharts | null;
  delegations: PoolDelegationActivity[];
  blocks: Promise<PoolBlocksResult> | PoolBlocksResult;
};

/** The pool blocks CSV (spec §9 pool-{poolId}-blocks.csv), of the network the page shows. */
function poolBlocksCsv(poolId: string, network: Network): { href: string; fileName: string } {
  return { href: `/stakepools/${encodeURIComponent(poolId)}/blocks.csv?network=${network}`, fileName: poolBlocksCsvFileName(poolId) };
}

/** spec §2 Stake pool detail. */
export function PoolView({ network, pool, query, rewards, history, charts, delegations, blocks }: PoolViewProps) {
  const csv = poolBlocksCsv(pool.poolId, network);
  return (
    <>
      <PoolHeader pool={pool} network={network} warning={<LookAlikeWarning warning={pool.lookAlike} variant="full" />} />
      <div className={layout.stack}>
        <PoolSummaryCards pool={pool} network={network} />
        <div className={layout.twoColumns}>
          <PoolMetadata pool={pool} />
          <PoolStatistics pool={pool} network={network} />
        </div>
        <PoolHistoryChartsCard charts={charts} network={network} />
        <RelayNodesTable relays={pool.relayNodes ?? []} />
        <PoolRewardsHistoryCard rows={rewards.rows} total={rewards.total} page={query.rewardsPage} size={query.rewardsSize} network={network} />
        <PoolDelegationHistory entries={history} network={network} retiringEpoch={pool.retiringEpoch} />
        <ParameterHistoryTable updates={pool.parameterHistory ?? []} network={network} />
        <PoolBlocksCard blocks={blocks} page={query.blocksPage} size={query.blocksSize} total={pool.blocksLifetime} csvHref={csv.href} csvFileName={csv.fileName} network={network} />
        <DelegationActivityCard
          entries={delegations}
          page={query.delegationsPage}
          network={network}
          retiringEpoch={pool.retiringEpoch}
          total={pool.delegationActivityCount ?? null}
        />
      </div>
    </>
  );
}
