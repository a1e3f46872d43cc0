import { parseNetwork, type Network } from "./network";

// Spec §4: after a network switch, a list or detail page of blocks,
// transactions, addresses, stake pools or epochs goes to the dashboard (its
// entity may not exist on the other chain); any other page reloads in place.
const ENTITY_SECTIONS = new Set(["blocks", "transactions", "addresses", "stakepools", "pools", "epochs"]);

/**
 * Where to go after switching to `network` from `from` (a path with its query).
 * Only a same-origin relative path is ever returned; anything else becomes '/'.
 */
export function redirectAfterNetworkSwitch(from: unknown, network: Network): string {
  const url = parseRelative(from);
  if (!url) return "/";

  const segments = url.pathname.split("/").filter(Boolean);
  const prefixed = parseNetwork(segments[0]) !== null;
  const rest = prefixed ? segments.slice(1) : segments;
  if (rest[0] !== undefined && ENTITY_SECTIONS.has(rest[0])) return "/";

  // A network in the path or the query would override the new choice.
  const path = prefixed ? `/${[network, ...rest].join("/")}` : url.pathname;
  url.searchParams.delete("network");
  const query = url.searchParams.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** A same-origin relative path ('/x?y') or null: no scheme, no host, no '//' or '/\'. */
export function parseRelative(value: unknown): URL | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "http://same.origin";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.origin === base ? url : null;
}

/** The same rule for any redirect target taken from a form: relative or '/'. */
export function safeRedirectPath(value: unknown): string {
  const url = parseRelative(value);
  return url ? `${url.pathname}${url.search}` : "/";
}
