import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { SearchResult } from "../../lib/domain";
import type { Network } from "../../lib/navigation/network";
import { isSearchable, SEARCH_DEBOUNCE_MS } from "../../lib/search/search";

type Asked = { network: Network; query: string };

/**
 * The answer of the JSON search route (spec §7) for `text`, fetched by a
 * fetcher once typing pauses, and only for more than 2 characters (spec §5).
 * A newer load cancels the one in flight, and an answer is handed out only
 * for the query and network it was asked for, so a slow old answer can never
 * stand in for the text now in the box.
 */
export function useSearchResults(text: string, network: Network, active: boolean) {
  const fetcher = useFetcher<SearchResult[]>();
  const { load } = fetcher;
  const [asked, setAsked] = useState<Asked | null>(null);
  const query = text.trim();

  const alreadyAsked = asked !== null && asked.network === network && asked.query === query;
  useEffect(() => {
    if (!active || !isSearchable(query) || alreadyAsked) return;
    const timer = setTimeout(() => {
      setAsked({ network, query });
      void load(`/api/networks/${network}/search?${new URLSearchParams({ q: query }).toString()}`);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [active, query, network, alreadyAsked, load]);

  if (fetcher.state !== "idle" || fetcher.data === undefined || asked === null || asked.network !== network) return null;
  // An error answer ({ error } with a 4xx/5xx status) is data too: null results say it failed.
  return { query: asked.query, results: Array.isArray(fetcher.data) ? fetcher.data : null };
}
