import { useLocation } from "react-router";
import { rewardsCsvHref, rewardUsdValue } from "../../lib/address-page";
import { ADDRESS_PAGE_PARAMS, REWARDS_SIZE_PARAM } from "../../lib/params/address-page";
import { rewardsCsvFileName } from "../../lib/address-csv";
import { REWARDS_PAGE_SIZES, type StakeReward } from "../../lib/domain";
import { NOT_AVAILABLE } from "../../lib/format";
import { hasNextPage } from "../../lib/paging";
import type { Network } from "../../lib/network";
import { rewardTypeLabel } from "../../lib/reward-types";
import { Amount } from "../amount";
import { Badge } from "../badge";
import { PoolLabel } from "../blocks/pool-label";
import { Card } from "../card";
import { DataTable, type Column } from "../data-table";
import { EntityLink } from "../entity-link";
import { PageSizeForm } from "../page-size-form";
import { PagedEmpty } from "../paged-empty";
import { Pager } from "../pager";
import { UsdFootnote } from "../table-note";
import { Timestamp } from "../timestamp";
import { RewardsExportLink } from "./rewards-export-link";
import * as styles from "./addresses.css";

const NO_REWARDS = "No rewards yet";

/**
 * spec §2 Rewards History: epoch, its end (UTC), its type (Leader, Member…), pool,
 * reward and, on mainnet only, its USD value at the epoch's price (N/A without
 * one) with the prices' footnote.
 */
export function RewardsHistoryCard({
  address,
  network,
  rewards,
  total,
  page,
  size,
}: {
  address: string;
  network: Network;
  rewards: ReadonlyArray<StakeReward>;
  total: number;
  page: number;
  size: number;
}) {
  const { search } = useLocation();
  const columns: Column<StakeReward>[] = [
    { key: "epoch", header: "Epoch", cell: (r) => <EntityLink kind="epoch" id={r.epochNumber} /> },
    {
      key: "end",
      header: "Date (UTC)",
      className: styles.nowrap,
      cell: (r) => (r.epochEnd ? <Timestamp value={r.epochEnd} layout="split" /> : <span className={styles.muted}>{NOT_AVAILABLE}</span>),
    },
    {
      key: "type",
      header: "Type",
      cell: (r) => (
        <Badge variant={r.rewardType === "leader" ? "info" : "default"}>
          <span data-reward-type={r.rewardType}>{rewardTypeLabel(r.rewardType)}</span>
        </Badge>
      ),
    },
    { key: "pool", header: "Pool", cell: (r) => <PoolLabel name={r.poolName} ticker={r.poolTicker} poolId={r.poolId} /> },
    { key: "reward", header: "Reward", align: "end", cell: (r) => <Amount dfm={r.rewardAmount} network={network} /> },
  ];
  if (network === "mainnet") {
    columns.push({
      key: "usd",
      header: "USD Value",
      align: "end",
      cell: (r) => {
        const value = rewardUsdValue(r.rewardAmount, r.usdPrice);
        return value === null ? <span className={styles.muted}>{NOT_AVAILABLE}</span> : value;
      },
    });
  }
  return (
    <Card
      title="Rewards History"
      actions={
        <>
          <PageSizeForm id="rewards-size" sizeParam={REWARDS_SIZE_PARAM} pageParam={ADDRESS_PAGE_PARAMS.rewards} size={size} sizes={REWARDS_PAGE_SIZES} />
          <RewardsExportLink href={rewardsCsvHref(address, network)} fileName={rewardsCsvFileName(address, network)} />
        </>
      }
    >
      <DataTable caption="Rewards History" captionHidden columns={columns} rows={rewards} rowKey={(r) => `${r.epochNumber}-${r.rewardType}-${r.poolId ?? ""}-${r.rewardAmount}`} empty={<PagedEmpty page={page} total={total} pageSize={size} empty={NO_REWARDS} search={search} param={ADDRESS_PAGE_PARAMS.rewards} />} />
      {rewards.length > 0 ? <UsdFootnote network={network} /> : null}
      <Pager
        page={page}
        hasNext={hasNextPage(page, size, rewards.length, total)}
        search={search}
        param={ADDRESS_PAGE_PARAMS.rewards}
        label="Rewards History pages"
        preventScrollReset
        total={{ count: total, pageSize: size, shown: rewards.length }}
      />
    </Card>
  );
}
