// Network Analytics (spec §2, §4 'Analytics dialog', §8 relay list failure, §9
// 'Analytics display'): the page's rules, free of React and of the chart maths.

import { PROTOCOL_VERSION_WINDOW_EPOCHS, type GeographicStat, type HostingProviderStat, type RelayNode } from "../domain";
import { formatInteger } from "../formats/format";
import { relayDialogOrNull, relayDialogSearch, UNKNOWN_COUNTRY, type RelayDialogRequest } from "../params/relay-dialog";

/** How long a browser or proxy may keep the analytics relay answers (the server keeps its read a minute). */
export const RELAY_STATS_CACHE_SECONDS = 60;

export const UNKNOWN_HOST = "Unknown";
export const UNKNOWN_LOCATION = "Unknown Location";
export const UNKNOWN_PROVIDER = "Unknown Provider";
export const NO_RELAY_NODES = "No relay nodes found";


/**
 * Relay cards a dialog page shows (six rows of two): a country with hundreds of
 * relays would otherwise be one page of hundreds of cards, slow to render and to read.
 */
const RELAY_DIALOG_PAGE_SIZE = 12;


/** Bars drawn per chart; the table beside it lists every entry. */
export const BAR_CHART_TOP = 10;

/** spec §9: the donut's colours cycle through three. */
const CHART_COLOR_COUNT = 3;
export function chartColorIndex(index: number): number {
  return ((index % CHART_COLOR_COUNT) + CHART_COLOR_COUNT) % CHART_COLOR_COUNT;
}

/** One page of a dialog's relays, with the counts of the whole list for the subtitle. */
export type RelayListing = {
  relays: RelayNode[];
  /** 1-based, within 1..pageCount. */
  page: number;
  pageCount: number;
  /** Where the page's cards stand in the whole list: '13–19 of 19'. */
  range: string;
  subtitle: string;
};

/** Page `page` of `relays`; a page past the last shows the last (the list may have shrunk since the link was made). */
export function relayListing(relays: ReadonlyArray<RelayNode>, page: number): RelayListing {
  const pageCount = Math.max(1, Math.ceil(relays.length / RELAY_DIALOG_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  const start = (shown - 1) * RELAY_DIALOG_PAGE_SIZE;
  const cards = relays.slice(start, start + RELAY_DIALOG_PAGE_SIZE);
  const range = `${formatInteger(cards.length === 0 ? 0 : start + 1)}–${formatInteger(start + cards.length)} of ${formatInteger(relays.length)}`;
  return { relays: cards, page: shown, pageCount, range, subtitle: relayDialogSubtitle(relays) };
}

/** The same request as a stable string (the dialog's React key, and to match the loader's answer to the URL). */
export function relayDialogKey(request: RelayDialogRequest): string {
  return request.kind === "country" ? `country:${request.code}` : `provider:${request.name}`;
}

/** The value a country's ?country= takes: its ISO code, or 'Unknown' for the unplaced bucket. */
export function countryParamValue(stat: Pick<GeographicStat, "countryCode">): string {
  return stat.countryCode ?? UNKNOWN_COUNTRY;
}

/**
 * The list entry the dialog is about, and the name the relay call takes (the
 * entry's own `country` / `provider`, as spec §7's path does); name null when the
 * lists have no such entry: no relays, and nothing is fetched.
 */
export type RelayDialogTarget = { request: RelayDialogRequest; label: string; name: string | null };

export function resolveRelayDialog(
  request: RelayDialogRequest,
  countries: ReadonlyArray<GeographicStat>,
  providers: ReadonlyArray<HostingProviderStat>,
): RelayDialogTarget {
  if (request.kind === "country") {
    const stat = countries.find((entry) => countryParamValue(entry) === request.code);
    return { request, label: stat?.country ?? request.code, name: stat?.country ?? null };
  }
  const stat = providers.find((entry) => entry.provider === request.name);
  return { request, label: request.name, name: stat?.provider ?? null };
}

export function relayDialogTitle(target: Pick<RelayDialogTarget, "request" | "label">): string {
  return target.request.kind === "country" ? `Relay Nodes in ${target.label}` : `Relay Nodes hosted by ${target.label}`;
}

/** What a relay card shows first: the DNS name, else IPv4, else IPv6, else 'Unknown'. */
export function relayHost(relay: Pick<RelayNode, "dns_name" | "ipv4" | "ipv6">): string {
  for (const value of [relay.dns_name, relay.ipv4, relay.ipv6]) {
    if (value !== null && value !== undefined && value.trim() !== "") return value;
  }
  return UNKNOWN_HOST;
}

/** How many different tickers the relays belong to (pools without a ticker do not count). */
export function distinctTickerCount(relays: ReadonlyArray<Pick<RelayNode, "ticker">>): number {
  return new Set(relays.map((relay) => relay.ticker).filter((ticker): ticker is string => ticker !== null && ticker !== "")).size;
}

function counted(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** The dialog's subtitle: '12 relay nodes · 9 tickers'. */
export function relayDialogSubtitle(relays: ReadonlyArray<Pick<RelayNode, "ticker">>): string {
  return `${counted(relays.length, "relay node", "relay nodes")} · ${counted(distinctTickerCount(relays), "ticker", "tickers")}`;
}

/** spec §8: a relay answer that is not a list (an upstream's error body) is an empty list. */
export function relayListOrEmpty(value: unknown): RelayNode[] {
  return Array.isArray(value) ? (value as RelayNode[]) : [];
}

/** The two relay calls of the contract (spec §7), as the dialog uses them. */
export type RelaySource = {
  listRelaysByCountry(country: string): Promise<unknown>;
  listRelaysByProvider(provider: string): Promise<unknown>;
};

/**
 * The relays of the open dialog (spec §4: read only while it is open). An entry
 * the page's lists do not have has no relays: nothing is read. A failed read
 * rejects: whether it is tried again or shown as none is the loader's call,
 * which can tell an outage from a bug.
 */
export async function readDialogRelays(source: RelaySource, target: RelayDialogTarget): Promise<RelayNode[]> {
  const name = target.name;
  if (name === null) return [];
  const answer = await (target.request.kind === "country" ? source.listRelaysByCountry(name) : source.listRelaysByProvider(name));
  return relayListOrEmpty(answer);
}

/** spec §9: percentages are shown as given. */
export function percentText(percentage: string | number): string {
  return `${percentage}%`;
}

/** The Countries card: countries with relay nodes, the 'Unknown' bucket left out. */
export function countriesWithRelays(countries: ReadonlyArray<Pick<GeographicStat, "countryCode" | "relayCount">>): number {
  return countries.filter((entry) => entry.countryCode !== null && entry.relayCount > 0).length;
}

/**
 * The epochs Protocol Version Usage counts: the last PROTOCOL_VERSION_WINDOW_EPOCHS
 * completed ones before the current epoch; null before any epoch completed.
 */
export function protocolVersionWindow(currentEpoch: number | null): { first: number; last: number } | null {
  if (currentEpoch === null || !Number.isInteger(currentEpoch) || currentEpoch < 1) return null;
  return { first: Math.max(0, currentEpoch - PROTOCOL_VERSION_WINDOW_EPOCHS), last: currentEpoch - 1 };
}

/**
 * The window named once, so the Protocol Versions card and the donut's caption say the
 * same thing: 'epochs 115–119 (the last 5 completed epochs)', 'epochs 0–2 (the last 3
 * completed epochs)' near genesis; by its length alone when the current epoch is unknown.
 */
export function protocolVersionWindowName(currentEpoch: number | null): string {
  const window = protocolVersionWindow(currentEpoch);
  if (window === null) return `the last ${PROTOCOL_VERSION_WINDOW_EPOCHS} completed epochs`;
  const epochs = window.first === window.last ? `epoch ${formatInteger(window.first)}` : `epochs ${formatInteger(window.first)}–${formatInteger(window.last)}`;
  const count = window.last - window.first + 1;
  return `${epochs} (the last ${count === 1 ? "completed epoch" : `${count} completed epochs`})`;
}

/** The Protocol Versions card's hint. */
export function protocolVersionCardHint(windowName: string): string {
  return `In ${windowName}`;
}

/** The caption under the Protocol Version Usage donut. */
export function protocolVersionCaption(windowName: string): string {
  return `Share of the blocks made in ${windowName}.`;
}

/** The same URL apart from the dialog. */
export function sameApartFromDialog(a: URL, b: URL): boolean {
  return a.pathname === b.pathname && relayDialogSearch(a.searchParams, null) === relayDialogSearch(b.searchParams, null);
}

/**
 * Going from `current` to `next` only closes the dialog: the page keeps the data
 * it has and reads nothing. (Opening one reads its relays; a revalidation of the
 * same URL, e.g. after another tab chose a network, reads everything.)
 */
export function onlyClosesDialog(current: URL, next: URL): boolean {
  return relayDialogOrNull(current.searchParams) !== null && relayDialogOrNull(next.searchParams) === null && sameApartFromDialog(current, next);
}
