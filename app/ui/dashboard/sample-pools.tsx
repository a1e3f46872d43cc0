import { useState } from "react";
import { Link } from "react-router";
import type { StakePool } from "../../lib/domain";
import { formatCompactAp3x, formatInteger, formatPercent, HASH_TRUNCATION, truncateHash, visibleText } from "../../lib/format";
import { entityHref } from "../../lib/hrefs";
import { unitsFor, type Network } from "../../lib/network";
import { Card } from "../card";
import { CopyButton } from "../copy-button";
import { DataTable, type Column } from "../data-table";
import { PoolAvatar } from "../pool-avatar";
import * as styles from "./dashboard.css";

/**
 * Spec §2 Sample Stake Pools: Pool, Ticker, Stake, Delegators, ROA, Blocks (this
 * epoch). The sample is the one of the first render: the 30-second refresh of the
 * page leaves it in place (key the component by network to pick anew).
 */
export function SamplePools({ pools: initial, network }: { pools: StakePool[] | null; network: Network }) {
  const [pools] = useState(initial);
  const { coin } = unitsFor(network);
  const columns: Column<StakePool>[] = [
    { key: "pool", header: "Pool", cell: (pool) => <PoolCell pool={pool} /> },
    {
      key: "ticker",
      header: "Ticker",
      cell: (pool) => <bdi className={styles.ticker}>{pool.ticker === null ? "N/A" : visibleText(pool.ticker)}</bdi>,
    },
    { key: "stake", header: "Stake", align: "end", cell: (pool) => `${formatCompactAp3x(pool.totalStake)} ${coin}` },
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
        <DataTable
          caption="Sample Stake Pools"
          captionHidden
          columns={columns}
          rows={pools}
          rowKey={(pool) => pool.poolId}
          empty="No stake pools to display"
        />
      )}
    </Card>
  );
}

function PoolCell({ pool }: { pool: StakePool }) {
  const href = entityHref("pool", pool.poolId);
  const name = pool.name === null ? null : visibleText(pool.name);
  return (
    <div className={styles.poolCell} data-testid="sample-pool">
      <PoolAvatar poolId={pool.poolId} ticker={pool.ticker} name={pool.name} iconUrl={pool.poolIconUrl ?? pool.extendedIconUrl} />
      <div className={styles.poolText}>
        <Link to={href} className={styles.poolName} title={name ?? pool.poolId} data-testid="pool-link">
          <bdi>{name ?? truncateHash(pool.poolId, HASH_TRUNCATION.dashboardPool)}</bdi>
        </Link>
        <span className={styles.hashLine}>
          <span className={styles.mono} title={pool.poolId} data-testid="pool-id">
            {truncateHash(pool.poolId, HASH_TRUNCATION.dashboardPool)}
          </span>
          <CopyButton value={pool.poolId} label="Copy pool id" />
        </span>
      </div>
    </div>
  );
}
