import { useState } from "react";
import { Link } from "../links/page-network";
import type { StakePool } from "../../lib/domain";
import { formatInteger, formatPercent, HASH_TRUNCATION, NOT_AVAILABLE, visibleTextOrNull } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { stakeSnapshotText } from "../../lib/pools/stake-pool-list";
import { Amount } from "../values/amount";
import { Card } from "../page/card";
import { DataTable, type Column } from "../tables/data-table";
import { PoolIdentity } from "../pools/pool-identity";
import * as styles from "./dashboard.css";

/**
 * Spec §2 Sample Stake Pools: Pool, Ticker, Stake, Delegators, ROA, Blocks (this
 * epoch). The sample is the one of the first render: the 30-second refresh of the
 * page leaves it in place (key the component by network to pick anew).
 */
export function SamplePools({ pools: initial, network }: { pools: StakePool[] | null; network: Network }) {
  const [pools] = useState(initial);
  const columns: Column<StakePool>[] = [
    { key: "pool", header: "Pool", cell: (pool) => <PoolCell pool={pool} /> },
    {
      key: "ticker",
      header: "Ticker",
      cell: (pool) => <bdi className={styles.ticker}>{visibleTextOrNull(pool.ticker) ?? NOT_AVAILABLE}</bdi>,
    },
    { key: "stake", header: "Stake", align: "end", cell: (pool) => <Amount dfm={pool.totalStake} network={network} format="compact" /> },
    { key: "delegators", header: "Delegators", align: "end", cell: (pool) => formatInteger(pool.delegatorCount) },
    { key: "roa", header: "ROA", align: "end", cell: (pool) => (pool.roa === null ? "-" : formatPercent(pool.roa)) },
    { key: "blocks", header: "Blocks", align: "end", cell: (pool) => formatInteger(pool.blocksEpoch) },
  ];
  return (
    <Card
      title="Sample Stake Pools"
      actions={
        <Link to="/stakepools" className={styles.viewAll} aria-label="View All stake pools">
          View All
        </Link>
      }
    >
      {pools === null ? (
        <p className={styles.failureText}>Failed to load stake pools</p>
      ) : (
        <>
          <DataTable
            caption="Sample Stake Pools"
            captionHidden
            columns={columns}
            rows={pools}
            rowKey={(pool) => pool.poolId}
            empty="No stake pools to display"
          />
          {pools[0]?.stakeEpoch == null ? null : (
            <p className={styles.muted} data-testid="sample-stake-epoch">{`Stake and Delegators: ${stakeSnapshotText(pools[0].stakeEpoch)}. Blocks: this epoch.`}</p>
          )}
        </>
      )}
    </Card>
  );
}

function PoolCell({ pool }: { pool: StakePool }) {
  return <PoolIdentity pool={pool} truncate={HASH_TRUNCATION.dashboardPool} testId="sample-pool" />;
}
