import { data, redirect } from "react-router";
import { Link } from "../ui/links/page-network";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchResult } from "../lib/domain";
import { explorerApi } from "../api/explorer-api.server";
import { networkLabel, type Network } from "../lib/navigation/network";
import { exactMatch, isUnusedAddress, resultCountText, SEARCH_TEXT, searchResultHref } from "../lib/search/search";
import { classifySearch, isExactLookup } from "../lib/search/search-query";
import { readSearchQuery } from "../lib/params/search";
import { resolveNetwork } from "../session.server";
import { Card } from "../ui/page/card";
import { PageHeader } from "../ui/page/page-header";
import { SearchResultText } from "../ui/search/search-result-text";
import { ErrorPage } from "../ui/shell/error-page";
import * as css from "../ui/search/search.css";
import type { Route } from "./+types/search";
import { linkPreviewTags, STATIC_PREVIEWS } from "../lib/navigation/link-preview";

type Answer =
  | { status: "empty" | "too-short" | "too-long" }
  | { status: "done"; results: SearchResult[] };

// The global search without JavaScript (the header's form submits here), and
// the page Enter opens from the dropdown: one exact match goes straight to its
// page (302), anything else is listed.
export async function loader({ request }: Route.LoaderArgs) {
  const { network, source } = resolveNetwork(request);
  // A network chosen in the URL travels on to the result pages.
  const urlNetwork: Network | null = source === "query" ? network : null;
  const { query, problem } = readSearchQuery(new URL(request.url).searchParams);
  const page = (answer: Answer, status = 200) => data({ network, urlNetwork, query, answer }, { status });

  if (problem !== null) return page({ status: problem }, problem === "empty" ? 200 : 400);

  const results = await explorerApi(network).search(query);
  const match = exactMatch(isExactLookup(classifySearch(query)), results);
  if (match) throw redirect(searchResultHref(match, urlNetwork), 302);
  return page({ status: "done", results });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Search · Prime Explorer" }];
  const { network, query, answer } = loaderData;
  return linkPreviewTags(STATIC_PREVIEWS.search(network, query, answer.status === "done" ? answer.results.length : null));
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { network, urlNetwork, query, answer } = loaderData;
  return (
    <>
      <PageHeader title="Search Results" network={network}>
        {query ? (
          <p className={css.pageNote}>
            Results for <bdi>“{query}”</bdi>
          </p>
        ) : null}
      </PageHeader>
      <Card title={answer.status === "done" && answer.results.length > 0 ? resultCountText(answer.results.length) : undefined}>
        <SearchAnswer answer={answer} network={network} urlNetwork={urlNetwork} />
      </Card>
    </>
  );
}

function SearchAnswer({ answer, network, urlNetwork }: { answer: Answer; network: Network; urlNetwork: Network | null }) {
  switch (answer.status) {
    case "empty":
      return <p className={css.pageNote}>{`${SEARCH_TEXT.tooShort} Use the search box at the top of the page.`}</p>;
    case "too-short":
      return (
        <p className={css.pageNote} data-testid="search-too-short">
          {`A search needs at least ${SEARCH_MIN_LENGTH} characters: a block height, an epoch, a hash, an address, a pool id, ticker or name, a token or a policy.`}
        </p>
      );
    case "too-long":
      return <p className={css.pageNote}>{`A search can have at most ${SEARCH_MAX_LENGTH} characters.`}</p>;
    case "done": {
      if (answer.results.length === 0) return <p data-testid="search-empty">{SEARCH_TEXT.noResults}</p>;
      // Answers of the other network come alone: nothing here had the id (app/api/search-networks.server.ts).
      const elsewhere = answer.results.find((result) => result.network !== undefined)?.network;
      return (
        <>
          {elsewhere ? (
            <p className={css.unusedNote} data-testid="search-other-network">
              {`Nothing on ${networkLabel(network)} has this id; it is on ${networkLabel(elsewhere)}.`}
            </p>
          ) : null}
          {answer.results.some((result) => isUnusedAddress(result) && result.network === undefined) ? (
            <p className={css.unusedNote} data-testid="search-unused-address">
              {`This address is valid, but it has no activity on ${networkLabel(network)}.`}
            </p>
          ) : null}
          <ul className={css.pageList} aria-label="Search results" data-testid="search-results">
            {answer.results.map((result) => (
              <li key={`${result.type}:${result.id}`}>
                <Link to={searchResultHref(result, urlNetwork)} className={css.pageLink}>
                  <SearchResultText result={result} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      );
    }
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
