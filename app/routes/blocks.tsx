import { useLocation, useNavigation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { BLOCKS_PAGE_SIZE } from "../lib/domain";
import { requestedPage } from "../lib/params/paging";
import { resolveNetwork } from "../session.server";
import { BlocksTable, RECENT_BLOCKS } from "../ui/blocks/blocks-table";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { PagedEmpty } from "../ui/tables/paged-empty";
import { Pager } from "../ui/tables/pager";
import { ErrorPage } from "../ui/shell/error-page";
import { useNewBlocksBar } from "../ui/live/new-blocks-bar";
import { useLiveRevalidation } from "../ui/live/use-live-revalidation";
import type { Route } from "./+types/blocks";
import { withPoolLookAlikes } from "../lib/pages/list-rows";
import { serverNow } from "../clock.server";
import { blocksListPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const { page, offset } = requestedPage(request, BLOCKS_PAGE_SIZE);
  // The data layer maps the offset to a height range: page 5,000 costs what page 1 costs.
  const api = explorerApi(network);
  const [rows, lookAlikes] = await Promise.all([api.listBlockRows({ limit: BLOCKS_PAGE_SIZE, offset }), api.listPoolLookAlikes()]);
  const blocks = withPoolLookAlikes(rows, lookAlikes);
  // Heights run from 0 to the tip: the page's first height tells the count; past the end, the tip does.
  // Without the tip the pager still works, only without its count.
  const tip = blocks[0] ? blocks[0].height + offset : ((await section(network, (source) => source.getNetworkStats()))?.currentBlock ?? null);
  // One 'now' for the server render and hydration, so ages agree.
  return { network, page, blocks, total: tip === null ? null : tip + 1, now: serverNow() };
}


export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Blocks · Prime Explorer");
  return linkPreviewTags(blocksListPreview(loaderData.network, loaderData.page, loaderData.total));
}

export default function Blocks({ loaderData }: Route.ComponentProps) {
  const { network, page, blocks, total, now } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  // With JavaScript, moving to another page shows the skeleton until its blocks arrive.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  // New blocks never move the rows under the reader: the first page offers them (the bar), the others
  // stay as they are; a rollback or a reset still reads the list again (its rows may be gone).
  useLiveRevalidation({ blocks: false });
  const newBlocks = useNewBlocksBar(page === 1);
  return (
    <>
      <PageHeader title="Blocks" network={network} />
      <Card title={RECENT_BLOCKS} actions={newBlocks}>
        <BlocksTable
          blocks={blocks}
          now={now}
          loading={loading}
          empty={<PagedEmpty page={page} total={total} pageSize={BLOCKS_PAGE_SIZE} empty="No blocks to display" search={location.search} />}
        />
        <Pager
          page={page}
          hasNext={blocks.length === BLOCKS_PAGE_SIZE}
          search={location.search}
          total={total === null ? null : { count: total, pageSize: BLOCKS_PAGE_SIZE, shown: blocks.length }}
        />
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
