import { useLocation } from "react-router";
import { rewardsCsvHref, rewardUsdValue } from "../../lib/addresses/address-page";
import { ADDRESS_PAGE_PARAMS, REWARDS_SIZE_PARAM } from "../../lib/params/address-page";
import { rewardsCsvFileName } from "../../lib/csv/address-csv";
import { REWARDS_PAGE_SIZES, type StakeReward } from "../../lib/domain";
import { NOT_AVAILABLE } from "../../lib/formats/format";
import type { Network } from "../../lib/navigation/network";
import { rewardTypeLabel } from "../../lib/pools/reward-types";
import { Amount } from "../values/amount";
import { Badge } from "../values/badge";
import { PoolLabel } from "../blocks/pool-label";
import { Card } from "../page/card";
import type { Column } from "../tables/data-table";
import { PagedTable } from "../tables/paged-table";
import { EntityLink } from "../links/entity-link";
import { PageSizeForm } from "../tables/page-size-form";
import { UsdFootnote } from "../tables/table-note";
import { Timestamp } from "../values/timestamp";
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
      <PagedTable
        caption="Rewards History"
        columns={columns}
        rows={rewards}
        rowKey={(r) => `${r.epochNumber}-${r.rewardType}-${r.poolId ?? ""}-${r.rewardAmount}`}
        empty={NO_REWARDS}
        note={rewards.length > 0 ? <UsdFootnote network={network} /> : null}
        paging={{ page, pageSize: size, total, search, param: ADDRESS_PAGE_PARAMS.rewards, label: "Rewards History pages" }}
      />
    </Card>
  );
}
