import { data, isRouteErrorResponse, useLocation } from "react-router";
import { BLOCK_TRANSACTIONS_PAGE_SIZE } from "../lib/domain";
import { explorerApi } from "../api/explorer-api.server";
import { requestedPage } from "../lib/params/paging";
import { parseBlockId } from "../lib/params/block-id";
import { parsedOr } from "../lib/params/param-error";
import { confirmationStatus, GENESIS } from "../lib/chain/status";
import { resolveNetwork } from "../session.server";
import { BlockNotFound } from "../ui/blocks/block-not-found";
import { BlockView } from "../ui/blocks/block-view";
import { ErrorPage } from "../ui/shell/error-page";
import { useLiveRevalidation } from "../ui/live/use-live-revalidation";
import type { Route } from "./+types/block";
import { blockPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";
import { serverNow } from "../clock.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.id }, { status: 404 });
  // A malformed id (or a height beyond block_no's range) names no block: the same 404 as an unknown one, before any query.
  const id = parsedOr(() => parseBlockId(params.id), notFound);
  const { page, offset } = requestedPage(request, BLOCK_TRANSACTIONS_PAGE_SIZE);
  const api = explorerApi(network);
  const [block, stats] = await Promise.all([
    api.getBlock(id, { limit: BLOCK_TRANSACTIONS_PAGE_SIZE, offset }),
    api.getNetworkStats(),
  ]);
  if (!block) throw notFound();
  // One 'now' for the server render and hydration, so ages agree.
  return { network, block, page, currentBlock: stats?.currentBlock ?? null, now: serverNow() };
}


export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Block Not Found · Prime Explorer");
  return linkPreviewTags(blockPreview(loaderData.block, loaderData.network));
}

export default function BlockDetailPage({ loaderData }: Route.ComponentProps) {
  const { network, block, page, currentBlock, now } = loaderData;
  const { search } = useLocation();
  // Confirmations follow the tip: the stats are read again every 30 s (spec §4).
  useLiveRevalidation();
  // Only the genesis block has no height.
  const status = confirmationStatus(currentBlock, block.height ?? GENESIS);
  return (
    <BlockView
      block={block}
      network={network}
      now={now}
      status={status}
      page={page}
      pageSize={BLOCK_TRANSACTIONS_PAGE_SIZE}
      search={search}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlockNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
