// The address search's URL state (spec §2, §5): the form is a GET to /addresses,
// so without JavaScript its answer is a redirect to the address's page.

/** The query parameter the address search submits (GET /addresses?address=…). */
export const ADDRESS_QUERY_PARAM = "address";

/**
 * The address searched for, trimmed ("" for an empty search, which goes back to
 * the bare search page); null when the URL is no search. No format check: the
 * address page answers 'Address Not Found' for what names nothing.
 */
export function readAddressSearch(params: URLSearchParams): string | null {
  return params.has(ADDRESS_QUERY_PARAM) ? (params.get(ADDRESS_QUERY_PARAM) ?? "").trim() : null;
}
