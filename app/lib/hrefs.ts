import type { Network } from "./network";

// The one place that knows the spec's route table for entity pages (spec §2).
// Ids are the chain's own (hash, height, bech32), encoded so hostile text
// cannot change the path.
export type EntityKind = "block" | "transaction" | "address" | "pool" | "epoch";

const BASE: Record<EntityKind, string> = {
  block: "/blocks",
  transaction: "/transactions",
  address: "/addresses",
  pool: "/stakepools",
  epoch: "/epochs",
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
 * An epoch page's address. When the page at hand named its network itself (the
 * path or ?network=), the link keeps it in the path (/{network}/epochs/{n}, spec
 * §2), so a testnet epoch opened from a shared testnet link stays on testnet;
 * otherwise /epochs/{n}, read with the visitor's chosen network.
 */
export function epochPageHref(epochNumber: number, pinnedNetwork: Network | null): string {
  return pinnedNetwork ? `/${pinnedNetwork}/epochs/${epochNumber}` : `/epochs/${epochNumber}`;
}

/** The epochs list, keeping a network the page named itself (?network=). */
export function epochsListHref(pinnedNetwork: Network | null): string {
  return pinnedNetwork ? `/epochs?network=${pinnedNetwork}` : "/epochs";
}
