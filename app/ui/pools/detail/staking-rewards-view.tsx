import type { PoolStakingRewardsEntry, StakePool } from "../../../lib/domain";
import { formatInteger, NOT_AVAILABLE, visibleTextOrNull } from "../../../lib/formats/format";
import { entityHref } from "../../../lib/navigation/hrefs";
import { unitsFor, type Network } from "../../../lib/navigation/network";
import { formatRewardAmount, operatorPercent, stakingRewardsTotals } from "../../../lib/pools/pool-detail";
import { Card } from "../../page/card";
import { DataTable, type Column } from "../../tables/data-table";
import { EntityLink } from "../../links/entity-link";
import { PageHeader } from "../../page/page-header";
import { StatCard } from "../../page/stat-card";
import * as layout from "../../layout.css";
import * as styles from "./stakepool.css";

const STAKING_REWARDS_ERROR = "Unable to load staking rewards";
const STAKING_REWARDS_EMPTY = "No staking rewards data available for this pool.";
const BREAKDOWN = "Epoch-by-Epoch Rewards Breakdown";
const TITLE_ID_SHOWN = 16;

/** In table cells the amount stays on one line; in a stat card it may wrap (`wrap`). */
function Reward({ dfm, network, wrap = false }: { dfm: string; network: Network; wrap?: boolean }) {
  return <span className={wrap ? styles.statAmount : styles.nowrap}>{`${formatRewardAmount(dfm)} ${unitsFor(network).coin}`}</span>;
}

/** spec §2 Staking Rewards page: back link, title (ticker, name, shortened id), totals, the per-epoch breakdown. */
export function StakingRewardsView({
  network,
  pool,
  rewards,
}: {
  network: Network;
  pool: Pick<StakePool, "poolId" | "ticker" | "name" | "blocksLifetime">;
  /** null: the rewards could not be read. */
  rewards: PoolStakingRewardsEntry[] | null;
}) {
  const ticker = visibleTextOrNull(pool.ticker);
  const name = visibleTextOrNull(pool.name);
  const totals = rewards ? stakingRewardsTotals(rewards) : null;
  const columns: Column<PoolStakingRewardsEntry>[] = [
    { key: "epoch", header: "Epoch", cell: (r) => <EntityLink kind="epoch" id={r.epochNumber} /> },
    { key: "blocks", header: "Blocks Made", align: "end", cell: (r) => formatInteger(r.blocksMade) },
    { key: "stake", header: "Pool Stake", align: "end", cell: (r) => <Reward dfm={r.poolStake} network={network} /> },
    { key: "delegators", header: "Delegator Rewards", align: "end", cell: (r) => <Reward dfm={r.delegatorRewards} network={network} /> },
    { key: "operator", header: "Operator Rewards", align: "end", cell: (r) => <Reward dfm={r.operatorRewards} network={network} /> },
    { key: "total", header: "Total", align: "end", cell: (r) => <Reward dfm={r.totalEpochRewards} network={network} /> },
    { key: "share", header: "Operator %", align: "end", cell: (r) => operatorPercent(r) },
  ];
  return (
    <>
      <PageHeader
        back={{ to: entityHref("pool", pool.poolId), label: "Back to Pool" }}
        network={network}
        title={
          <span className={styles.titleRow}>
            <span>Staking Rewards</span>
            {ticker ? <bdi className={styles.ticker}>{ticker}</bdi> : null}
            {name ? (
              <bdi className={styles.titleText} data-testid="pool-name">
                {name}
              </bdi>
            ) : null}
          </span>
        }
      >
        <p className={styles.idRow}>
          <EntityLink kind="pool" id={pool.poolId} truncate={TITLE_ID_SHOWN} copy className={styles.poolId} testId="pool-id" />
        </p>
      </PageHeader>
      <div className={layout.stack}>
        {totals === null ? (
          <Card>
            <p role="alert" className={styles.errorText} data-testid="staking-rewards-error">
              {STAKING_REWARDS_ERROR}
            </p>
          </Card>
        ) : (
          <>
            <div className={layout.statGrid} data-testid="staking-rewards-totals">
              <StatCard title="Total Rewards" value={<span data-testid="total-rewards"><Reward dfm={totals.totalRewards} network={network} wrap /></span>} />
              <StatCard
                title="Total Blocks"
                value={<span data-testid="total-blocks">{formatInteger(totals.totalBlocks)}</span>}
                hint={
                  <span data-testid="total-blocks-hint">
                    Blocks of the epochs with rewards so far. Lifetime Blocks: {formatInteger(pool.blocksLifetime)}, with the epochs whose
                    rewards are not paid yet.
                  </span>
                }
              />
              <StatCard title="Epochs" value={<span data-testid="total-epochs">{formatInteger(totals.epochs)}</span>} />
              <StatCard
                title="Avg per Epoch"
                value={
                  <span data-testid="avg-per-epoch">
                    {totals.avgPerEpoch === null ? NOT_AVAILABLE : <Reward dfm={totals.avgPerEpoch} network={network} wrap />}
                  </span>
                }
              />
            </div>
            <Card title={BREAKDOWN}>
              <div data-testid="staking-rewards">
                <DataTable
                  caption={BREAKDOWN}
                  captionHidden
                  columns={columns}
                  rows={rewards ?? []}
                  rowKey={(r) => String(r.epochNumber)}
                  empty={<span data-testid="staking-rewards-empty">{STAKING_REWARDS_EMPTY}</span>}
                  className={styles.rewardsTable}
                />
              </div>
            </Card>
          </>
        )}
      </div>
    </>
  );
}

