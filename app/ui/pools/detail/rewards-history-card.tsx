import { useLocation, useParams } from "react-router";
import { Link } from "../../links/page-network";
import { REWARDS_PAGE_SIZES, type PoolRewardsHistoryEntry } from "../../../lib/domain";
import { formatInteger, formatUsd, NOT_AVAILABLE } from "../../../lib/formats/format";
import type { Network } from "../../../lib/navigation/network";
import { formatRoa } from "../../../lib/pools/pool-detail";
import { POOL_PAGE_PARAMS } from "../../../lib/params/pool-page";
import { Amount } from "../../values/amount";
import { Card } from "../../page/card";
import type { Column } from "../../tables/data-table";
import { PagedTable } from "../../tables/paged-table";
import { EntityLink } from "../../links/entity-link";
import { Timestamp } from "../../values/timestamp";
import { PageSizeForm } from "../../tables/page-size-form";
import { UsdFootnote } from "../../tables/table-note";
import * as styles from "./stakepool.css";

/**
 * spec §2 Rewards History: epoch with its end (UTC), blocks, active stake, pool
 * fees, delegator rewards, the price of one coin in that epoch (mainnet only, 3
 * decimals as spec §9's per-unit USD; N/A without a price, spec §8) and ROA. Paged 10/20/50/100 through the URL.
 */
export function PoolRewardsHistoryCard({
  rows,
  total,
  page,
  size,
  network,
}: {
  rows: ReadonlyArray<PoolRewardsHistoryEntry>;
  total: number;
  page: number;
  size: number;
  network: Network;
}) {
  const { search } = useLocation();
  // The pool page's own id (the route answers only its bech32 form): its Staking Rewards page.
  const { poolId } = useParams();
  const na = <span className={styles.muted}>{NOT_AVAILABLE}</span>;
  const columns: Column<PoolRewardsHistoryEntry>[] = [
    {
      key: "epoch",
      header: "Epoch",
      className: styles.nowrap,
      cell: (r) => (
        <>
          <EntityLink kind="epoch" id={r.epochNumber} />
          <br />
          {r.epochEnd ? <Timestamp value={r.epochEnd} layout="split" /> : na}
        </>
      ),
    },
    { key: "blocks", header: "Blocks", align: "end", cell: (r) => formatInteger(r.blocksProduced) },
    { key: "stake", header: "Active Stake", align: "end", cell: (r) => <Amount dfm={r.activeStake} network={network} format="compact" /> },
    { key: "fees", header: "Pool Fees", align: "end", cell: (r) => <Amount dfm={r.poolFees} network={network} /> },
    { key: "delegators", header: "Delegator Rewards", align: "end", cell: (r) => <Amount dfm={r.delegatorRewards} network={network} /> },
  ];
  if (network === "mainnet") columns.push({ key: "price", header: "Price (USD)", align: "end", cell: (r) => (r.usdPrice === null ? na : formatUsd(r.usdPrice, 3)) });
  columns.push({ key: "roa", header: "ROA", align: "end", cell: (r) => formatRoa(r.roa) });
  return (
    <Card
      title="Rewards History"
      actions={
        <>
          {poolId ? (
            <Link to={`/stakepools/${encodeURIComponent(poolId)}/rewards`} data-testid="pool-staking-rewards-link">
              Staking Rewards
            </Link>
          ) : null}
          <PageSizeForm
            id="rewards-size"
            sizeParam={POOL_PAGE_PARAMS.rewardsSize}
            pageParam={POOL_PAGE_PARAMS.rewardsPage}
            size={size}
            sizes={REWARDS_PAGE_SIZES}
          />
        </>
      }
    >
      <PagedTable
        testId="pool-rewards-history"
        caption="Rewards History"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.epochNumber)}
        empty="No rewards history yet"
        note={rows.length > 0 ? <UsdFootnote network={network} /> : null}
        paging={{ page, pageSize: size, total, search, param: POOL_PAGE_PARAMS.rewardsPage, label: "Rewards History pages" }}
      />
    </Card>
  );
}
