import { useLocation } from "react-router";
import { explorerApi } from "../api/explorer-api.server";
import { formatInteger } from "../lib/formats/format";
import { errorPageMeta, linkPreviewTags, tokensListPreview } from "../lib/navigation/link-preview";
import { pageOffset } from "../lib/pages/paging";
import { parsedOr } from "../lib/params/param-error";
import { parseTokenListPageQuery } from "../lib/params/token-pages";
import { TOKENS_PAGE_SIZE, type Page, type TokenListOrder, type TokenListPage } from "../lib/domain";
import type { ExplorerApi } from "../api/contract";
import { tokenListFilter } from "../lib/tokens/token-query";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { ErrorPage } from "../ui/shell/error-page";
import { TokenListForm } from "../ui/tokens/token-list-form";
import { NO_TOKENS, TokensTable } from "../ui/tokens/tokens-table";
import type { Route } from "./+types/tokens";

export async function loader({ request }: Route.LoaderArgs) {
  const { network } = resolveNetwork(request);
  // A bad order, page or q is the visitor's typo: 400 before any query.
  const { page, order, q } = parsedOr(() => parseTokenListPageQuery(new URL(request.url).searchParams));
  const list = await tokenList(explorerApi(network), { limit: TOKENS_PAGE_SIZE, offset: pageOffset(page, TOKENS_PAGE_SIZE) }, order, q);
  return { network, page, order, q, list };
}

/** The list the filter asks for: a policy's tokens, the one token an id names, or tokens by name or ticker. */
async function tokenList(api: ExplorerApi, page: Page, order: TokenListOrder, q: string | null): Promise<TokenListPage> {
  const filter = q === null ? null : tokenListFilter(q);
  if (filter?.kind === "policy") {
    const policy = await api.getPolicy(filter.policyId, page);
    return policy === null ? { tokens: [], total: 0 } : { tokens: policy.tokens, total: policy.total };
  }
  if (q !== null && filter?.kind === "token") {
    const tokens = page.offset === 0 ? await api.searchTokens(q, 1) : [];
    return { tokens, total: tokens.length };
  }
  return api.listTokens({ page, order, q });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, "Tokens · Prime Explorer");
  return linkPreviewTags(tokensListPreview(loaderData.network, loaderData.page, loaderData.list.total, loaderData.q));
}

export default function Tokens({ loaderData }: Route.ComponentProps) {
  const { network, page, order, q, list } = loaderData;
  const { search } = useLocation();
  const caption = order === "recent" ? "Most Recently Minted Tokens" : "Most Held Tokens";
  return (
    <>
      <PageHeader title="Tokens" network={network} />
      <Card title={caption}>
        <TokenListForm order={order} q={q} />
        <p data-testid="tokens-total">{`${formatInteger(list.total)} ${list.total === 1 ? "token" : "tokens"}${q === null ? "" : list.total === 1 ? " matches" : " match"}`}</p>
        <TokensTable tokens={list.tokens} caption={caption} empty={NO_TOKENS} paging={{ page, pageSize: TOKENS_PAGE_SIZE, total: list.total, search }} />
      </Card>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
