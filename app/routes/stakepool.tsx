import { data, isRouteErrorResponse, redirect } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { POOL_DELEGATION_HISTORY_EPOCHS, POOL_DELEGATIONS_PAGE_SIZE } from "../lib/domain";
import { pageOffset } from "../lib/pages/paging";
import { parsedOr } from "../lib/params/param-error";
import { parsePoolPageQuery } from "../lib/params/pool-page";
import { parsePoolParam } from "../lib/params/pool-id";
import { poolBlockRow } from "../lib/pages/list-rows";
import { keptPoolHistoryCharts } from "../lib/pools/pool-history-series";
import { withinWait } from "../lib/runtime/within-wait";
import { resolveNetwork } from "../session.server";
import { ErrorPage } from "../ui/shell/error-page";
import type { PoolBlocksResult } from "../ui/pools/detail/pool-blocks-card";
import { PoolNotFound } from "../ui/pools/detail/pool-not-found";
import { PoolView } from "../ui/pools/detail/pool-view";
import { ERROR_TEXT } from "../lib/errors/error-kind";
import type { Route } from "./+types/stakepool";
import { errorPageMeta, linkPreviewTags, poolPreview } from "../lib/navigation/link-preview";

/**
 * How long the page waits for the blocks once the rest is read. Within it, the
 * whole page arrives in one piece (a browser without JavaScript cannot reveal
 * streamed parts); a slower read streams behind 'Loading blocks...'.
 */
const BLOCKS_WAIT_MS = 1_500;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.poolId }, { status: 404 });
  const poolId = parsedOr(() => parsePoolParam(params.poolId), notFound);
  const url = new URL(request.url);
  // Links always use the bech32 id: a hex (or upper-case) id is sent to it, on the same path.
  if (poolId !== params.poolId) {
    const path = url.pathname.slice(0, url.pathname.length - encodeURIComponent(params.poolId).length) + poolId;
    throw redirect(`${path}${url.search}`, 301);
  }
  const query = parsedOr(() => parsePoolPageQuery(url.searchParams));
  const api = explorerApi(network);

  // The blocks may fail alone: with their source unavailable the card says
  // 'Error loading blocks' and why, and the rest of the pool still shows.
  const blocks: Promise<PoolBlocksResult> = section(
    network,
    async (source): Promise<PoolBlocksResult> => ({
      ok: true,
      // Only the fields the table shows travel to the browser.
      rows: ((await source.listStakePoolBlocks(poolId, { page: query.blocksPage - 1, limit: query.blocksSize })) ?? []).map(poolBlockRow),
    }),
    { unavailable: { ok: false, error: ERROR_TEXT.databaseTitle } },
  );
  // A bug rejects the blocks, perhaps before anything waits for them (or when the
  // rest fails first and nothing ever will): handled here, so that is no unhandled
  // rejection of the process; the page still gets the error, awaited here or by the page.
  blocks.catch(() => undefined);

  const [pool, rewardsHistory, history, delegations] = await Promise.all([
    api.getStakePool(poolId),
    api.getStakePoolRewardsHistory(poolId),
    api.getStakePoolHistory(poolId),
    api.listStakePoolDelegations(poolId, { page: query.delegationsPage - 1, limit: POOL_DELEGATIONS_PAGE_SIZE }),
  ]);
  if (!pool) throw notFound();

  // Every epoch's rewards arrive (one row an epoch); only the page asked for travels to the browser.
  const rewards = rewardsHistory ?? [];
  const offset = pageOffset(query.rewardsPage, query.rewardsSize);
  return {
    network,
    pool,
    query,
    rewards: { rows: rewards.slice(offset, offset + query.rewardsSize), total: rewards.length },
    history: (history ?? []).slice(0, POOL_DELEGATION_HISTORY_EPOCHS),
    // The charts' points and paths only: the rows they come from stay here.
    charts: await keptPoolHistoryCharts(history ?? [], rewards),
    delegations: delegations ?? [],
    // Late blocks travel as the pending promise: the page streams them in.
    blocks: (await withinWait(blocks, BLOCKS_WAIT_MS)) ?? blocks,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Stake Pool Not Found · Prime Explorer");
  return linkPreviewTags(poolPreview(loaderData.pool, loaderData.network));
}

export default function StakePoolDetail({ loaderData }: Route.ComponentProps) {
  return <PoolView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PoolNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
