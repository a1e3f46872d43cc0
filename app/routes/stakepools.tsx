import { useLocation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { STAKE_POOLS_PAGE_SIZE } from "../lib/domain";
import { formatInteger } from "../lib/formats/format";
import { requestedPage } from "../lib/params/paging";
import { parsedOr } from "../lib/params/param-error";
import { parseStakePoolQuery } from "../lib/params/pool-list";
import { stakePoolListColumns, stakePoolListRows, stakeSnapshotText } from "../lib/pools/stake-pool-list";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { PagedEmpty } from "../ui/tables/paged-empty";
import { Pager } from "../ui/tables/pager";
import { ErrorPage } from "../ui/shell/error-page";
import { StakePoolStats, stakePoolTotals } from "../ui/pools/stake-pool-stats";
import { NO_STAKE_POOLS, STAKE_POOLS_CAPTION, StakePoolsTable } from "../ui/pools/stake-pools-table";
import * as styles from "../ui/pools/stakepools.css";
import type { Route } from "./+types/stakepools";
import { errorPageMeta, linkPreviewTags, stakePoolsListPreview } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  // A bad sortBy, sortDirection or page is the visitor's typo: 400 before any query.
  const { page, offset } = requestedPage(request, STAKE_POOLS_PAGE_SIZE);
  const { sortBy, sortDirection } = parsedOr(() => parseStakePoolQuery(new URL(request.url).searchParams));
  const api = explorerApi(network);
  const [pools, stats] = await Promise.all([
    api.listStakePools({ limit: STAKE_POOLS_PAGE_SIZE, offset, sortBy, sortDirection }),
    // The cards fall back to sums over the pools while the statistics are unavailable.
    section(network, (source) => source.getNetworkStats()),
  ]);
  // The list shows every registered pool, so the stats' count is its length (unknown from an upstream without it).
  const total = stats?.registeredPools ?? null;
  // Only what the rows show travels to the browser, as columns (app/lib/pools/stake-pool-list.ts).
  return { network, page, sort: { sortBy, sortDirection }, pools: stakePoolListColumns(pools), total, totals: stakePoolTotals(stats, pools) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Stake Pools · Prime Explorer");
  return linkPreviewTags(stakePoolsListPreview(loaderData.network, loaderData.page, loaderData.total));
}

export default function StakePools({ loaderData }: Route.ComponentProps) {
  const { network, page, sort, total, totals } = loaderData;
  const pools = stakePoolListRows(loaderData.pools);
  const location = useLocation();
  return (
    <>
      <PageHeader title="Stake Pools" network={network} />
      <StakePoolStats totals={totals} network={network} />
      <Card title={STAKE_POOLS_CAPTION}>
        {totals.stakeEpoch === null ? null : (
          <p className={styles.note} data-testid="pools-stake-epoch">{`Stake and Delegators: ${stakeSnapshotText(totals.stakeEpoch)}.`}</p>
        )}
        <StakePoolsTable
          pools={pools}
          network={network}
          sort={sort}
          empty={<PagedEmpty page={page} total={total} pageSize={STAKE_POOLS_PAGE_SIZE} empty={NO_STAKE_POOLS} search={location.search} />}
        />
        <div className={styles.footer}>
          <p data-testid="pools-showing">{`Showing ${formatInteger(pools.length)} stake pools`}</p>

          <Pager
            page={page}
            hasNext={pools.length === STAKE_POOLS_PAGE_SIZE}
            search={location.search}
            total={total === null ? null : { count: total, pageSize: STAKE_POOLS_PAGE_SIZE, shown: pools.length }}
          />
        </div>
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
