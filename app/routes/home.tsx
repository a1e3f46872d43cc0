import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { currentEpochNumber, LATEST_ITEMS, samplePools } from "../lib/chain/dashboard";
import { PER_VISIT } from "../lib/http/http-cache";
import { SAMPLE_POOLS_REQUESTED } from "../lib/domain";
import { resolveNetwork } from "../session.server";
import { DashboardStats } from "../ui/dashboard/stat-cards";
import { LatestBlocks } from "../ui/dashboard/latest-blocks";
import { LatestTransactions } from "../ui/dashboard/latest-transactions";
import { SamplePools } from "../ui/dashboard/sample-pools";
import * as styles from "../ui/dashboard/dashboard.css";
import { PageHeader } from "../ui/page/page-header";
import { ErrorPage } from "../ui/shell/error-page";
import { useLiveRevalidation } from "../ui/live/use-live-revalidation";
import type { Route } from "./+types/home";
import { withPoolLookAlikes } from "../lib/pages/list-rows";
import { serverNow } from "../clock.server";
import { dashboardPreview, linkPreviewTags } from "../lib/navigation/link-preview";

// The pool sample is shuffled for each visit (spec §2): this page is never kept or revalidated.
export const handle = PER_VISIT;

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  // Each section answers on its own: an unavailable source empties only its
  // section (spec §8 'Failed to load network statistics' for the stats). The
  // current epoch is the page's own read: without it the epoch cards would show
  // an epoch 0 of our making, so a source that cannot give it makes the
  // dashboard the 503 page, as it does every other page.
  const [stats, epoch, blocks, transactions, pools] = await Promise.all([
    section(network, (api) => api.getNetworkStats()),
    explorerApi(network).getCurrentEpoch(),
    section(network, async (api) => {
      const [rows, lookAlikes] = await Promise.all([api.listBlockRows({ limit: LATEST_ITEMS, offset: 0 }), api.listPoolLookAlikes()]);
      return withPoolLookAlikes(rows, lookAlikes);
    }),
    section(network, (api) => api.listTransactions({ limit: LATEST_ITEMS, offset: 0 })),
    section(network, (api) => api.listStakePools({ limit: SAMPLE_POOLS_REQUESTED, offset: 0, sortBy: "totalStake", sortDirection: "desc" })),
  ]);
  return {
    network,
    now: serverNow(),
    stats,
    epoch,
    blocks,
    transactions,
    // Shuffled here, so the page is the same with or without JavaScript.
    samplePools: pools ? samplePools(pools) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Dashboard · Prime Explorer" }];
  return linkPreviewTags(dashboardPreview(loaderData.network, loaderData.stats));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { network, now, stats, epoch, blocks, transactions } = loaderData;
  useLiveRevalidation();
  return (
    <div className={styles.page}>
      <PageHeader title="Dashboard" network={network} />
      <DashboardStats
        network={network}
        stats={stats}
        epochNumber={currentEpochNumber(blocks?.[0], epoch)}
        epochStartTime={epoch?.startTime ?? null}
        serverNow={now}
      />
      <div className={styles.lists}>
        <LatestBlocks blocks={blocks} now={now} />
        <LatestTransactions transactions={transactions} network={network} now={now} />
      </div>
      <SamplePools key={network} pools={loaderData.samplePools} network={network} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
