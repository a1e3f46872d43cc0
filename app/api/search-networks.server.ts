import { DataSourceUnavailableError } from "../lib/errors/data-source-unavailable";
import type { SearchResult } from "../lib/domain";
import { classifySearch, otherNetworkLookup } from "../lib/search/search-query";
import type { ExplorerApi } from "./contract";
import { logUnavailable } from "./error-answer.server";

/**
 * The search of `here`, which also asks the other network where an id is
 * that network's (app/lib/search/search-query.ts `otherNetworkLookup`): its answers
 * carry their network, so they say so and open there. The other network is
 * a help, not the page: when it cannot answer, the search is this network's alone.
 */
export function withOtherNetworkSearch(here: ExplorerApi, there: () => ExplorerApi): ExplorerApi {
  return {
    ...here,
    search: async (query) => {
      const lookup = otherNetworkLookup(classifySearch(query), here.network);
      if (lookup === null) return here.search(query);
      if (lookup === "if-nothing-here") {
        const found = await here.search(query);
        return found.length > 0 ? found : ((await searchThere(there(), query)) ?? []);
      }
      return (await searchThere(there(), query)) ?? here.search(query);
    },
  };
}

async function searchThere(api: ExplorerApi, query: string): Promise<SearchResult[] | null> {
  try {
    return (await api.search(query)).map((result) => ({ ...result, network: api.network }));
  } catch (error) {
    if (!(error instanceof DataSourceUnavailableError)) throw error;
    logUnavailable(error);
    return null;
  }
}
