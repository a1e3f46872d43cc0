import { data, isRouteErrorResponse, redirect, useLocation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { entityHref } from "../lib/navigation/hrefs";
import { errorPageMeta, linkPreviewTags, tokenPreview } from "../lib/navigation/link-preview";
import { pageOffset } from "../lib/pages/paging";
import { parseAssetId } from "../lib/params/asset-id";
import { parsedOr } from "../lib/params/param-error";
import { parseTokenPageQuery } from "../lib/params/token-pages";
import { TOKENS_PAGE_SIZE } from "../lib/domain";
import { SHOW_IMAGE_PARAM, SHOW_IMAGE_VALUE } from "../lib/tokens/token-links";
import { resolveNetwork } from "../session.server";
import { ErrorPage } from "../ui/shell/error-page";
import { TokenNotFound } from "../ui/tokens/token-not-found";
import { TokenView } from "../ui/tokens/token-view";
import type { Route } from "./+types/token";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.id }, { status: 404 });
  // A malformed id names no token: the same 404 as an unknown one, before any query.
  const id = parsedOr(() => parseAssetId(params.id), notFound);
  const url = new URL(request.url);
  const pages = parsedOr(() => parseTokenPageQuery(url.searchParams));
  const api = explorerApi(network);
  const [token, holders, history, transactions] = await Promise.all([
    api.getToken(id),
    api.listTokenHolders(id, { limit: TOKENS_PAGE_SIZE, offset: pageOffset(pages.holders, TOKENS_PAGE_SIZE) }),
    api.listTokenHistory(id, { limit: TOKENS_PAGE_SIZE, offset: pageOffset(pages.history, TOKENS_PAGE_SIZE) }),
    api.listTokenTransactions(id, { limit: TOKENS_PAGE_SIZE, offset: pageOffset(pages.transactions, TOKENS_PAGE_SIZE) }),
  ]);
  if (!token || !holders || !history || !transactions) throw notFound();
  // One URL a token: its unit (or an upper-case fingerprint) opens the fingerprint's page, with the same query.
  if (params.id !== token.fingerprint) throw redirect(`${entityHref("token", token.fingerprint)}${url.search}`, 301);
  return { network, token, holders, history, transactions, pages, showImage: url.searchParams.get(SHOW_IMAGE_PARAM) === SHOW_IMAGE_VALUE };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Token Not Found · Prime Explorer");
  return linkPreviewTags(tokenPreview(loaderData.token, loaderData.network));
}

export default function TokenPage({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  return <TokenView {...loaderData} pathname={pathname} search={search} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <TokenNotFound details={error.data} />;
  return <ErrorPage error={error} />;
}
