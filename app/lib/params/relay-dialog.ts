import { ParamError } from "./param-error";
import { parsePage } from "./paging";

// The Network Analytics dialog's URL state (spec §4 'Analytics dialog'): an open
// dialog lives in the URL, so it needs no JavaScript and a link reopens it.

/** The bucket of relays no GeoIP lookup placed: its name in the list and its value in ?country=. */
export const UNKNOWN_COUNTRY = "Unknown";

/** The dialog's URL parameters. */
const COUNTRY_PARAM = "country";
const PROVIDER_PARAM = "provider";
/** The page of the open dialog's relay cards (1-based; absent = 1). */
export const RELAY_PAGE_PARAM = "relayPage";

/** A provider name longer than this names no provider (and is not echoed back). */
const PROVIDER_PARAM_MAX_LENGTH = 200;

export type RelayDialogRequest = { kind: "country"; code: string } | { kind: "provider"; name: string };

/**
 * The open dialog named by the URL: ?country=DE (an ISO 3166 code, any case, or
 * 'Unknown' for the unplaced bucket) or ?provider=<name>; null when neither is
 * there (an empty value closes it too). A country that is no two-letter code, or
 * an overlong provider, is a 400.
 */
export function parseRelayDialog(params: URLSearchParams): RelayDialogRequest | null {
  const country = params.get(COUNTRY_PARAM);
  if (country !== null && country !== "") {
    if (country.toLowerCase() === UNKNOWN_COUNTRY.toLowerCase()) return { kind: "country", code: UNKNOWN_COUNTRY };
    if (!/^[A-Za-z]{2}$/.test(country)) throw new ParamError("country must be a two-letter ISO 3166 code or Unknown", 400);
    return { kind: "country", code: country.toUpperCase() };
  }
  const provider = params.get(PROVIDER_PARAM);
  if (provider !== null && provider !== "") {
    if (provider.length > PROVIDER_PARAM_MAX_LENGTH) throw new ParamError("provider name too long", 400);
    return { kind: "provider", name: provider };
  }
  return null;
}

/** The dialog's page from ?relayPage= (a bad value is a 400, like every page parameter). */
export function parseRelayDialogPage(params: URLSearchParams): number {
  return parsePage(params, RELAY_PAGE_PARAM);
}

/** The dialog the URL names, or null also when the URL's value is malformed (the loader answered 400 for it). */
export function relayDialogOrNull(params: URLSearchParams): RelayDialogRequest | null {
  try {
    return parseRelayDialog(params);
  } catch {
    return null;
  }
}

/**
 * The page's query string with the dialog for `request` open at its first page
 * (null: closed), keeping every other parameter (?network=): '?country=DE', or '' for none.
 */
export function relayDialogSearch(search: string | URLSearchParams, request: RelayDialogRequest | null): string {
  const params = new URLSearchParams(search);
  params.delete(COUNTRY_PARAM);
  params.delete(PROVIDER_PARAM);
  // Another dialog (or none) starts again at its first page.
  params.delete(RELAY_PAGE_PARAM);
  if (request?.kind === "country") params.set(COUNTRY_PARAM, request.code);
  if (request?.kind === "provider") params.set(PROVIDER_PARAM, request.name);
  const query = params.toString();
  return query ? `?${query}` : "";
}
