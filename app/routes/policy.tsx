import { data, isRouteErrorResponse, useLocation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { errorPageMeta, linkPreviewTags, policyPreview } from "../lib/navigation/link-preview";
import { pageOffset } from "../lib/pages/paging";
import { parsePolicyId } from "../lib/params/asset-id";
import { parsePage } from "../lib/params/paging";
import { parsedOr } from "../lib/params/param-error";
import { TOKENS_PAGE_SIZE } from "../lib/domain";
import { resolveNetwork } from "../session.server";
import { ErrorPage } from "../ui/shell/error-page";
import { PolicyView } from "../ui/tokens/policy-view";
import { TokenNotFound } from "../ui/tokens/token-not-found";
import type { Route } from "./+types/policy";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  const notFound = () => data({ network, id: params.policyId }, { status: 404 });
  const policyId = parsedOr(() => parsePolicyId(params.policyId), notFound);
  const page = parsedOr(() => parsePage(new URL(request.url).searchParams));
  const policy = await explorerApi(network).getPolicy(policyId, { limit: TOKENS_PAGE_SIZE, offset: pageOffset(page, TOKENS_PAGE_SIZE) });
  if (!policy) throw notFound();
  return { network, policy, page };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Policy Not Found · Prime Explorer");
  return linkPreviewTags(policyPreview(loaderData.policy, loaderData.network));
}

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return <PolicyView {...loaderData} search={search} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <TokenNotFound details={error.data} policy />;
  return <ErrorPage error={error} />;
}
