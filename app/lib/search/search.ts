import type { SearchResult } from "../domain";
import { entityHref, type EntityKind } from "../navigation/hrefs";
import { networkLabel, type Network } from "../navigation/network";
import { SEARCH_MIN_LENGTH } from "../domain";
import { formatInteger } from "../formats/format";

// The rules of the global search (spec §2 Header, §4 Search dropdown, §5, §9),
// shared by the header's dropdown and the /search page.

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** spec §4, §9: the dropdown closes 200 ms after blur (time for a click on a result to land). */
export const SEARCH_CLOSE_DELAY_MS = 200;

export const SEARCH_TEXT = {
  searching: "Searching...",
  noResults: "No results found",
  failed: "Search is unavailable right now. Please try again.",
  tooShort: `Enter at least ${SEARCH_MIN_LENGTH} characters to search.`,
} as const;

/** Subtitles of an address result; a well-formed address the chain has never seen says so. */
export const ADDRESS_SUBTITLE = {
  payment: "Payment address",
  stake: "Stake address",
  paymentUnused: "Valid payment address with no activity on this network",
  stakeUnused: "Valid stake address with no activity on this network",
} as const;

/** An address result for an address the chain has never used (no page has anything to show). */
export function isUnusedAddress(result: SearchResult): boolean {
  return (
    result.type === "address" &&
    (result.subtitle === ADDRESS_SUBTITLE.paymentUnused || result.subtitle === ADDRESS_SUBTITLE.stakeUnused)
  );
}

/** spec §5: a search runs only when the (trimmed) text is longer than 2 characters. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

export const SEARCH_TYPE_LABEL: Record<SearchResult["type"], string> = {
  block: "Block",
  transaction: "Transaction",
  address: "Address",
  stakepool: "Stake Pool",
  epoch: "Epoch",
  token: "Token",
  policy: "Policy",
};

const ENTITY_OF: Record<SearchResult["type"], EntityKind> = {
  block: "block",
  transaction: "transaction",
  address: "address",
  stakepool: "pool",
  epoch: "epoch",
  token: "token",
  policy: "policy",
};

/**
 * The page a result opens (spec §2: by type). `network` is set only when the
 * visitor chose it in the URL (?network= or /{network}/…), so the answer found
 * on that network opens on it too; otherwise the cookie decides, as everywhere.
 */
export function searchResultHref(result: SearchResult, network: Network | null = null): string {
  const href = entityHref(ENTITY_OF[result.type], result.id);
  // Found on the other network: its page is there, whatever the visitor's choice.
  const opensOn = result.network ?? network;
  return opensOn ? `${href}?network=${opensOn}` : href;
}

/** The one-click way to a thing of the other network (the address page says it too). */
export function openOnNetworkText(network: Network): string {
  return `Open on ${networkLabel(network).toLowerCase()}`;
}

/** '1 result', '12 results': the dropdown's count and the results page's title. */
export function resultCountText(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? "result" : "results"}`;
}

/** The no-JavaScript results page of a query. */
export function searchPageHref(query: string, network: Network | null = null): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (network) params.set("network", network);
  return `/search?${params.toString()}`;
}

/**
 * The highlighted result after an arrow key: Down from nothing takes the
 * first, Up from nothing the last, and both wrap around. -1 is nothing.
 */
export function moveHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 || current >= count ? count - 1 : current - 1;
}

/**
 * What the dropdown shows for the text in the box: nothing (too short),
 * 'Searching...' until the answer for exactly this text is in, then the
 * results or 'No results found'. An answer for other text is never shown.
 */
export type DropdownView =
  | { state: "closed" }
  | { state: "searching" }
  | { state: "empty" }
  | { state: "failed" }
  | { state: "results"; results: SearchResult[] };

export function dropdownView(input: {
  open: boolean;
  text: string;
  /** The last answer and the query it was for; null results: the search failed. */
  answered: { query: string; results: SearchResult[] | null } | null;
}): DropdownView {
  if (!input.open || !isSearchable(input.text)) return { state: "closed" };
  const answer = input.answered;
  if (answer === null || answer.query !== input.text.trim()) return { state: "searching" };
  if (answer.results === null) return { state: "failed" };
  return answer.results.length === 0 ? { state: "empty" } : { state: "results", results: answer.results };
}

/**
 * The /search page's answer: a redirect when an exact query (a full hash, a
 * height, an address, a pool id) has exactly one answer that has a page of its
 * own on this network; a list otherwise. An unused address is listed, so the
 * page can say so, and so is an answer of the other network.
 */
export function exactMatch(exact: boolean, results: SearchResult[]): SearchResult | null {
  if (!exact || results.length !== 1) return null;
  const [only] = results;
  // One on the other network is listed, saying so, rather than switching the visitor's network unasked.
  return only && !isUnusedAddress(only) && only.network === undefined ? only : null;
}
