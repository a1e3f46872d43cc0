import { data, isRouteErrorResponse, redirect } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { section } from "../api/section.server";
import { parsedOr } from "../lib/params/param-error";
import { parsePoolParam } from "../lib/params/pool-id";
import { resolveNetwork } from "../session.server";
import { ErrorPage } from "../ui/shell/error-page";
import { PoolNotFound } from "../ui/pools/detail/pool-not-found";
import { StakingRewardsView } from "../ui/pools/detail/staking-rewards-view";
import type { Route } from "./+types/stakepool-rewards";
import { errorPageMeta, linkPreviewTags, poolRewardsPreview } from "../lib/navigation/link-preview";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.poolId }, { status: 404 });
  const poolId = parsedOr(() => parsePoolParam(params.poolId), notFound);
  if (poolId !== params.poolId) {
    const url = new URL(request.url);
    throw redirect(`/stakepools/${poolId}/rewards${url.search}`, 301);
  }
  const api = explorerApi(network);
  const [pool, rewards] = await Promise.all([
    api.getStakePool(poolId),
    // Unavailable rewards are the page's own message (spec §8), not the whole page's error.
    section(network, async (source) => (await source.getStakePoolRewards(poolId)) ?? []),
  ]);
  if (!pool) throw notFound();
  return {
    network,
    pool: { poolId: pool.poolId, ticker: pool.ticker, name: pool.name, blocksLifetime: pool.blocksLifetime },
    rewards,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Stake Pool Not Found · Prime Explorer");
  const { pool, network, rewards } = loaderData;
  return linkPreviewTags(poolRewardsPreview(pool, network, rewards));
}

export default function StakingRewards({ loaderData }: Route.ComponentProps) {
  return <StakingRewardsView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PoolNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
