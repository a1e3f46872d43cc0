import { data, isRouteErrorResponse } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { EPOCH_BLOCKS_PAGE_PARAM, EPOCH_BLOCKS_PAGE_SIZE } from "../lib/domain";
import { pageOffset } from "../lib/pages/paging";
import { parseEpochNumber, parseEpochParam } from "../lib/params/epoch";
import { parsePage } from "../lib/params/paging";
import { parsedOr } from "../lib/params/param-error";
import { resolveNetwork } from "../session.server";
import { EpochNotFound } from "../ui/epochs/epoch-not-found";
import { EpochView } from "../ui/epochs/epoch-view";
import { ErrorPage } from "../ui/shell/error-page";
import type { Route } from "./+types/epoch";
import { epochPreview, errorPageMeta, linkPreviewTags } from "../lib/navigation/link-preview";

// /epochs/{epochNumber} and /{network}/epochs/{epochId} (spec §2 Epoch detail).
export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.epochNumber, backTo: "/epochs" }, { status: 404 });
  // Malformed, negative or too large: no query at all.
  parsedOr(() => parseEpochNumber(params.epochNumber), notFound);
  const blocksPage = parsedOr(() => parsePage(new URL(request.url).searchParams, EPOCH_BLOCKS_PAGE_PARAM));
  const api = explorerApi(network);
  const current = await api.getCurrentEpoch();
  // An epoch after the current one has not started: not found either.
  const epochNumber = parsedOr(() => parseEpochParam(params.epochNumber, current?.epochNumber ?? null), notFound);
  const [epoch, stats, parameters, blocks] = await Promise.all([
    api.getEpoch(epochNumber),
    api.getEpochStats(epochNumber),
    api.getEpochProtocolParameters(epochNumber),
    api.listEpochBlocks(epochNumber, { limit: EPOCH_BLOCKS_PAGE_SIZE, offset: pageOffset(blocksPage, EPOCH_BLOCKS_PAGE_SIZE) }),
  ]);
  if (!epoch) throw notFound();
  return { network, epoch, stats, parameters, blocks: blocks ?? [], blocksPage };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Epoch not found · Prime Explorer");
  return linkPreviewTags(epochPreview(loaderData.epoch, loaderData.network));
}

export default function EpochDetail({ loaderData }: Route.ComponentProps) {
  return <EpochView {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <EpochNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
