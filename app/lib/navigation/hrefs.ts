import { parseNetwork, type Network } from "./network";

// The one place that knows the spec's route table for entity pages (spec §2).
// Ids are the chain's own (hash, height, bech32), encoded so hostile text
// cannot change the path.
export type EntityKind = "block" | "transaction" | "address" | "pool" | "epoch" | "token" | "policy";

const BASE: Record<EntityKind, string> = {
  block: "/blocks",
  transaction: "/transactions",
  address: "/addresses",
  pool: "/stakepools",
  epoch: "/epochs",
  token: "/tokens",
  policy: "/policies",
};

export function entityHref(kind: EntityKind, id: string | number): string {
  return `${BASE[kind]}/${encodeURIComponent(String(id))}`;
}

/** Adds or replaces one query parameter, keeping the others (paging, sorting). */
export function withSearchParam(
  search: string | URLSearchParams,
  key: string,
  value: string | number | null,
): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * The same as a whole href on `pathname`, as <Link> resolves a query-only one (a
 * bare "?" is the bare path): for plain anchors, which resolve nothing.
 */
export function pathWithSearchParam(
  pathname: string,
  search: string | URLSearchParams,
  key: string,
  value: string | number | null,
): string {
  const query = withSearchParam(search, key, value);
  return query === "?" ? pathname : `${pathname}${query}`;
}

/**
 * A pool's page on a named network (spec §2 `/{network}/pools/{poolId}`): the
 * network travels in the path, so the link opens there whatever the visitor's cookie says.
 */
export function networkPoolHref(network: Network, poolId: string): string {
  return `/${network}/pools/${encodeURIComponent(poolId)}`;
}

/**
 * A link that saves `network` as the visitor's network, then opens `to`
 * (app/routes/network.ts): the sidebar's 'Brought to you by' (spec §2).
 */
export function networkSwitchHref(network: Network, to: string): string {
  return `/preferences/network?${new URLSearchParams({ network, redirectTo: to }).toString()}`;
}

/** An in-app href split into its path, its query and its #fragment. */
function splitHref(href: string): { path: string; params: URLSearchParams; hash: string } {
  const hashAt = href.indexOf("#");
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  return {
    path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    params: new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1)),
    hash: hashAt === -1 ? "" : href.slice(hashAt),
  };
}

/**
 * The network an in-app href names itself, read as the server reads a request
 * (session.server.ts resolveNetwork): the /{network}/ path prefix, the JSON
 * API's /api/networks/{network}/, then ?network=. Null: the saved network decides.
 */
export function namedNetwork(href: string): Network | null {
  const { path, params } = splitHref(href);
  const segments = path.split("/");
  return (
    parseNetwork(segments[1]) ??
    (segments[1] === "api" && segments[2] === "networks" ? parseNetwork(segments[3]) : null) ??
    parseNetwork(params.get("network"))
  );
}

/**
 * An in-app href (a path, or a query on the page's own path) that opens on
 * `network` whatever network the visitor saved: a page read on a network its URL
 * named keeps it in every link it renders, so following one never lands on the
 * other chain (issue 41). An href that names a network already, an external or
 * #fragment one, or a null network is returned as it is.
 */
export function pinNetwork(href: string, network: Network | null): string {
  if (network === null || !(href.startsWith("/") || href.startsWith("?")) || href.startsWith("//")) return href;
  if (namedNetwork(href) !== null) return href;
  const { path, params, hash } = splitHref(href);
  params.append("network", network);
  return `${path}?${params.toString()}${hash}`;
}
